// Owners' shipping options: created, changed, switched off and deleted with settings:write; carts offer them at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED_MESSAGE, SHIPPING_COUNTRY_CODE_MESSAGE, SHIPPING_RATE_TIERS_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { MAX_SHIPPING_OPTIONS } from '../../domain/store-limits.ts';
import { NO_SUCH_SHIPPING_OPTION, TOO_MANY_SHIPPING_OPTIONS } from '../../server/services/checkout-rules/shipping-options.ts';
import { browser, ownerHeaders, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof ownerHeaders>>;
beforeAll(async () => {
  t = await startTestApp();
  as = await ownerHeaders(t, RoleCode.BILLING);
});
afterAll(() => t.close());

const FIELDS = 'id name kind countries flatRate { cents formatted } rateTiers { upTo rate { cents } } freeOver { cents } position active';
const CREATE = `mutation ($input: ShippingOptionInput!) { createShippingOption(input: $input) { shippingOption { ${FIELDS} } userErrors { code message field } } }`;
const UPDATE = `mutation ($id: ID!, $input: ShippingOptionInput!) { updateShippingOption(id: $id, input: $input) { shippingOption { ${FIELDS} } userErrors { code message field } } }`;
const DELETE = 'mutation ($id: ID!) { deleteShippingOption(id: $id) { deletedId userErrors { code message field } } }';
type Option = Record<string, unknown> & { id: string };
type Payload = { shippingOption: Option | null; userErrors: { code: string; message: string; field: string | null }[] };

const create = async (input: Record<string, unknown>) =>
  (await t.gql<{ createShippingOption: Payload }>(CREATE, { input }, as)).data!.createShippingOption;
const update = async (id: string, input: Record<string, unknown>) =>
  (await t.gql<{ updateShippingOption: Payload }>(UPDATE, { id, input }, as)).data!.updateShippingOption;

const CART_FIELDS = 'shippingOptions { id name cost { cents } } selectedShippingOption { name }';
const CART = `cart { ${CART_FIELDS} }`;
type Cart = { shippingOptions: { id: string; name: string; cost: { cents: number } }[]; selectedShippingOption: { name: string } | null };

/** A shopper with two tees ($50.00) shipping to New York. */
async function shopper() {
  const b = browser(t);
  await b.get('/shop');
  await b.gql('mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { id } } }', {
    input: { itemId: 'prod-classic-tee', sku: 'TEE-L-BLACK', quantity: 2 },
  });
  const located = await b.gql(
    `mutation { setShippingLocation(location: { country: "US", region: "NY", postalCode: "10001" }) { ${CART} } }`,
  );
  return { b, cart: located.data?.setShippingLocation.cart as Cart };
}
const cartOf = async (b: ReturnType<typeof browser>) => (await b.gql(`{ shoppingCart { ${CART_FIELDS} } }`)).data?.shoppingCart as Cart;

describe('shipping options', () => {
  it('a shipping option an owner creates is offered at checkout at once, priced by its tiers', async () => {
    await shopper(); // the website's checkout rules are memoised now
    const created = await create({
      name: ' Courier ',
      kind: 'PRICE',
      countries: [' ca', 'us', 'US'],
      rateTiers: [
        { upTo: 10000, rateCents: 900 },
        { upTo: 3000, rateCents: 700 },
      ],
    });
    expect(created.userErrors).toEqual([]);
    expect(created.shippingOption).toMatchObject({
      name: 'Courier',
      kind: 'PRICE',
      countries: ['CA', 'US'],
      flatRate: { cents: 0, formatted: '$0.00' },
      rateTiers: [
        { upTo: 3000, rate: { cents: 700 } },
        { upTo: 10000, rate: { cents: 900 } },
      ],
      freeOver: null,
      position: 2,
      active: true,
    });
    const { cart } = await shopper();
    expect(cart.shippingOptions.map((o) => [o.name, o.cost.cents])).toEqual([
      ['Standard', 500],
      ['Express', 1500],
      ['Courier', 900],
    ]);
  });

  it('a switched-off option is no longer offered; a deleted one is un-chosen in carts', async () => {
    const { shippingOption } = await create({ name: 'Pigeon', flatRateCents: 100 });
    const { b, cart } = await shopper();
    expect(cart.shippingOptions.find((o) => o.name === 'Pigeon')).toMatchObject({ cost: { cents: 100 } });
    await b.gql('mutation ($id: ID!) { selectShippingOption(shippingOptionId: $id) { cart { id } } }', { id: shippingOption!.id });
    expect((await update(shippingOption!.id, { active: false })).shippingOption).toMatchObject({ active: false });
    expect((await cartOf(b)).shippingOptions.map((o) => o.name)).not.toContain('Pigeon');
    const deleted = await t.gql<{ deleteShippingOption: unknown }>(DELETE, { id: shippingOption!.id }, as);
    expect(deleted.data?.deleteShippingOption).toEqual({ deletedId: shippingOption!.id, userErrors: [] });
    expect((await cartOf(b)).selectedShippingOption).toBeNull();
    const again = await t.gql<{ deleteShippingOption: unknown }>(DELETE, { id: shippingOption!.id }, as);
    expect(again.data?.deleteShippingOption).toEqual({
      deletedId: null,
      userErrors: [{ code: 'NOT_FOUND', message: NO_SUCH_SHIPPING_OPTION, field: 'id' }],
    });
  });

  it('an update changes only what it is given', async () => {
    const { shippingOption } = await create({ name: 'Freight', flatRateCents: 4000, countries: ['DE'], freeOverCents: 50000 });
    const changed = await update(shippingOption!.id, { flatRateCents: 4500 });
    expect(changed.shippingOption).toMatchObject({
      name: 'Freight',
      countries: ['DE'],
      flatRate: { cents: 4500 },
      freeOver: { cents: 50000 },
    });
    expect((await update(shippingOption!.id, { freeOverCents: null, countries: [] })).shippingOption).toMatchObject({
      countries: [],
      freeOver: null,
    });
  });

  it('bad countries, tiers and amounts are refused by field, and nothing is written', async () => {
    const before = await t.db.shippingOption.count();
    expect((await create({ name: 'X', countries: ['USA'] })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: SHIPPING_COUNTRY_CODE_MESSAGE, field: 'input.countries.0' },
    ]);
    expect((await create({ name: 'X', countries: ['ZZ'] })).userErrors[0].field).toBe('input.countries.0');
    const tiers = await create({
      name: 'X',
      kind: 'WEIGHT',
      rateTiers: [
        { upTo: 500, rateCents: 1 },
        { upTo: 500, rateCents: 2 },
      ],
    });
    expect(tiers.userErrors).toEqual([{ code: 'INVALID_INPUT', message: SHIPPING_RATE_TIERS_MESSAGE, field: 'input.rateTiers' }]);
    const amounts = await create({ name: '  ', flatRateCents: -1 });
    expect(amounts.userErrors.map((e) => e.field)).toEqual(['input.name', 'input.flatRateCents']);
    expect((await create({ kind: 'FLAT' })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'input.name is required.', field: 'input.name' },
    ]);
    expect(await t.db.shippingOption.count()).toBe(before);
  });

  it("another website's option cannot be changed or deleted", async () => {
    const tokyo = await t.db.shippingOption.create({ data: { websiteId: 'site-tokyo', name: 'Takkyubin', countries: [] } });
    expect((await update(tokyo.id, { active: false })).userErrors).toEqual([
      { code: 'NOT_FOUND', message: NO_SUCH_SHIPPING_OPTION, field: 'id' },
    ]);
    expect(
      (await t.gql<{ deleteShippingOption: { deletedId: null } }>(DELETE, { id: tokyo.id }, as)).data?.deleteShippingOption.deletedId,
    ).toBeNull();
    expect(await t.db.shippingOption.count({ where: { id: tokyo.id, active: true } })).toBe(1);
  });

  it('options are listed by position, switched-off ones too, and every change is audited', async () => {
    const { shippingOption } = await create({ name: 'Listed', active: false });
    const list = await t.gql<{ shippingOptions: { name: string; position: number }[] }>('{ shippingOptions { name position } }', {}, as);
    const positions = list.data!.shippingOptions.map((o) => o.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(list.data!.shippingOptions.map((o) => o.name)).toContain('Listed');
    await update(shippingOption!.id, { name: 'Listed again' });
    await t.gql(DELETE, { id: shippingOption!.id }, as);
    const entries = await t.db.auditEntry.findMany({
      where: { entityType: 'ShippingOption', entityId: shippingOption!.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((e) => e.action)).toEqual(['shipping.create', 'shipping.update', 'shipping.delete']);
    expect([entries[1].before, entries[1].after]).toMatchObject([{ name: 'Listed' }, { name: 'Listed again' }]);
  });

  it('a website holds at most 50 shipping options', async () => {
    const tokyo = { host: 'jp.localhost', ...(await ownerHeaders(t, RoleCode.ADMIN, 'site-tokyo')) };
    const room = MAX_SHIPPING_OPTIONS - (await t.db.shippingOption.count({ where: { websiteId: 'site-tokyo' } }));
    await t.db.shippingOption.createMany({
      data: Array.from({ length: room }, (_, i) => ({ websiteId: 'site-tokyo', name: `Bulk ${i}`, countries: [] })),
    });
    const res = await t.gql<{ createShippingOption: Payload }>(CREATE, { input: { name: 'One more' } }, tokyo);
    expect(res.data?.createShippingOption).toEqual({
      shippingOption: null,
      userErrors: [{ code: 'INVALID_INPUT', message: TOO_MANY_SHIPPING_OPTIONS, field: 'input' }],
    });
  });

  it('needs settings:write', async () => {
    const res = await t.gql('{ shippingOptions { id } }', {}, await ownerHeaders(t, RoleCode.STORE_MANAGER));
    expect(res.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
  });
});
