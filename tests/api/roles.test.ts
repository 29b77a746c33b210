// Owners: the role → capability matrix enforced on GraphQL and REST, personal and storefront tokens, owner log-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHENTICATED_MESSAGE, NOT_AUTHORIZED_MESSAGE } from '../../domain/messages.ts';
import { type Capability, capabilitiesOf, RoleCode } from '../../domain/permissions.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Revokes the token with the demo owner's and expects its next request to be refused with 401. */
async function expectRefusedOnceRevoked(token: string, tokenId: string) {
  await t.gql(`mutation { revokeApiToken(id: "${tokenId}") { ok } }`, {}, bearer(t.owner.token));
  const refused = await t.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{"query":"{ website { id } }"}',
  });
  expect(refused.status).toBe(401);
}

/** One operation per capability (every capability must have one); each must succeed exactly for the roles holding it. */
const CHECKS: Record<Capability, (token: string) => Promise<boolean>> = {
  read: async (token) => !(await t.gql('{ orders(first: 5) { edges { node { id } } } }', {}, bearer(token))).errors,
  'forms:read': async (token) => !(await t.gql('{ formSubmissions(first: 5) { edges { node { id } } } }', {}, bearer(token))).errors,
  'restock:manage': async (token) => !(await t.gql('{ restockSignUps(first: 5) { edges { node { id } } } }', {}, bearer(token))).errors,
  'analytics:read': async (token) => !(await t.gql('{ analyticsEvents(first: 5) { edges { node { id } } } }', {}, bearer(token))).errors,
  'settings:write': async (token) =>
    !(await t.gql('mutation { updateStoreSettings(input: { reviewsEnabled: false }) { ok } }', {}, bearer(token))).errors,
  'users:manage': async (token) =>
    !(await t.gql(`mutation { grantRole(email: "${t.owner.email}", roleCode: 1) { ok } }`, {}, bearer(token))).errors,
  'catalog:write': async (token) =>
    !(
      await t.gql(
        'mutation { updateMerchandising(productId: "prod-canvas-tote", input: { scarcityEnabled: true }) { userErrors { code } } }',
        {},
        bearer(token),
      )
    ).errors,
  'audit:read': async (token) => !(await t.gql('{ auditEntries(first: 5) { edges { node { id } } } }', {}, bearer(token))).errors,
  'reviews:moderate': async (token) =>
    !(await t.gql('mutation { approveReview(id: "no-such-review") { userErrors { code } } }', {}, bearer(token))).errors,
  'orders:manage': async (token) =>
    !(await t.gql('mutation { refundOrder(orderId: "no-such-order") { userErrors { code } } }', {}, bearer(token))).errors,
  'inventory:write': async (token) => {
    const variant = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TEE-L-WHITE' } });
    const res = await t.request('/api/commerce/inventory/adjustments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ setFiniteOperations: [{ variantId: variant.id, quantity: 12 }] }),
    });
    return res.status === 200;
  },
};

describe('role matrix', () => {
  const roles = Object.entries(RoleCode);
  for (const [name, code] of roles) {
    it(`${name.toLowerCase()} (${code}) may do exactly what domain/permissions.ts grants`, async () => {
      const token = await t.ownerToken(code);
      for (const [capability, check] of Object.entries(CHECKS) as [Capability, (token: string) => Promise<boolean>][]) {
        expect({ capability, allowed: await check(token) }).toEqual({ capability, allowed: capabilitiesOf(code).includes(capability) });
      }
    });
  }

  it('viewer (10) reads but is refused changes with a clear message', async () => {
    const token = await t.ownerToken(RoleCode.VIEWER);
    const res = await t.gql('mutation { updateStoreSettings(input: { reviewsEnabled: true }) { ok } }', {}, bearer(token));
    expect(res.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
  });

  it('anonymous callers are asked to log in', async () => {
    const res = await t.gql('{ orders(first: 1) { edges { node { id } } } }');
    expect(res.errors?.[0]).toMatchObject({ message: NOT_AUTHENTICATED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } });
    const b = browser(t);
    await b.get('/shop');
    const rest = await b.request('/api/commerce/inventory/adjustments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
      body: '{}',
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ error: NOT_AUTHENTICATED_MESSAGE });
  });
});

describe('tokens', () => {
  it('ownerAccess tells the role and capabilities of a token', async () => {
    const token = await t.ownerToken(RoleCode.STORE_MANAGER);
    const res = await t.gql<{ ownerAccess: Record<string, unknown> }>(
      '{ ownerAccess { roleCode roleName capabilities via } }',
      {},
      bearer(token),
    );
    expect(res.data?.ownerAccess).toEqual({ roleCode: 8, roleName: 'store manager', capabilities: [...capabilitiesOf(8)], via: 'token' });
  });

  it('a token is shown once and stored hashed; a revoked token is refused with 401', async () => {
    const created = await t.gql<{ createApiToken: { token: string; apiToken: { id: string; prefix: string } } }>(
      'mutation { createApiToken(name: "CI") { token apiToken { id prefix } } }',
      {},
      bearer(t.owner.token),
    );
    const { token, apiToken } = created.data!.createApiToken;
    expect(token).toMatch(/^sw_owner_/);
    expect(token.startsWith(apiToken.prefix)).toBe(true);
    expect(await t.db.apiToken.count({ where: { tokenHash: token } })).toBe(0);
    expect((await t.gql('{ ownerAccess { roleCode } }', {}, bearer(token))).data).toEqual({ ownerAccess: { roleCode: 1 } });
    await expectRefusedOnceRevoked(token, apiToken.id);
  });

  it('a public storefront token identifies the website without host routing, reads the catalog and nothing else', async () => {
    const created = await t.gql<{ createApiToken: { token: string } }>(
      'mutation { createApiToken(name: "Headless", kind: STOREFRONT) { token } }',
      {},
      bearer(t.owner.token),
    );
    const token = created.data!.createApiToken.token;
    expect(token).toMatch(/^sw_public_/);
    const catalog = await t.gql(
      '{ website { id } product(id: "prod-classic-tee") { title } }',
      {},
      { host: 'api.example.net', ...bearer(token) },
    );
    expect(catalog.data).toEqual({ website: { id: 'site-demo' }, product: { title: 'Classic Tee' } });
    const owner = await t.gql('{ orders(first: 1) { edges { node { id } } } }', {}, { host: 'api.example.net', ...bearer(token) });
    expect(owner.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a storefront token is looked up once while fresh, and refused at once when revoked', async () => {
    const created = await t.gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      'mutation { createApiToken(name: "Kept", kind: STOREFRONT) { token apiToken { id } } }',
      {},
      bearer(t.owner.token),
    );
    const { token, apiToken } = created.data!.createApiToken;
    const read = () => t.gql('{ website { id } }', {}, { host: 'api.example.net', ...bearer(token) });
    expect((await read()).data).toEqual({ website: { id: 'site-demo' } });
    const before = t.statements.count;
    expect((await read()).data).toEqual({ website: { id: 'site-demo' } });
    expect(t.statements.count - before).toBe(0);

    await expectRefusedOnceRevoked(token, apiToken.id);
  });

  it('a storefront token is verified with one statement (the token); an owner token with three (the token, the owner’s role on its website, the owner)', async () => {
    const create = async (kind: string) =>
      (
        await t.gql<{ createApiToken: { token: string } }>(
          `mutation { createApiToken(name: "Counted", kind: ${kind}) { token } }`,
          {},
          bearer(t.owner.token),
        )
      ).data!.createApiToken.token;
    const storefront = await create('STOREFRONT');
    const owner = await create('OWNER');
    const firstUse = async (token: string) => {
      const before = t.statements.count;
      expect((await t.gql('{ website { id } }', {}, { host: 'api.example.net', ...bearer(token) })).data).toEqual({
        website: { id: 'site-demo' },
      });
      return t.statements.count - before;
    };
    await firstUse(await create('STOREFRONT')); // the website itself is kept from here on
    expect(await firstUse(storefront)).toBe(1);
    expect(await firstUse(owner)).toBe(3);
  });

  it('only settings managers create storefront tokens', async () => {
    const token = await t.ownerToken(RoleCode.EDITOR);
    const res = await t.gql<{ createApiToken: { userErrors: { code: string }[] } }>(
      'mutation { createApiToken(name: "x", kind: STOREFRONT) { token userErrors { code } } }',
      {},
      bearer(token),
    );
    expect(res.data?.createApiToken.userErrors).toEqual([{ code: 'FORBIDDEN' }]);
  });
});

describe('owner log-in', () => {
  it('logs an owner in on this website with a session cookie; owner calls then work with the crumb', async () => {
    const b = browser(t);
    await b.get('/shop');
    const login = await b.gql(
      `mutation { ownerLogIn(email: "${t.owner.email}", password: "${t.owner.password}") { access { roleCode via } userErrors { code } } }`,
    );
    expect(login.data?.ownerLogIn.access).toEqual({ roleCode: 1, via: 'session' });
    expect((await b.gql('{ ownerAccess { via } }')).data?.ownerAccess).toEqual({ via: 'session' });
    expect((await b.gql('mutation { updateStoreSettings(input: { reviewsEnabled: false }) { ok } }')).data?.updateStoreSettings.ok).toBe(
      true,
    );
    await b.gql('mutation { ownerLogOut }');
    expect((await b.gql('{ ownerAccess { via } }')).data?.ownerAccess).toBeNull();
  });

  it('an owner without a role on this website cannot log in here', async () => {
    const b = browser(t, 'jp.localhost');
    await b.get('/shop');
    const login = await b.gql(
      `mutation { ownerLogIn(email: "${t.owner.email}", password: "${t.owner.password}") { access { roleCode } userErrors { code } } }`,
    );
    expect(login.data?.ownerLogIn).toEqual({ access: null, userErrors: [{ code: 'INVALID_CREDENTIALS' }] });
  });
});
