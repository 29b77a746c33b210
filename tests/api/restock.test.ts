// Restock notifications: sign-up rules and messages, dedupe, mailing-list opt-in, the bot check, owner groups and
// paging, and sending that queues each email exactly once.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTOCK_SEND_LIMIT_MESSAGE } from '../../domain/limit-messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { NO_STOCK_TO_ANNOUNCE_MESSAGE } from '../../domain/restock-send.ts';
import { MAX_RESTOCK_SEND_REQUESTS } from '../../domain/store-limits.ts';
import { RecaptchaEnterpriseVerifier, TestCaptchaVerifier } from '../../server/services/captcha/captcha-verifier.ts';
import { MAX_RESTOCK_EMAILS_PER_SEND } from '../../server/services/restock.ts';
import { browser, setCookies, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let owner: { headers: { authorization: string } };
let grey = '';
let navy = '';
const PATH = '/api/site-users/account/notifications/restock';

beforeAll(async () => {
  t = await startTestApp({ captcha: { standard: new TestCaptchaVerifier(), enterprise: new TestCaptchaVerifier() } });
  owner = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.STORE_MANAGER)}` } };
  grey = (await t.db.productVariant.findFirstOrThrow({ where: { sku: 'BEANIE-GREY' } })).id;
  navy = (await t.db.productVariant.findFirstOrThrow({ where: { sku: 'BEANIE-NAVY' } })).id;
});
afterAll(() => t.close());

/** An owner's REST call to the restock paths with a JSON body. */
const ownerPost = (path: string, body: unknown) =>
  t.request(`${PATH}${path}`, {
    method: 'POST',
    headers: { ...owner.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const signUp = async (body: Record<string, unknown>) => {
  const b = browser(t);
  await b.get('/shop');
  const res = await b.request(PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
    body: JSON.stringify({ productId: 'prod-wool-beanie', variantId: grey, ...body }),
  });
  return { status: res.status, body: (await res.json()) as any, marketingCookie: setCookies(res).SS_MID };
};

describe('restock sign-up', () => {
  it("'Email cannot be blank' and 'Email is invalid'", async () => {
    expect(await signUp({ siteVisitorEmail: ' ' })).toEqual({
      status: 400,
      body: { message: 'Email cannot be blank', error: 'EMAIL_BLANK' },
    });
    expect(await signUp({ siteVisitorEmail: 'nope' })).toEqual({
      status: 400,
      body: { message: 'Email is invalid', error: 'EMAIL_INVALID' },
    });
  });

  it('one sign-up per email per variant: a repeat is a success and adds nothing', async () => {
    const first = await signUp({ siteVisitorEmail: 'Wait@Example.com' });
    expect(first.status).toBe(200);
    // Not on the mailing list: no marketing id.
    expect(first.marketingCookie).toBeUndefined();
    expect((await signUp({ siteVisitorEmail: 'wait@example.com' })).status).toBe(200);
    expect(await t.db.restockSignUp.count({ where: { siteVisitorEmail: 'wait@example.com', variantId: grey } })).toBe(1);
  });

  it('joins the mailing list when the shopper opts in (the product allows it), and the browser gets SS_MID', async () => {
    const joined = await signUp({ siteVisitorEmail: 'list@example.com', isJoinMailingList: true });
    const subscriber = await t.db.mailingListSubscriber.findFirstOrThrow({ where: { email: 'list@example.com' } });
    expect(joined.marketingCookie).toMatch(new RegExp(`^SS_MID=${subscriber.id};`));
  });

  it('is refused for a product without restock notifications', async () => {
    const tee = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TEE-S-WHITE' } });
    const res = await signUp({ productId: 'prod-classic-tee', variantId: tee.id, siteVisitorEmail: 'x@example.com' });
    expect(res.body.error).toBe('RESTOCK_UNAVAILABLE');
  });

  it('works over GraphQL too, and joining the mailing list there gives the browser SS_MID', async () => {
    const b = browser(t);
    await b.get('/shop');
    const res = await b.gql(
      `mutation { signUpForRestock(productId: "prod-wool-beanie", variantId: "${navy}", siteVisitorEmail: "gql@example.com", isJoinMailingList: true) { signUp { siteVisitorEmail } userErrors { message } } }`,
    );
    expect(res.data?.signUpForRestock).toEqual({ signUp: { siteVisitorEmail: 'gql@example.com' }, userErrors: [] });
    const subscriber = await t.db.mailingListSubscriber.findFirstOrThrow({ where: { email: 'gql@example.com' } });
    expect(b.cookies).toMatch(new RegExp(`(^|; )SS_MID=${subscriber.id}(;|$)`));
  });
});

describe('bot check (PRODUCT_WAITLIST_SUBMISSION)', () => {
  it('a website with a captcha key requires a passing token', async () => {
    await t.db.website.update({ where: { id: 'site-demo' }, data: { captchaSiteKey: 'site-key', captchaEnterprise: true } });
    t.catalogChanged();
    expect((await signUp({ siteVisitorEmail: 'bot@example.com' })).body).toEqual({
      message: 'Complete CAPTCHA before submitting',
      error: 'CAPTCHA_FAILED',
    });
    expect((await signUp({ siteVisitorEmail: 'bot@example.com', recaptchaEnterpriseV3Token: 'fail' })).body.error).toBe('CAPTCHA_FAILED');
    expect((await signUp({ siteVisitorEmail: 'bot@example.com', recaptchaEnterpriseV3Token: 'pass' })).status).toBe(200);
    await t.db.website.update({ where: { id: 'site-demo' }, data: { captchaSiteKey: null, captchaEnterprise: false } });
    t.catalogChanged();
  });

  it('the enterprise verifier checks validity, the action and the score against the provider endpoint', async () => {
    const answers: Record<string, object> = {
      good: { tokenProperties: { valid: true, action: 'PRODUCT_WAITLIST_SUBMISSION' }, riskAnalysis: { score: 0.9 } },
      action: { tokenProperties: { valid: true, action: 'FORM_BLOCK_SUBMISSION' }, riskAnalysis: { score: 0.9 } },
      score: { tokenProperties: { valid: true, action: 'PRODUCT_WAITLIST_SUBMISSION' }, riskAnalysis: { score: 0.1 } },
      invalid: { tokenProperties: { valid: false } },
    };
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (d) => (raw += d));
      req.on('end', () => res.end(JSON.stringify(answers[JSON.parse(raw).event.token] ?? {})));
    }).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const verifier = new RecaptchaEnterpriseVerifier(`http://127.0.0.1:${(server.address() as AddressInfo).port}/assess`, 0.5);
    const check = (token: string | null) => verifier.verify({ token, action: 'PRODUCT_WAITLIST_SUBMISSION', siteKey: 'k', secret: 's' });
    expect(await check('good')).toEqual({ ok: true });
    expect(await check('action')).toEqual({ ok: false, reason: 'WRONG_ACTION' });
    expect(await check('score')).toEqual({ ok: false, reason: 'LOW_SCORE' });
    expect(await check('invalid')).toEqual({ ok: false, reason: 'INVALID' });
    expect(await check(null)).toEqual({ ok: false, reason: 'MISSING' });
    server.close();
  });
});

describe('owners: groups, paging and sending', () => {
  it('lists groups with counts and pages through sign-ups with cursors', async () => {
    await t.db.restockSignUp.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({
        websiteId: 'site-demo',
        productId: 'prod-wool-beanie',
        variantId: grey,
        siteVisitorEmail: `page${i}@example.com`,
      })),
    });
    const groups = await t.gql<any>(
      '{ restockSignUpGroups { signUpGroups { productName variantId signUps pending attributes { name value } } hasNextPage } }',
      {},
      owner,
    );
    const greyGroup = groups.data.restockSignUpGroups.signUpGroups.find((g: any) => g.variantId === grey);
    expect(greyGroup).toMatchObject({ productName: 'Wool Beanie', attributes: [{ name: 'Color', value: 'Grey' }] });
    expect(greyGroup.pending).toBe(greyGroup.signUps);
    // The same groups over REST.
    const rest = await t.request(`${PATH}/groups`, owner);
    expect(rest.status).toBe(200);
    const restGroups = (await rest.json()) as { signUpGroups: { variantId: string; signUps: number; pending: number }[] };
    expect(restGroups.signUpGroups.find((g) => g.variantId === grey)).toMatchObject({
      signUps: greyGroup.signUps,
      pending: greyGroup.pending,
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await t.request(`${PATH}?productId=prod-wool-beanie&variantId=${grey}${cursor ? `&cursor=${cursor}` : ''}`, owner);
      const page = await res.json();
      seen.push(...page.signUps.map((s: any) => s.siteVisitorEmail));
      cursor = page.hasNextPage ? page.nextPageCursor : null;
      expect(page.signUps.length).toBeLessThanOrEqual(50);
    } while (cursor);
    expect(seen).toEqual(expect.arrayContaining(['page0@example.com', 'page59@example.com']));
    expect(new Set(seen).size).toBe(seen.length);
    const small = await t.gql<any>(
      `{ restockSignUpsFor(productId: "prod-wool-beanie", variantId: "${grey}", pageSize: 2) { signUps { id } hasNextPage nextPageCursor } }`,
      {},
      owner,
    );
    expect(small.data.restockSignUpsFor).toMatchObject({ hasNextPage: true, nextPageCursor: '2' });
  });

  it('sending queues each pending email exactly once, even when asked twice at the same time', async () => {
    await t.db.productVariant.updateMany({ where: { id: { in: [grey, navy] } }, data: { qtyInStock: 5 } }); // back in stock
    const pending = await t.db.restockSignUp.count({ where: { variantId: grey, notifiedAt: null } });
    const send = () => ownerPost('/send', { productId: 'prod-wool-beanie', variantId: grey });
    const answers = await Promise.all([send(), send()]);
    const queued = await Promise.all(answers.map(async (r) => ((await r.json()) as { queued: number }).queued));
    expect(queued[0] + queued[1]).toBe(pending);
    expect(await t.db.outboxMessage.count({ where: { kind: 'email.restock' } })).toBe(pending);
    expect(((await (await send()).json()) as { queued: number }).queued).toBe(0);
    const all = await t.gql<any>(
      `mutation { sendAllRestockNotifications(sendRequests: [{ productId: "prod-wool-beanie", variantId: "${navy}" }]) }`,
      {},
      owner,
    );
    expect(all.data.sendAllRestockNotifications).toBe(1);
  });

  it(`one send queues at most ${MAX_RESTOCK_EMAILS_PER_SEND} emails and says how many are left for the next`, async () => {
    const variant = await t.db.productVariant.update({
      where: { websiteId_sku: { websiteId: 'site-demo', sku: 'TEE-S-WHITE' } },
      data: { qtyInStock: 3 },
    });
    await t.db.restockSignUp.createMany({
      data: Array.from({ length: MAX_RESTOCK_EMAILS_PER_SEND + 1 }, (_, i) => ({
        websiteId: 'site-demo',
        productId: variant.productId,
        variantId: variant.id,
        siteVisitorEmail: `waiting-${i}@example.com`,
      })),
    });
    const send = async () =>
      (await (await ownerPost('/send', { productId: variant.productId, variantId: variant.id })).json()) as {
        queued: number;
        remaining: number;
      };
    expect(await send()).toEqual({ queued: MAX_RESTOCK_EMAILS_PER_SEND, remaining: 1, withoutStock: 0 });
    expect(await send()).toEqual({ queued: 1, remaining: 0, withoutStock: 0 });
  });

  it(`send-all takes at most ${MAX_RESTOCK_SEND_REQUESTS} products or variants: more are refused whole, 500 are counted in parts`, async () => {
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ productId: 'prod-wool-beanie', variantId: `no-such-${i}` }));
    const MUTATION = 'mutation($r: [RestockSendRequest!]!) { sendAllRestockNotifications(sendRequests: $r) }';
    const tooMany = await t.gql<any>(MUTATION, { r: pairs(MAX_RESTOCK_SEND_REQUESTS + 100) }, owner);
    expect(tooMany.errors?.[0]).toMatchObject({ message: RESTOCK_SEND_LIMIT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    const rest = await ownerPost('/send/all', { sendRequests: pairs(MAX_RESTOCK_SEND_REQUESTS + 1) });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ error: RESTOCK_SEND_LIMIT_MESSAGE, code: 'INVALID_INPUT' });
    // The most a call may name (each pair four parameters of the count of what remains): answered, not a database error.
    expect((await t.gql<any>(MUTATION, { r: pairs(MAX_RESTOCK_SEND_REQUESTS) }, owner)).data).toEqual({ sendAllRestockNotifications: 0 });
    const all = await ownerPost('/send/all', { sendRequests: pairs(MAX_RESTOCK_SEND_REQUESTS) });
    expect(await all.json()).toEqual({ queued: 0, remaining: 0, withoutStock: 0 });
  });

  it('a variant with no stock is refused with a clear message unless sent anyway; send-all leaves it out and counts it', async () => {
    const mitten = await t.db.productVariant.update({ where: { id: navy }, data: { qtyInStock: 0, unlimited: false } });
    await t.db.restockSignUp.createMany({
      data: ['m1@example.com', 'm2@example.com'].map((siteVisitorEmail) => ({
        websiteId: 'site-demo',
        productId: 'prod-wool-beanie',
        variantId: mitten.id,
        siteVisitorEmail,
      })),
    });
    const groups = async () =>
      (await t.gql<any>('{ restockSignUpGroups { signUpGroups { variantId pending inStock } } }', {}, owner)).data.restockSignUpGroups
        .signUpGroups;
    expect((await groups()).find((g: { variantId: string }) => g.variantId === navy)).toEqual({
      variantId: navy,
      pending: 2,
      inStock: false,
    });

    const one = (extra = '') =>
      t.gql<any>(`mutation { sendRestockNotifications(productId: "prod-wool-beanie", variantId: "${navy}"${extra}) }`, {}, owner);
    const sendAnyway = { productId: 'prod-wool-beanie', variantId: navy, sendWithoutStock: true };
    const refused = await one();
    expect(refused.errors?.[0]).toMatchObject({
      message: NO_STOCK_TO_ANNOUNCE_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', userErrorCode: 'NO_STOCK_TO_ANNOUNCE', field: 'variantId', sendAnyway },
    });
    const rest = await ownerPost('/send', { productId: 'prod-wool-beanie', variantId: navy });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({
      message: NO_STOCK_TO_ANNOUNCE_MESSAGE,
      error: NO_STOCK_TO_ANNOUNCE_MESSAGE,
      code: 'NO_STOCK_TO_ANNOUNCE',
      field: 'variantId',
      sendAnyway,
    });
    const all = await ownerPost('/send/all', { sendRequests: [{ productId: 'prod-wool-beanie', variantId: navy }] });
    // `remaining` counts what the next call would send: the variant left out is counted apart.
    expect(await all.json()).toEqual({ queued: 0, remaining: 0, withoutStock: 1 });
    expect(await t.db.restockSignUp.count({ where: { variantId: navy, notifiedAt: null } })).toBe(2);

    // Uncounted stock is stock; so is any stock at all.
    await t.db.productVariant.update({ where: { id: navy }, data: { unlimited: true } });
    expect((await groups()).find((g: { variantId: string }) => g.variantId === navy)?.inStock).toBe(true);
    await t.db.productVariant.update({ where: { id: navy }, data: { unlimited: false } });
    expect((await one(', sendWithoutStock: true')).data).toEqual({ sendRestockNotifications: 2 });
    expect(await t.db.restockSignUp.count({ where: { variantId: navy, notifiedAt: null } })).toBe(0);
  });

  it('a restock send over REST for a variant with no stock is refused as GraphQL refuses it, and its sendAnyway body sends anyway', async () => {
    const product = await t.db.product.findUniqueOrThrow({ where: { id: 'prod-wool-beanie' }, include: { variants: true } });
    const variant = await t.db.productVariant.create({
      data: {
        websiteId: 'site-demo',
        productId: product.id,
        sku: 'BEANIE-REST-SOLD-OUT',
        attributes: { Color: 'Rust' },
        priceCents: 2400,
        currency: 'USD',
        qtyInStock: 0,
        unlimited: false,
        position: product.variants.length,
      },
    });
    await t.db.restockSignUp.create({
      data: { websiteId: 'site-demo', productId: product.id, variantId: variant.id, siteVisitorEmail: 'rust@example.com' },
    });
    const pair = { productId: product.id, variantId: variant.id };
    const graphql = await t.gql<any>(
      'mutation($p: ID!, $v: ID!) { sendRestockNotifications(productId: $p, variantId: $v) }',
      { p: pair.productId, v: pair.variantId },
      owner,
    );
    const { code: _graphqlCode, ...refusal } = graphql.errors?.[0]?.extensions ?? {};
    const rest = await ownerPost('/send', pair);
    expect(rest.status).toBe(400);
    const body = (await rest.json()) as Record<string, unknown>;
    // The same refusal through both doors: the sentence, its code and field, and the send-anyway request.
    expect({ message: body.message, userErrorCode: body.code, field: body.field, sendAnyway: body.sendAnyway }).toEqual({
      message: graphql.errors?.[0]?.message,
      ...refusal,
    });
    expect(body.sendAnyway).toEqual({ ...pair, sendWithoutStock: true });
    expect(await t.db.restockSignUp.count({ where: { variantId: variant.id, notifiedAt: null } })).toBe(1);

    const anyway = await ownerPost('/send', body.sendAnyway);
    expect(anyway.status).toBe(200);
    expect(await anyway.json()).toEqual({ queued: 1, remaining: 0, withoutStock: 0 });
    expect(await t.db.restockSignUp.count({ where: { variantId: variant.id, notifiedAt: null } })).toBe(0);
  });

  it('a viewer cannot list or send; a shopper cannot either', async () => {
    const viewer = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.VIEWER)}` } };
    expect((await t.request(`${PATH}/groups`, viewer)).status).toBe(403);
    expect((await t.gql<any>('{ restockSignUpGroups { hasNextPage } }', {}, viewer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.request(`${PATH}/groups`)).status).toBe(401);
  });
});

describe('rate limit', () => {
  it('sign-ups from one address are limited with 429 and Retry-After', async () => {
    const limited = await startTestApp();
    const b = browser(limited);
    await b.get('/shop');
    const variantId = (await limited.db.productVariant.findFirstOrThrow({ where: { sku: 'BEANIE-GREY' } })).id;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await b.request(PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
        body: JSON.stringify({ productId: 'prod-wool-beanie', variantId, siteVisitorEmail: `r${i}@example.com` }),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    await limited.close();
  });
});

describe('restock emails over SMTP', () => {
  it('send and send-all deliver each restock email through a real SMTP server exactly once, even when run twice at once', async () => {
    const { startSmtpServer } = await import('./smtp-test-server.ts');
    const { deliverPending } = await import('../../server/jobs/outbox-worker.ts');
    const { SmtpEmailSender } = await import('../../server/services/email/email-sender.ts');
    const app = await startTestApp();
    const smtp = await startSmtpServer();
    const variant = await app.db.productVariant.findFirstOrThrow({ where: { sku: 'BEANIE-NAVY' } });
    await app.db.productVariant.update({ where: { id: variant.id }, data: { qtyInStock: 4 } }); // back in stock
    await app.db.restockSignUp.createMany({
      data: ['one@example.com', 'two@example.com'].map((siteVisitorEmail) => ({
        websiteId: 'site-demo',
        productId: 'prod-wool-beanie',
        variantId: variant.id,
        siteVisitorEmail,
      })),
    });
    const ownerToken = { headers: { authorization: `Bearer ${app.owner.token}` } };
    const send = () =>
      app.gql(`mutation { sendRestockNotifications(productId: "prod-wool-beanie", variantId: "${variant.id}") }`, {}, ownerToken);
    await Promise.all([send(), send()]);
    const sender = new SmtpEmailSender(smtp.url);
    const settings = { publicUrl: 'http://localhost:3000' };
    await Promise.all([deliverPending(app.db, sender, settings), deliverPending(app.db, sender, settings)]);
    await app.gql(
      `mutation { sendAllRestockNotifications(sendRequests: [{ productId: "prod-wool-beanie", variantId: "${variant.id}" }]) }`,
      {},
      ownerToken,
    );
    await deliverPending(app.db, sender, settings);
    expect(smtp.received.map((m) => m.rcptTo[0]).sort()).toEqual(['one@example.com', 'two@example.com']);
    expect(smtp.received[0].text).toContain('Wool Beanie');
    await smtp.close();
    await app.close();
  });
});
