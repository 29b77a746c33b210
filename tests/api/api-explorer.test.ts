// The owners' API explorer (GET /api/owner/explorer): GraphiQL on the owner's session, on a production deployment
// too (where GET /graphql is off), with ready example tabs that are valid queries; nobody else gets it.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { API_EXPLORER_PATH, EXPLORER_EXAMPLES } from '../../server/rest/api-explorer.ts';
import { createOwnerWithToken } from '../../server/services/auth/owners.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ production: true, env: { GRAPHIQL: 'false' } }); // GET /graphql off, as production's default
  await createOwnerWithToken(t.db, {
    websiteId: 'site-demo',
    email: 'explorer@example.com',
    roleCode: RoleCode.STORE_MANAGER,
    password: 'correct horse',
  });
});
afterAll(() => t.close());

const signedIn = async () => {
  const b = browser(t);
  await b.get('/shop');
  await b.gql('mutation { ownerLogIn(email: "explorer@example.com", password: "correct horse") { access { email } } }');
  return b;
};

describe('API explorer', () => {
  it('every example is a valid query of the API, and they are one document of named operations', () => {
    const schema = buildSchema(readFileSync('schema/schema.graphql', 'utf8'));
    expect(EXPLORER_EXAMPLES.length).toBeGreaterThanOrEqual(5);
    for (const tab of EXPLORER_EXAMPLES)
      expect(
        validate(schema, parse(tab)).map((e) => e.message),
        tab.slice(0, 60),
      ).toEqual([]);
  });

  it('opens GraphiQL for a signed-in owner in production, with their crumb and the examples', async () => {
    expect((await t.request('/graphql', { headers: { accept: 'text/html' } })).headers.get('content-type') ?? '').not.toContain(
      'text/html',
    );
    const b = await signedIn();
    const res = await b.get(API_EXPLORER_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'unsafe-inline'");
    const html = await res.text();
    expect(html).toContain('<title>Shopwright API explorer</title>');
    expect(html).toContain(JSON.stringify(JSON.stringify({ 'X-CSRF-Token': b.crumb() }, null, 2)).slice(1, -1));
    expect(html).toContain('restockSignUpGroups');
  });

  it('the crumb it fills in lets the owner’s changes through', async () => {
    const b = await signedIn();
    const html = await (await b.get(API_EXPLORER_PATH)).text();
    const crumb = /X-CSRF-Token\\":\s*\\"([^"\\]+)/.exec(html)?.[1];
    expect(crumb).toBeTruthy();
    const send = async (token: string) =>
      (await (
        await b.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-CSRF-Token': token },
          body: JSON.stringify({ query: 'mutation { sendAllRestockNotifications(sendRequests: [{ productId: "x", variantId: "y" }]) }' }),
        })
      ).json()) as Record<string, unknown>;
    expect(await send(crumb as string)).toMatchObject({ data: { sendAllRestockNotifications: 0 } });
    expect(await send('not-the-crumb')).toMatchObject({ crumbFail: true });
  });

  it('answers introspection to the owner’s session, and never to anonymous callers', async () => {
    const b = await signedIn();
    const owner = await b.gql('{ __schema { queryType { name } } }');
    expect(owner.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const anonymous = await t.gql<any>('{ __schema { queryType { name } } }');
    expect(anonymous.data ?? null).toBeNull();
    expect(anonymous.errors?.length).toBeGreaterThan(0);
  });

  it('sends anyone else to the console’s sign-in', async () => {
    const res = await t.request(API_EXPLORER_PATH, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/config');
  });
});
