// Who the authenticated account holder is (spec §2 page context's authenticatedAccount, §6 analytics skip rules): the
// OwnerInfo cookie (docs/auth.md) names the owner or team member signed in on this website by session — their account
// id and their role code here — readable by page scripts, kept in step with the session and the role; shoppers' own
// accounts are never in it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_INFO_COOKIE, parseOwnerInfo } from '../../domain/owner-info.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { createOwnerWithToken } from '../../server/services/auth/owners.ts';
import { browser, setCookies, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const LOG_IN = 'mutation L($e: String!, $p: String!) { ownerLogIn(email: $e, password: $p) { access { ownerId roleCode } } }';
const admin = () => ({ headers: { authorization: `Bearer ${t.owner.token}` } });

/** The account holder the browser's OwnerInfo cookie names, or null. */
const ownerInfo = (cookies: string) =>
  parseOwnerInfo(decodeURIComponent(new RegExp(`${OWNER_INFO_COOKIE}=([^;]+)`).exec(cookies)?.[1] ?? ''));

/** A browser signed in as a new owner holding `roleCode` on the demo website. */
async function signedIn(roleCode: number) {
  const email = `info-${randomBytes(4).toString('hex')}@example.com`;
  await createOwnerWithToken(t.db, { websiteId: 'site-demo', email, roleCode, password: PASSWORD });
  const b = browser(t);
  await b.get('/shop');
  const res = await b.gql<any>(LOG_IN, { e: email, p: PASSWORD });
  return { b, email, access: res.data.ownerLogIn.access as { ownerId: string; roleCode: number } };
}

describe('the authenticated account holder is the owner signed in on the website (OwnerInfo cookie)', () => {
  it('signing in sets OwnerInfo, readable by page scripts, to the account id and role code', async () => {
    const { b, access } = await signedIn(RoleCode.EDITOR);
    expect(ownerInfo(b.cookies)).toEqual({ id: access.ownerId, roleCode: RoleCode.EDITOR });
    const logIn = { query: LOG_IN, variables: { e: t.owner.email, p: t.owner.password } };
    const headers = { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() };
    const set = setCookies(await b.request('/graphql', { method: 'POST', headers, body: JSON.stringify(logIn) }))[OWNER_INFO_COOKIE];
    expect(set).toBeDefined();
    expect(set).not.toMatch(/HttpOnly/i);
    expect(setCookies(await b.get('/shop'))[OWNER_INFO_COOKIE]).toBeUndefined();
  });

  it('follows the role: a role changed is rewritten, a role taken away clears it', async () => {
    const { b, email, access } = await signedIn(RoleCode.EDITOR);
    await t.gql(`mutation { grantRole(email: "${email}", roleCode: ${RoleCode.VIEWER}) { ok } }`, {}, admin());
    await b.get('/shop');
    expect(ownerInfo(b.cookies)).toEqual({ id: access.ownerId, roleCode: RoleCode.VIEWER });
    await t.gql(`mutation { revokeRole(email: "${email}") { ok } }`, {}, admin());
    await b.get('/shop');
    expect(ownerInfo(b.cookies)).toBeNull();
  });

  it('signing out clears it, and one without a live session is cleared', async () => {
    const { b } = await signedIn(RoleCode.ADMIN);
    await b.gql('mutation { ownerLogOut }');
    expect(ownerInfo(b.cookies)).toBeNull();
    const made = encodeURIComponent(JSON.stringify({ id: 'someone', roleCode: RoleCode.ADMIN }));
    const res = await t.request('/shop', { cookie: `${OWNER_INFO_COOKIE}=${made}; sw_owner_session=expired` });
    expect(setCookies(res)[OWNER_INFO_COOKIE]).toMatch(/max-age=0|expires=thu, 01 jan 1970/i);
  });

  it('a signed-in shopper is not an account holder', async () => {
    const b = browser(t);
    await b.get('/shop');
    const signUp = 'mutation { signUp(input: { email: "info-shopper@example.com", password: "correct horse" }) { siteUser { id } } }';
    expect((await b.gql<any>(signUp)).data.signUp.siteUser.id).toEqual(expect.any(String));
    await b.get('/shop');
    expect(ownerInfo(b.cookies)).toBeNull();
  });
});
