// Tenancy matrix: what belongs to website A can never be read or changed through website B — by guessed id, by
// token, by cookie. A = the USD demo store (localhost), B = the JPY store (jp.localhost).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let tokenB: string;
const A = { orderId: '', submissionId: '', formId: 'form-engraving', signUpId: '', eventId: '', variantId: '' };
const onB = (token = tokenB) => ({ host: 'jp.localhost', headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await startTestApp();
  tokenB = await t.ownerToken(RoleCode.ADMIN, 'site-tokyo');
  const websiteId = 'site-demo';
  const variant = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'BEANIE-GREY' } });
  A.variantId = variant.id;
  A.orderId = (
    await t.db.order.create({
      data: {
        websiteId,
        orderNumber: 1,
        purchasedCartId: 'cart-a',
        idempotencyKey: 'k-a',
        statusToken: 'status-a',
        email: 'a@example.com',
        currency: 'USD',
        subtotalCents: 100,
        taxCents: 0,
        shippingCostCents: 0,
        discountCents: 0,
        grandTotalCents: 100,
      },
    })
  ).id;
  A.submissionId = (await t.db.formSubmission.create({ data: { websiteId, formId: A.formId, values: { x: 'secret' } } })).id;
  A.signUpId = (
    await t.db.restockSignUp.create({
      data: { websiteId, productId: 'prod-wool-beanie', variantId: variant.id, siteVisitorEmail: 'a@example.com' },
    })
  ).id;
  A.eventId = (await t.db.analyticsEvent.create({ data: { websiteId, family: 'shopping', name: 'add to cart' } })).id;
});
afterAll(() => t.close());

const ids = (connection: { edges: { node: { id: string } }[] } | undefined) => connection?.edges.map((e) => e.node.id) ?? [];

describe('by guessed id', () => {
  it('a product of A is not found through B', async () => {
    expect((await t.gql('{ product(id: "prod-classic-tee") { id } }', {}, { host: 'jp.localhost' })).data).toEqual({ product: null });
  });

  it("an order of A is not found by B's admin, nor listed", async () => {
    const res = await t.gql<any>(`{ order(id: "${A.orderId}") { id } orders(first: 50) { edges { node { id } } } }`, {}, onB());
    expect(res.data.order).toBeNull();
    expect(ids(res.data.orders)).not.toContain(A.orderId);
  });

  it("a form submission of A is not listed for B's admin, even by A's form id", async () => {
    const res = await t.gql<any>(
      `{ all: formSubmissions(first: 50) { edges { node { id } } } byForm: formSubmissions(first: 50, formId: "${A.formId}") { edges { node { id } } } }`,
      {},
      onB(),
    );
    expect(ids(res.data.all)).not.toContain(A.submissionId);
    expect(ids(res.data.byForm)).toEqual([]);
  });

  it("a restock sign-up and an analytics event of A are not listed for B's admin", async () => {
    const res = await t.gql<any>(
      '{ restockSignUps(first: 50) { edges { node { id } } } analyticsEvents(first: 50) { edges { node { id } } } }',
      {},
      onB(),
    );
    expect(ids(res.data.restockSignUps)).not.toContain(A.signUpId);
    expect(ids(res.data.analyticsEvents)).not.toContain(A.eventId);
  });

  it("A's stock cannot be changed through B, by variant id", async () => {
    const res = await t.request('/api/commerce/inventory/adjustments', {
      method: 'POST',
      ...onB(),
      headers: { ...onB().headers, 'content-type': 'application/json' },
      body: JSON.stringify({ setFiniteOperations: [{ variantId: A.variantId, quantity: 99 }] }),
    });
    expect(res.status).toBe(400);
    expect((await t.db.productVariant.findUniqueOrThrow({ where: { id: A.variantId } })).qtyInStock).toBe(0);
  });
});

describe('by token', () => {
  it("A's owner token is refused on B's host", async () => {
    const res = await t.request('/graphql', {
      method: 'POST',
      host: 'jp.localhost',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.owner.token}` },
      body: '{"query":"{ orders(first: 1) { edges { node { id } } } }"}',
    });
    expect(res.status).toBe(403);
  });

  it("A's owner token is refused when the website header names B", async () => {
    const res = await t.request('/graphql', {
      method: 'POST',
      host: 'api.example.net',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.owner.token}`, 'x-shopwright-website': 'site-tokyo' },
      body: '{"query":"{ website { id } }"}',
    });
    expect(res.status).toBe(403);
    // GraphQL's error shape on /graphql; REST paths keep {error} (docs/auth.md).
    expect(await res.json()).toEqual({
      errors: [{ message: 'This token belongs to another website.', extensions: { code: 'FORBIDDEN' } }],
    });
    const rest = await t.request('/api/commerce/inventory', {
      host: 'api.example.net',
      headers: { authorization: `Bearer ${t.owner.token}`, 'x-shopwright-website': 'site-tokyo' },
    });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toEqual({ error: 'This token belongs to another website.' });
  });

  it('an unknown token is 401 in GraphQL’s shape on /graphql and {error} on REST paths', async () => {
    const headers = { 'content-type': 'application/json', authorization: 'Bearer sw_not_a_token' };
    const graphql = await t.request('/graphql', { method: 'POST', headers, body: '{"query":"{ website { id } }"}' });
    expect(graphql.status).toBe(401);
    expect(await graphql.json()).toEqual({
      errors: [{ message: 'Invalid or revoked API token.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const rest = await t.request('/api/commerce/inventory', { headers });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ error: 'Invalid or revoked API token.' });
  });

  it("B's token sees B's data only, wherever it is sent from", async () => {
    const res = await t.gql<any>(
      '{ website { id } orders(first: 50) { edges { node { id } } } }',
      {},
      { host: 'api.example.net', headers: { authorization: `Bearer ${tokenB}` } },
    );
    expect(res.data.website.id).toBe('site-tokyo');
    expect(ids(res.data.orders)).not.toContain(A.orderId);
  });
});

describe('by cookie', () => {
  it('a shopper signed in on A is not signed in on B with the same cookies', async () => {
    const a = browser(t);
    await a.get('/shop');
    await a.gql('mutation { signUp(input: { email: "tenant@example.com", password: "correct horse" }) { siteUser { id } } }');
    expect((await a.gql('{ currentSiteUser { email } }')).data?.currentSiteUser.email).toBe('tenant@example.com');
    const b = browser(t, 'jp.localhost');
    b.cookies = a.cookies;
    expect((await b.gql('{ currentSiteUser { email } }')).data?.currentSiteUser).toBeNull();
  });

  it('an owner signed in on A has no owner access on B with the same cookies', async () => {
    const a = browser(t);
    await a.get('/shop');
    await a.gql(`mutation { ownerLogIn(email: "${t.owner.email}", password: "${t.owner.password}") { access { roleCode } } }`);
    const b = browser(t, 'jp.localhost');
    b.cookies = a.cookies;
    expect((await b.gql('{ ownerAccess { roleCode } }')).data?.ownerAccess).toBeNull();
    expect((await b.gql('{ orders(first: 1) { edges { node { id } } } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
