// Visitors: the crumb (CSRF) rule on every state-changing call made with cookies, and the visitor cookies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_MESSAGE } from '../../domain/messages.ts';
import { browser, setCookies, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SIGN_UP =
  'mutation S($email: String!) { signUp(input: { email: $email, password: "correct horse" }) { siteUser { email } userErrors { code } } }';
const userCount = (email: string) => t.db.siteUser.count({ where: { email } });
const adjust = (variantId: string) => JSON.stringify({ setFiniteOperations: [{ variantId, quantity: 7 }] });

describe('crumb on GraphQL mutations made with cookies', () => {
  it('is accepted from the X-CSRF-Token header', async () => {
    const b = browser(t);
    await b.get('/shop');
    const res = await b.gql(SIGN_UP, { email: 'crumb-header@example.com' });
    expect(res.data?.signUp.siteUser.email).toBe('crumb-header@example.com');
  });

  it('is accepted in any header casing and from the ?crumb= query parameter', async () => {
    const b = browser(t);
    await b.get('/shop');
    const body = JSON.stringify({ query: SIGN_UP, variables: { email: 'crumb-casing@example.com' } });
    const lower = await b.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': b.crumb() },
      body,
    });
    expect(((await lower.json()) as any).data.signUp.userErrors).toEqual([]);
    const body2 = JSON.stringify({ query: SIGN_UP, variables: { email: 'crumb-query@example.com' } });
    const byQuery = await b.request(`/graphql?crumb=${encodeURIComponent(b.crumb())}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body2,
    });
    expect(((await byQuery.json()) as any).data.signUp.siteUser.email).toBe('crumb-query@example.com');
  });

  it('a missing crumb is answered HTTP 200 {crumbFail, crumb, error} with a fresh crumb cookie, and nothing changes', async () => {
    const b = browser(t);
    await b.get('/shop');
    const res = await b.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_UP, variables: { email: 'no-crumb@example.com' } }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { crumbFail: boolean; crumb: string; error: string };
    expect(body).toMatchObject({ crumbFail: true, error: SESSION_EXPIRED_MESSAGE });
    expect(setCookies(res).crumb).toContain(`crumb=${body.crumb};`);
    expect(await userCount('no-crumb@example.com')).toBe(0);
    // Existing clients read the crumb from that body and retry.
    const retry = await b.gql(SIGN_UP, { email: 'no-crumb@example.com' });
    expect(retry.data?.signUp.siteUser.email).toBe('no-crumb@example.com');
  });

  it('a wrong crumb is refused the same way', async () => {
    const b = browser(t);
    await b.get('/shop');
    const res = await b.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': 'not-the-crumb' },
      body: JSON.stringify({ query: SIGN_UP, variables: { email: 'wrong-crumb@example.com' } }),
    });
    expect(((await res.json()) as any).crumbFail).toBe(true);
    expect(await userCount('wrong-crumb@example.com')).toBe(0);
  });

  it('a body that is not a JSON GraphQL request cannot slip a mutation past the crumb', async () => {
    const b = browser(t);
    await b.get('/shop');
    const res = await b.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${encodeURIComponent('mutation { signUp(input: {email: "form@example.com", password: "correct horse"}) { userErrors { code } } }')}`,
    });
    // Not JSON: refused as such (415) before it is read, so nothing in it runs.
    expect(res.status).toBe(415);
    expect(await userCount('form@example.com')).toBe(0);
  });

  it('queries need no crumb', async () => {
    const b = browser(t);
    expect((await b.gql('{ website { id } }', {}, false)).data?.website.id).toBe('site-demo');
  });
});

describe('crumb on state-changing REST calls made with cookies', () => {
  it('refuses an inventory adjustment without the crumb, even from a signed-in owner, and changes nothing', async () => {
    const owner = browser(t);
    await owner.get('/shop');
    const login = await owner.gql(
      `mutation { ownerLogIn(email: "${t.owner.email}", password: "${t.owner.password}") { access { roleCode } userErrors { code } } }`,
    );
    expect(login.data?.ownerLogIn.access.roleCode).toBe(1);
    const variant = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TOTE-NATURAL' } });
    const refused = await owner.request('/api/commerce/inventory/adjustments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: adjust(variant.id),
    });
    expect(refused.status).toBe(200);
    expect(((await refused.json()) as any).crumbFail).toBe(true);
    expect((await t.db.productVariant.findUniqueOrThrow({ where: { id: variant.id } })).qtyInStock).toBe(variant.qtyInStock);
    const accepted = await owner.request('/api/commerce/inventory/adjustments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': owner.crumb() },
      body: adjust(variant.id),
    });
    expect(accepted.status).toBe(200);
    expect((await t.db.productVariant.findUniqueOrThrow({ where: { id: variant.id } })).qtyInStock).toBe(7);
  });

  it('calls authenticated by a bearer token need no crumb', async () => {
    const variant = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'SESSION-60' } });
    const res = await t.request('/api/commerce/inventory/adjustments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t.owner.token}` },
      body: adjust(variant.id),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).results[0]).toMatchObject({ sku: 'SESSION-60', qtyInStock: 7, unlimited: false });
  });
});

describe('visitor cookies', () => {
  it('sets ss_cvr (id and four positive integers, 2 years), ss_cvt (30 minutes) and SS_ANALYTICS_ID (390 days)', async () => {
    const cookies = setCookies(await t.request('/shop'));
    expect(cookies.ss_cvr).toMatch(/^ss_cvr=[A-Za-z0-9_-]+\|\d+\|\d+\|\d+\|1;/);
    expect(cookies.ss_cvr).toContain(`Max-Age=${2 * 365 * 24 * 3600}`);
    expect(cookies.ss_cvt).toContain('Max-Age=1800');
    expect(cookies.SS_ANALYTICS_ID).toContain(`Max-Age=${390 * 24 * 3600}`);
  });

  it('counts a new visit only after 30 idle minutes (when ss_cvt has expired)', async () => {
    const b = browser(t);
    await b.get('/shop');
    const id = /ss_cvr=([^|]+)/.exec(b.cookies)?.[1];
    await b.get('/shop');
    expect(b.cookies).toMatch(/ss_cvr=[^|]+\|\d+\|\d+\|\d+\|1(;|$)/);
    b.cookies = b.cookies.replace(/(^|; )ss_cvt=[^;]*/, '');
    await b.get('/shop');
    expect(b.cookies).toMatch(new RegExp(`ss_cvr=${id}\\|\\d+\\|\\d+\\|\\d+\\|2(;|$)`));
  });

  it('rewrites the visitor cookies only when ss_cvt is a minute old: a burst of calls sets them once', async () => {
    const b = browser(t);
    await b.get('/shop');
    const fresh = await t.request('/shop', { cookie: b.cookies });
    expect(setCookies(fresh).ss_cvt).toBeUndefined();
    expect(setCookies(fresh).ss_cvr).toBeUndefined();
    const minuteOld = b.cookies.replace(/ss_cvt=\d+/, `ss_cvt=${Date.now() - 61_000}`);
    const refreshed = setCookies(await t.request('/shop', { cookie: minuteOld }));
    expect(refreshed.ss_cvt).toContain('Max-Age=1800');
    expect(refreshed.ss_cvr).toMatch(/\|1;/);
  });

  it('a malformed visitor cookie is replaced, never fatal', async () => {
    const res = await t.request('/shop', { cookie: 'ss_cvr=garbage|x; SS_ANALYTICS_ID=%%' });
    expect(res.status).toBe(200);
    expect(setCookies(res).ss_cvr).toMatch(/^ss_cvr=[A-Za-z0-9_-]+\|\d+\|\d+\|\d+\|1;/);
    expect(setCookies(res).SS_ANALYTICS_ID).toMatch(/^SS_ANALYTICS_ID=[A-Za-z0-9_-]{8,};/);
  });
});
