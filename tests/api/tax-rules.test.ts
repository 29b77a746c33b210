// Owners' tax rules: created, changed and deleted with settings:write; checkout applies them by destination at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED_MESSAGE, SHIPPING_COUNTRY_CODE_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { MAX_TAX_RULES } from '../../domain/store-limits.ts';
import { NO_SUCH_TAX_RULE, TOO_MANY_TAX_RULES } from '../../server/services/checkout-rules/tax-rules.ts';
import { browser, ownerHeaders, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof ownerHeaders>>;
beforeAll(async () => {
  t = await startTestApp();
  as = await ownerHeaders(t, RoleCode.ADMIN);
});
afterAll(() => t.close());

const FIELDS = 'id name country region rateBps appliesToPhysical appliesToDigital appliesToService taxShipping';
const CREATE = `mutation ($input: TaxRuleInput!) { createTaxRule(input: $input) { taxRule { ${FIELDS} } userErrors { code message field } } }`;
const UPDATE = `mutation ($id: ID!, $input: TaxRuleInput!) { updateTaxRule(id: $id, input: $input) { taxRule { ${FIELDS} } userErrors { code message field } } }`;
const DELETE = 'mutation ($id: ID!) { deleteTaxRule(id: $id) { deletedId userErrors { code message field } } }';
type Rule = Record<string, unknown> & { id: string };
type Payload = { taxRule: Rule | null; userErrors: { code: string; message: string; field: string | null }[] };

const create = async (input: Record<string, unknown>) =>
  (await t.gql<{ createTaxRule: Payload }>(CREATE, { input }, as)).data!.createTaxRule;
const update = async (id: string, input: Record<string, unknown>) =>
  (await t.gql<{ updateTaxRule: Payload }>(UPDATE, { id, input }, as)).data!.updateTaxRule;

/** The tax of a cart with two tees ($50.00) shipping to New York, and the rules it applies. */
async function newYorkCart() {
  const b = browser(t);
  await b.get('/shop');
  await b.gql('mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { id } } }', {
    input: { itemId: 'prod-classic-tee', sku: 'TEE-L-BLACK', quantity: 2 },
  });
  const res = await b.gql(
    'mutation { setShippingLocation(location: { country: "US", region: "NY", postalCode: "10001" }) { cart { taxCents applicableTaxRules { name } } } }',
  );
  const cart = res.data?.setShippingLocation.cart as { taxCents: number; applicableTaxRules: { name: string }[] };
  return { taxCents: cart.taxCents, rules: cart.applicableTaxRules.map((r) => r.name) };
}

describe('tax rules', () => {
  it('a tax rule an owner creates is applied at checkout at once, its region stored as a code', async () => {
    expect(await newYorkCart()).toEqual({ taxCents: 444, rules: ['New York sales tax'] });
    const created = await create({ name: 'City surcharge', country: ' us ', region: 'new york', rateBps: 450 });
    expect(created.userErrors).toEqual([]);
    expect(created.taxRule).toMatchObject({
      name: 'City surcharge',
      country: 'US',
      region: 'NY',
      rateBps: 450,
      appliesToPhysical: true,
      appliesToDigital: false,
      appliesToService: false,
      taxShipping: false,
    });
    expect(await newYorkCart()).toEqual({ taxCents: 669, rules: ['New York sales tax', 'City surcharge'] });
    await t.gql(DELETE, { id: created.taxRule!.id }, as);
    expect(await newYorkCart()).toEqual({ taxCents: 444, rules: ['New York sales tax'] });
  });

  it('a region must be one the country lists; elsewhere it is free text', async () => {
    expect((await create({ name: 'Nowhere', country: 'US', region: 'Atlantis', rateBps: 100 })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Select a valid state.', field: 'input.region' },
    ]);
    expect((await create({ name: 'Tokyo', country: 'jp', region: ' tokyo ', rateBps: 1000 })).taxRule).toMatchObject({
      country: 'JP',
      region: 'TOKYO',
    });
    expect((await create({ name: 'Japan', country: 'JP', region: '', rateBps: 1000 })).taxRule).toMatchObject({ region: null });
  });

  it("an update changes only what it is given, and checks the region against the rule's country", async () => {
    const { taxRule } = await create({ name: 'Ontario HST', country: 'CA', region: 'ON', rateBps: 1300, taxShipping: true });
    expect((await update(taxRule!.id, { rateBps: 1400 })).taxRule).toMatchObject({ region: 'ON', rateBps: 1400, taxShipping: true });
    expect((await update(taxRule!.id, { country: 'US' })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Select a valid state.', field: 'input.region' },
    ]);
    expect((await update(taxRule!.id, { country: 'US', region: 'CA' })).taxRule).toMatchObject({ country: 'US', region: 'CA' });
    expect((await update(taxRule!.id, { region: null })).taxRule).toMatchObject({ country: 'US', region: null });
  });

  it('bad countries, rates and missing fields are refused by field, and nothing is written', async () => {
    const before = await t.db.taxRule.count();
    expect((await create({ name: 'X', country: 'XX', rateBps: 100 })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: SHIPPING_COUNTRY_CODE_MESSAGE, field: 'input.country' },
    ]);
    expect((await create({ name: 'X', country: 'US', rateBps: 10_001 })).userErrors.map((e) => e.field)).toEqual(['input.rateBps']);
    expect((await create({ name: 'X', country: 'US' })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'input.rateBps is required.', field: 'input.rateBps' },
    ]);
    expect(await t.db.taxRule.count()).toBe(before);
  });

  it("another website's rule cannot be changed or deleted; a deleted rule is gone", async () => {
    const tokyo = await t.db.taxRule.create({ data: { websiteId: 'site-tokyo', name: 'Consumption tax', country: 'JP', rateBps: 1000 } });
    expect((await update(tokyo.id, { rateBps: 0 })).userErrors).toEqual([{ code: 'NOT_FOUND', message: NO_SUCH_TAX_RULE, field: 'id' }]);
    expect((await t.gql<{ deleteTaxRule: unknown }>(DELETE, { id: tokyo.id }, as)).data?.deleteTaxRule).toEqual({
      deletedId: null,
      userErrors: [{ code: 'NOT_FOUND', message: NO_SUCH_TAX_RULE, field: 'id' }],
    });
    expect(await t.db.taxRule.count({ where: { id: tokyo.id, rateBps: 1000 } })).toBe(1);
  });

  it('rules are listed by country and region, and every change is audited', async () => {
    const { taxRule } = await create({ name: 'Audited', country: 'DE', rateBps: 1900, appliesToDigital: true });
    await update(taxRule!.id, { rateBps: 700 });
    await t.gql(DELETE, { id: taxRule!.id }, as);
    const entries = await t.db.auditEntry.findMany({
      where: { entityType: 'TaxRule', entityId: taxRule!.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(entries.map((e) => e.action)).toEqual(['tax.create', 'tax.update', 'tax.delete']);
    expect([entries[1].before, entries[1].after]).toMatchObject([{ rateBps: 1900 }, { rateBps: 700 }]);
    const list = await t.gql<{ taxRules: { country: string }[] }>('{ taxRules { country region name } }', {}, as);
    const countries = list.data!.taxRules.map((r) => r.country);
    expect(countries).toEqual([...countries].sort());
  });

  it('a website holds at most 500 tax rules', async () => {
    const tokyo = { host: 'jp.localhost', ...(await ownerHeaders(t, RoleCode.ADMIN, 'site-tokyo')) };
    const room = MAX_TAX_RULES - (await t.db.taxRule.count({ where: { websiteId: 'site-tokyo' } }));
    await t.db.taxRule.createMany({
      data: Array.from({ length: room }, (_, i) => ({ websiteId: 'site-tokyo', name: `Bulk ${i}`, country: 'JP', rateBps: 1 })),
    });
    const res = await t.gql<{ createTaxRule: Payload }>(CREATE, { input: { name: 'One more', country: 'JP', rateBps: 1 } }, tokyo);
    expect(res.data?.createTaxRule).toEqual({
      taxRule: null,
      userErrors: [{ code: 'INVALID_INPUT', message: TOO_MANY_TAX_RULES, field: 'input' }],
    });
  });

  it('needs settings:write', async () => {
    const res = await t.gql('{ taxRules { id } }', {}, await ownerHeaders(t, RoleCode.EDITOR));
    expect(res.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
  });
});
