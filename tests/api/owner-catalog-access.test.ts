// Who may change the catalog, and whose: every catalog mutation needs catalog:write (viewer refused; editor, store
// manager and admin allowed), another website's ids are refused as unknown, and every change is in the audit trail
// that admins (only) read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHENTICATED_MESSAGE, NOT_AUTHORIZED_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const ERRORS = 'userErrors { code field }';

/** Every catalog mutation, aimed at the Tokyo website's records (ids that the demo website does not own). */
const FOREIGN: Record<string, string> = {
  createProduct: `createProduct(input: { collectionId: "col-tokyo-shop", productType: PHYSICAL, title: "X", variants: [{ priceCents: 1 }] }) { ${ERRORS} }`,
  updateProduct: `updateProduct(id: "prod-matcha-set", input: { title: "Mine" }) { ${ERRORS} }`,
  duplicateProduct: `duplicateProduct(id: "prod-matcha-set") { ${ERRORS} }`,
  archiveProduct: `archiveProduct(id: "prod-matcha-set") { ${ERRORS} }`,
  unarchiveProduct: `unarchiveProduct(id: "prod-matcha-set") { ${ERRORS} }`,
  deleteProduct: `deleteProduct(id: "prod-matcha-set") { ${ERRORS} }`,
  moveProduct: `moveProduct(id: "prod-matcha-set", position: 0) { ${ERRORS} }`,
  setProductOptions: `setProductOptions(productId: "prod-furoshiki", input: { options: [] }) { ${ERRORS} }`,
  addVariant: `addVariant(productId: "prod-furoshiki", input: { attributes: [{ name: "Pattern", value: "Dot" }] }) { ${ERRORS} }`,
  updateVariant: 'updateVariant(id: "$FUROSHIKI_VARIANT", input: { priceCents: 1 }) { userErrors { code field } }',
  removeVariant: 'removeVariant(id: "$FUROSHIKI_VARIANT") { userErrors { code field } }',
  moveVariant: 'moveVariant(id: "$FUROSHIKI_VARIANT", position: 1) { userErrors { code field } }',
  updateMerchandising: `updateMerchandising(productId: "prod-matcha-set", input: { scarcityEnabled: true }) { ${ERRORS} }`,
  createCollection: `createCollection(input: { title: "Mine" }) { ${ERRORS} }`,
  updateCollection: `updateCollection(id: "col-tokyo-shop", input: { title: "Mine" }) { ${ERRORS} }`,
  moveCollection: `moveCollection(id: "col-tokyo-shop", position: 0) { ${ERRORS} }`,
  deleteCollection: `deleteCollection(id: "col-tokyo-shop") { ${ERRORS} }`,
};

let furoshikiVariant = '';
const mutation = async (name: string) => `mutation { ${FOREIGN[name].replace('$FUROSHIKI_VARIANT', furoshikiVariant)} }`;

describe('roles', () => {
  beforeAll(async () => {
    furoshikiVariant = (await t.db.productVariant.findFirstOrThrow({ where: { sku: 'FUROSHIKI-WAVE' } })).id;
  });

  it('a viewer is refused every catalog change, and an anonymous caller is asked to log in', async () => {
    const viewer = await t.ownerToken(RoleCode.VIEWER);
    const visitor = browser(t);
    await visitor.get('/shop');
    for (const name of Object.keys(FOREIGN)) {
      const res = await t.gql(await mutation(name), {}, as(viewer));
      expect({ name, error: res.errors?.[0] }).toMatchObject({
        name,
        error: { message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } },
      });
      const anonymous = await visitor.gql(await mutation(name));
      expect({ name, error: anonymous.errors?.[0]?.message }).toEqual({ name, error: NOT_AUTHENTICATED_MESSAGE });
    }
  });

  for (const [role, code] of [
    ['editor', RoleCode.EDITOR],
    ['store manager', RoleCode.STORE_MANAGER],
    ['admin', RoleCode.ADMIN],
  ] as const) {
    it(`${role} may make every catalog change (and is answered, not refused)`, async () => {
      const token = await t.ownerToken(code);
      for (const name of Object.keys(FOREIGN)) {
        const res = await t.gql(await mutation(name), {}, as(token));
        expect({ name, errors: res.errors }).toEqual({ name, errors: undefined });
      }
    });
  }

  it('viewers read the owner lists; only admins read the audit trail', async () => {
    const viewer = await t.ownerToken(RoleCode.VIEWER);
    expect(
      (await t.gql('{ catalogProducts(first: 1) { edges { node { id } } } inventory(first: 1) { edges { node { id } } } }', {}, as(viewer)))
        .errors,
    ).toBeUndefined();
    const manager = await t.ownerToken(RoleCode.WEBSITE_MANAGER);
    const refused = await t.gql('{ auditEntries(first: 1) { edges { node { id } } } }', {}, as(manager));
    expect(refused.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED_MESSAGE });
  });
});

describe('tenancy', () => {
  it("every catalog mutation treats another website's ids as unknown, and changes nothing there", async () => {
    const token = await t.ownerToken(RoleCode.ADMIN);
    const before = JSON.stringify(
      await t.db.product.findMany({ where: { websiteId: 'site-tokyo' }, include: { item: true, variants: true, merchandising: true } }),
    );
    const collectionsBefore = JSON.stringify(await t.db.collection.findMany({ where: { websiteId: 'site-tokyo' } }));
    for (const name of Object.keys(FOREIGN).filter((m) => m !== 'createCollection')) {
      const res = await t.gql<Record<string, { userErrors: { code: string }[] }>>(await mutation(name), {}, as(token));
      const codes = Object.values(res.data ?? {})[0]?.userErrors.map((e) => e.code);
      expect({ name, codes }).toEqual({ name, codes: [expect.stringMatching(/^(NOT_FOUND|VARIANT_NOT_FOUND)$/)] });
    }
    expect(
      JSON.stringify(
        await t.db.product.findMany({ where: { websiteId: 'site-tokyo' }, include: { item: true, variants: true, merchandising: true } }),
      ),
    ).toBe(before);
    expect(JSON.stringify(await t.db.collection.findMany({ where: { websiteId: 'site-tokyo' } }))).toBe(collectionsBefore);
  });
});

describe('audit trail', () => {
  it('records who changed what, when, before and after; admins read it newest first', async () => {
    const editor = await t.ownerToken(RoleCode.EDITOR);
    const account = await t.db.ownerAccount.findFirstOrThrow({
      where: { roles: { some: { roleCode: RoleCode.EDITOR } } },
      orderBy: { createdAt: 'desc' },
    });
    const started = Date.now();
    await t.gql(
      'mutation { updateProduct(id: "prod-canvas-tote", input: { title: "Canvas Tote Bag" }) { userErrors { code } } }',
      {},
      as(editor),
    );
    const variant = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TOTE-NATURAL' } });
    await t.gql(
      'mutation($v: ID!) { adjustStock(operations: [{ kind: INCREMENT, variantId: $v, quantity: 4 }]) { ok } }',
      { v: variant.id },
      as(await t.ownerToken(RoleCode.STORE_MANAGER)),
    );
    const res = await t.gql<any>(
      '{ auditEntries(first: 2) { edges { node { actor ownerAccountId action entityType entityId beforeJson afterJson createdAt } } } }',
      {},
      as(t.owner.token),
    );
    const [stock, update] = res.data.auditEntries.edges.map((e: any) => e.node);
    expect(stock).toMatchObject({ action: 'inventory.adjust', entityType: 'ProductVariant', entityId: variant.id });
    expect([JSON.parse(stock.beforeJson).qtyInStock, JSON.parse(stock.afterJson).qtyInStock]).toEqual([3, 7]);
    expect(update).toMatchObject({
      actor: account.email,
      ownerAccountId: account.id,
      action: 'product.update',
      entityType: 'Product',
      entityId: 'prod-canvas-tote',
    });
    expect(JSON.parse(update.beforeJson).title).toBe('Canvas Tote');
    expect(JSON.parse(update.afterJson).title).toBe('Canvas Tote Bag');
    expect(new Date(update.createdAt).getTime()).toBeGreaterThanOrEqual(started - 1000);
    const byEntity = await t.gql<any>(
      '{ auditEntries(entityId: "prod-canvas-tote", first: 10) { edges { node { action } } } }',
      {},
      as(t.owner.token),
    );
    expect(byEntity.data.auditEntries.edges.map((e: any) => e.node.action)).toEqual(['product.update']);
  });

  it('a refused change leaves no audit entry', async () => {
    const before = await t.db.auditEntry.count();
    const res = await t.gql<any>(
      'mutation { updateProduct(id: "prod-canvas-tote", input: { urlSlug: "classic-tee" }) { userErrors { code } } }',
      {},
      as(t.owner.token),
    );
    expect(res.data.updateProduct.userErrors).toEqual([{ code: 'ALREADY_EXISTS' }]);
    expect(await t.db.auditEntry.count()).toBe(before);
  });
});
