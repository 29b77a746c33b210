// Shopper accounts: sign up, log in, log out, current user, the SiteUserInfo cookie, rate-limited failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE, rateLimitedMessage } from '../../domain/messages.ts';
import { RateLimits } from '../../server/services/rate-limits.ts';
import { browser, setCookies, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SIGN_UP = `mutation S($input: SignUpInput!) { signUp(input: $input) { siteUser { id email firstName } userErrors { code message field } } }`;
const LOG_IN = `mutation L($email: String!, $password: String!) { logIn(input: { email: $email, password: $password }) { siteUser { email } userErrors { code message } } }`;
const ME = '{ currentSiteUser { email firstName } }';

const siteUserInfo = (cookies: string) => JSON.parse(decodeURIComponent(/SiteUserInfo=([^;]+)/.exec(cookies)?.[1] ?? 'null'));

describe('sign up', () => {
  it('creates the account, signs the shopper in and sets SiteUserInfo {authenticated, siteUserId}', async () => {
    const b = browser(t);
    await b.get('/shop');
    const res = await b.gql(SIGN_UP, { input: { email: 'Ada@Example.com', password: 'correct horse', firstName: 'Ada' } });
    const user = res.data?.signUp.siteUser;
    expect(user).toMatchObject({ email: 'ada@example.com', firstName: 'Ada' });
    expect(siteUserInfo(b.cookies)).toEqual({ authenticated: true, siteUserId: user.id, firstName: 'Ada' });
    expect((await b.gql(ME)).data?.currentSiteUser).toEqual({ email: 'ada@example.com', firstName: 'Ada' });
  });

  it('keeps the password only as a hash', async () => {
    const row = await t.db.siteUser.findFirstOrThrow({ where: { email: 'ada@example.com' } });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('correct horse');
  });

  it('refuses an email already taken, a short password and an invalid email, with field errors', async () => {
    const b = browser(t);
    await b.get('/shop');
    const taken = await b.gql(SIGN_UP, { input: { email: 'ada@example.com', password: 'another one' } });
    expect(taken.data?.signUp.userErrors).toEqual([{ code: 'EMAIL_TAKEN', message: EMAIL_TAKEN_MESSAGE, field: 'email' }]);
    const short = await b.gql(SIGN_UP, { input: { email: 'bob@example.com', password: 'short' } });
    expect(short.data?.signUp.userErrors).toEqual([{ code: 'PASSWORD_TOO_SHORT', message: PASSWORD_TOO_SHORT_MESSAGE, field: 'password' }]);
    const invalid = await b.gql(SIGN_UP, { input: { email: 'not an email', password: 'long enough' } });
    expect(invalid.data?.signUp.userErrors[0]).toMatchObject({ code: 'INVALID_EMAIL', field: 'email' });
  });
});

describe('log in and log out', () => {
  it('logs in with the right password, then logs out, clearing the session and SiteUserInfo', async () => {
    const b = browser(t);
    await b.get('/shop');
    expect((await b.gql(LOG_IN, { email: 'ada@example.com', password: 'correct horse' })).data?.logIn.siteUser.email).toBe(
      'ada@example.com',
    );
    expect(b.cookies).toContain('sw_session=');
    expect(setCookies(await b.get('/shop')).SiteUserInfo).toBeUndefined();
    await b.gql('mutation { logOut }');
    expect((await b.gql(ME)).data?.currentSiteUser).toBeNull();
    expect(siteUserInfo(b.cookies)).toEqual({ authenticated: false, siteUserId: null });
  });

  it('a wrong password and an unknown email get the same message', async () => {
    const b = browser(t);
    await b.get('/shop');
    const wrong = await b.gql(LOG_IN, { email: 'ada@example.com', password: 'wrong password' });
    const unknown = await b.gql(LOG_IN, { email: 'nobody@example.com', password: 'wrong password' });
    expect(wrong.data?.logIn.userErrors).toEqual([{ code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE }]);
    expect(unknown.data?.logIn.userErrors).toEqual(wrong.data?.logIn.userErrors);
  });

  it('a stale SiteUserInfo without a live session is put back in step', async () => {
    const stale = encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'x' }));
    const res = await t.request('/shop', { cookie: `SiteUserInfo=${stale}; sw_session=expired` });
    expect(siteUserInfo(setCookies(res).SiteUserInfo)).toEqual({ authenticated: false, siteUserId: null });
  });

  it('repeated failures are rate limited with HTTP 429 and Retry-After', async () => {
    const limited4 = await startTestApp({ limits: new RateLimits({ store: 'memory' }, { login: { points: 4, durationSeconds: 60 } }) });
    const b = browser(limited4);
    await b.get('/shop');
    const attempt = () =>
      b.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
        body: JSON.stringify({ query: LOG_IN, variables: { email: 'target@example.com', password: 'guess' } }),
      });
    for (let i = 0; i < 4; i++) expect((await attempt()).status).toBe(200);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as any).errors[0]).toMatchObject({
      message: rateLimitedMessage(Number(limited.headers.get('retry-after'))),
      extensions: { code: 'RATE_LIMITED' },
    });
    await limited4.close();
  });
});
