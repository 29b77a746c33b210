// Logs in production: one JSON line per request (request id, website, method, path, status, ms); an unexpected
// error logged once with the request id and its stack; a refusal (429) only its request line; and no secret
// anywhere — card numbers, tokens of private links, API tokens, cart tokens, crumbs, passwords.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logging.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import type { CaptchaVerifier } from '../../server/services/captcha/captcha-verifier.ts';
import { RateLimits } from '../../server/services/rate-limits.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
/** A bot check whose provider fails in a way nobody planned for. */
const broken: CaptchaVerifier = {
  verify: async () => {
    throw new Error('the verifier fell over');
  },
};

let t: TestApp;
let storefront = '';
beforeAll(async () => {
  const log = await createLogger({ production: true, logLevel: 'info' }, sink);
  t = await startTestApp({
    production: true,
    log,
    captcha: { standard: broken, enterprise: broken },
    limits: new RateLimits({ store: 'memory' }, { forms: { points: 1, durationSeconds: 60 } }),
  });
  storefront = (await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'logs' })).token;
});
afterAll(() => t.close());

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const CARD = '4242424242424242';

describe('production logs', () => {
  it('a checkout, its private links and a signed-in shopper leave one JSON line per request and no secret', async () => {
    const headers = { authorization: `Bearer ${storefront}` };
    const added = await t.gql<any>(
      'mutation { addToCart(input: { itemId: "prod-digital-lookbook" }) { cart { cartToken } } }',
      {},
      { headers },
    );
    const cartToken = added.data.addToCart.cart.cartToken;
    const placed = await t.gql<any>(
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { statusUrl downloads { url } } } }',
      {
        i: {
          cartToken,
          idempotencyKey: 'logs-1',
          email: 'logs@example.com',
          name: 'Ada Lovelace',
          card: { number: CARD, expMonth: 12, expYear: 2030, cvc: '123' },
        },
      },
      { headers },
    );
    const { statusUrl, downloads } = placed.data.placeOrder.order;
    await t.request(statusUrl);
    await t.request(downloads[0].url);
    const shopper = browser(t);
    await shopper.get('/shop?format=json');
    await shopper.gql('mutation { signUp(input: { email: "secretive@example.com", password: "hunter2-hunter2" }) { siteUser { id } } }');

    const secrets = [
      CARD,
      '4242 4242',
      storefront,
      cartToken,
      statusUrl.split('/').pop(),
      downloads[0].url.split('/').pop(),
      shopper.crumb(),
      'hunter2',
      'sw_',
    ];
    for (const line of lines) for (const secret of secrets) expect({ line, leaks: line.includes(secret) }).toEqual({ line, leaks: false });
    const requests = parsed().filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(6);
    for (const r of requests)
      expect(Object.keys(r).sort()).toEqual(expect.arrayContaining(['level', 'method', 'ms', 'path', 'reqId', 'status', 'time']));
    expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining(['/graphql', '/orders/…', '/api/commerce/downloads/…', '/shop']));
    expect(requests.find((r) => r.path === '/graphql')).toMatchObject({ method: 'POST', status: 200, website: 'site-demo' });
  });

  it('an unexpected error is logged once, with the request id and its stack; a 429 is only its request line', async () => {
    await t.db.website.update({ where: { id: 'site-demo' }, data: { captchaSiteKey: 'k' } });
    t.catalogChanged();
    lines.length = 0;
    const b = browser(t);
    await b.get('/shop');
    const res = await b.request('/api/site-users/account/notifications/restock', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
      body: JSON.stringify({
        productId: 'prod-wool-beanie',
        variantId: (await t.db.productVariant.findFirstOrThrow({ where: { sku: 'BEANIE-GREY' } })).id,
        siteVisitorEmail: 'a@example.com',
      }),
    });
    expect(res.status).toBe(500);
    const requestId = res.headers.get('x-request-id');
    const errors = parsed().filter((l) => l.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: requestId, err: { message: 'the verifier fell over' } });
    expect(String((errors[0].err as { stack: string }).stack)).toContain('captcha');

    lines.length = 0;
    for (let i = 0; i < 2; i++) await b.request('/api/form/FormSubmissionKey', { method: 'POST', headers: { 'X-CSRF-Token': b.crumb() } });
    const logged = parsed();
    expect(logged.map((l) => [l.msg, l.status])).toEqual([
      ['request', 200],
      ['request', 429],
    ]);
    expect(lines.join('\n')).not.toContain('stack');
    await t.db.website.update({ where: { id: 'site-demo' }, data: { captchaSiteKey: null } });
  });
});
