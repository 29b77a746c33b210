// ownerWebsites: the websites an owner holds a role on, for the owner console's website switcher.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHENTICATED_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { createOwnerWithToken } from '../../server/services/auth/owners.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const QUERY = '{ ownerWebsites { id name roleCode roleName hostnames current } }';

describe('ownerWebsites', () => {
  it('lists every website the owner holds a role on, by name, with its hosts and which one the request is for', async () => {
    const email = 'two-sites@example.com';
    const { token } = await createOwnerWithToken(t.db, { websiteId: 'site-demo', email, roleCode: RoleCode.ADMIN });
    await createOwnerWithToken(t.db, { websiteId: 'site-tokyo', email, roleCode: RoleCode.VIEWER });
    const res = await t.gql(QUERY, {}, { headers: { authorization: `Bearer ${token}` } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.ownerWebsites).toEqual([
      {
        id: 'site-demo',
        name: 'Shopwright Demo Store',
        roleCode: 1,
        roleName: 'admin',
        hostnames: ['127.0.0.1', 'localhost'],
        current: true,
      },
      { id: 'site-tokyo', name: 'Shopwright Tokyo', roleCode: 10, roleName: 'viewer', hostnames: ['jp.localhost'], current: false },
    ]);
  });

  it('an owner signed in with the session cookie gets the same list; no one else does', async () => {
    const email = 'signed-in@example.com';
    await createOwnerWithToken(t.db, { websiteId: 'site-demo', email, roleCode: RoleCode.STORE_MANAGER, password: 'correct horse' });
    const b = browser(t);
    await b.get('/shop');
    const signedOut = await b.gql(QUERY);
    expect(signedOut.errors?.[0]?.message).toBe(NOT_AUTHENTICATED_MESSAGE);
    const logIn = await b.gql('mutation { ownerLogIn(email: "signed-in@example.com", password: "correct horse") { access { email } } }');
    expect(logIn.data?.ownerLogIn.access).toEqual({ email });
    const res = await b.gql(QUERY);
    expect(res.data?.ownerWebsites).toEqual([expect.objectContaining({ id: 'site-demo', roleName: 'store manager', current: true })]);
  });
});
