// Email delivery through the outbox: real SMTP on loopback, exactly-once under repeat and concurrent workers, retries
// while SMTP is down, .eml files by default, stuck rows reclaimed after the lease, giving up, escaping and tenancy.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAddressLines } from '../../domain/address.ts';
import { deliverPending } from '../../server/jobs/outbox-worker.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { emailSender, MemoryEmailSender, SmtpEmailSender } from '../../server/services/email/email-sender.ts';
import { renderOutboxEmail, storeOrigin } from '../../server/services/email/templates.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { parseEmail, type SmtpTestServer, startSmtpServer } from './smtp-test-server.ts';

let t: TestApp;
let smtp: SmtpTestServer;
let headless: { headers: { authorization: string } };
let standardShipping: string;
beforeAll(async () => {
  t = await startTestApp();
  smtp = await startSmtpServer();
  const { token } = await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'email tests' });
  headless = { headers: { authorization: `Bearer ${token}` } };
  await t.db.productVariant.updateMany({ where: { sku: 'TOTE-NATURAL' }, data: { qtyInStock: 1000 } });
  await t.catalogChanged();
  standardShipping = (await t.db.shippingOption.findFirstOrThrow({ where: { websiteId: 'site-demo', name: 'Standard' } })).id;
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const PUBLIC_URL = 'http://localhost:3000';
const settings = { publicUrl: PUBLIC_URL };
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const NY = { address: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
const PLACE =
  'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber statusUrl } userErrors { message } } }';

let keys = 0;
/** Places a paid order for `email` with the test card; physical items ship to New York by Standard. */
async function placeOrder(email: string, item: { itemId: string; sku?: string }, more: { phone?: string } = {}) {
  const add = await t.gql<any>(
    'mutation A($input: AddToCartInput!) { addToCart(input: $input) { cart { cartToken } userErrors { message } } }',
    { input: item },
    headless,
  );
  const cartToken = add.data.addToCart.cart.cartToken;
  const shipping = item.itemId === 'prod-canvas-tote' ? { shippingAddress: NY, shippingOptionId: standardShipping } : {};
  const input = { idempotencyKey: `mail-${++keys}`, name: 'Ada Lovelace', email, cartToken, card: CARD, ...shipping, ...more };
  const res = (await t.gql<any>(PLACE, { input }, headless)).data.placeOrder;
  expect(res.userErrors).toEqual([]);
  return res.order as { id: string; orderNumber: number; statusUrl: string };
}
const TOTE = { itemId: 'prod-canvas-tote' };
const mailTo = (email: string) => smtp.received.filter((m) => m.rcptTo.includes(email));
const rowOf = (orderId: string, kind = 'email.orderConfirmation') =>
  t.db.outboxMessage.findFirstOrThrow({ where: { kind, payload: { equals: { orderId } } } });

describe('delivering the outbox over SMTP', () => {
  it('sends the order confirmation to the shopper: store name in the subject, order number, product link and status link in text and HTML', async () => {
    const order = await placeOrder('confirm@example.com', TOTE);
    const counts = await deliverPending(t.db, new SmtpEmailSender(smtp.url), settings);
    expect(counts.sent).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = mailTo('confirm@example.com');
    expect(more).toEqual([]);
    expect(mail?.headers.get('to')).toBe('confirm@example.com');
    expect(mail?.headers.get('from')).toBe('Shopwright Demo Store <no-reply@localhost>');
    expect(mail?.headers.get('subject')).toBe(`Order #${order.orderNumber} confirmed — Shopwright Demo Store`);
    const row = await rowOf(order.id);
    expect(mail?.headers.get('message-id')).toBe(`<outbox-${row.id}@localhost>`);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    const statusLink = `${PUBLIC_URL}${order.statusUrl}`;
    for (const body of [mail?.text, mail?.html]) {
      expect(body).toContain(`Order #${order.orderNumber}`);
      expect(body).toContain(statusLink);
      expect(body).toContain(`${PUBLIC_URL}/shop/canvas-tote`);
      expect(body).toContain('$32.00');
    }
    expect(mail?.text).toContain('1 × Canvas Tote');
  });

  it('says who and where a shipped order goes: the name, the address and the phone given at checkout', async () => {
    await placeOrder('ship-to@example.com', TOTE, { phone: '212-555-0100' });
    await deliverPending(t.db, new SmtpEmailSender(smtp.url), settings);
    const [mail] = mailTo('ship-to@example.com');
    const address = formatAddressLines(NY);
    expect(mail?.text.replace(/\r\n/g, '\n')).toContain(`Ship to:\nAda Lovelace\n${address}\n212-555-0100`);
    expect(mail?.html).toContain(`Ship to</h2><p>Ada Lovelace<br>${address}<br>212-555-0100</p>`);
  });

  it('delivers every message exactly once when run twice in a row and when two workers run concurrently', async () => {
    const emails = ['once-a@example.com', 'once-b@example.com', 'once-c@example.com'];
    for (const email of emails) await placeOrder(email, TOTE);
    const due = await t.db.outboxMessage.count({ where: { status: 'PENDING' } });
    const sender = new SmtpEmailSender(smtp.url);
    const [a, b] = await Promise.all([deliverPending(t.db, sender, settings), deliverPending(t.db, sender, settings)]);
    expect(a.sent + b.sent).toBe(due);
    expect(await deliverPending(t.db, sender, settings)).toEqual({ sent: 0, retried: 0, failed: 0 });
    for (const email of emails) expect(mailTo(email)).toHaveLength(1);
  });

  it('keeps rows PENDING while the SMTP server is down (one attempt, a later retry) and delivers once it is back', async () => {
    await smtp.close();
    const order = await placeOrder('down@example.com', TOTE);
    const sender = new SmtpEmailSender(smtp.url);
    const before = Date.now();
    expect((await deliverPending(t.db, sender, settings)).retried).toBeGreaterThanOrEqual(1);
    const waiting = await rowOf(order.id);
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1, claimedBy: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    expect(await deliverPending(t.db, sender, settings)).toEqual({ sent: 0, retried: 0, failed: 0 });

    smtp = await startSmtpServer({ port: smtp.port, received: smtp.received });
    await deliverPending(t.db, sender, { ...settings, now: () => new Date(Date.now() + 31_000) });
    expect(mailTo('down@example.com')).toHaveLength(1);
    expect(await rowOf(order.id)).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('emails a bought gift card its code in groups of four and its amount', async () => {
    const order = await placeOrder('gift@example.com', { itemId: 'prod-gift-card', sku: 'GIFT-25' });
    await deliverPending(t.db, new SmtpEmailSender(smtp.url), settings);
    const card = await t.db.giftCard.findFirstOrThrow({ where: { orderId: order.id } });
    const mail = mailTo('gift@example.com').find((m) => m.headers.get('subject')?.includes('gift card'));
    expect(mail?.headers.get('subject')).toBe('Your $25.00 gift card from Shopwright Demo Store');
    const code = card.code.match(/.{4}/g)?.join('-') ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(mail?.text).toContain(`Gift card code: ${code}`);
    expect(mail?.html).toContain(code);
  });
});

describe('order updates', () => {
  const owner = async () => ({ headers: { authorization: `Bearer ${t.owner.token}` } });
  const act = async (mutation: string) =>
    (await t.gql<any>(`mutation { r: ${mutation} { order { status refundState } userErrors { message } } }`, {}, await owner())).data.r;

  it('a partial refund, then the rest, each email the shopper the amount and whether the order is fully refunded', async () => {
    const order = await placeOrder('refund-me@example.com', TOTE);
    await deliverPending(t.db, new SmtpEmailSender(smtp.url), settings); // the confirmation
    expect(await act(`refundOrder(orderId: "${order.id}", amountCents: 1000)`)).toEqual({
      order: { status: 'PAID', refundState: 'PARTIALLY_REFUNDED' },
      userErrors: [],
    });
    await deliverPending(t.db, new SmtpEmailSender(smtp.url), settings);
    const [, partial] = mailTo('refund-me@example.com');
    expect(partial?.headers.get('subject')).toBe(`Refund for order #${order.orderNumber} — Shopwright Demo Store`);
    for (const body of [partial?.text, partial?.html]) {
      expect(body).toContain(`Shopwright Demo Store has refunded $10.00 of your order #${order.orderNumber} to your card.`);
      expect(body).toContain('The rest of your order stands.');
      expect(body).toContain(`${PUBLIC_URL}${order.statusUrl}`);
    }
    expect((await act(`refundOrder(orderId: "${order.id}")`)).order).toEqual({ status: 'REFUNDED', refundState: 'REFUNDED' });
    await deliverPending(t.db, new SmtpEmailSender(smtp.url), settings);
    const [, , rest] = mailTo('refund-me@example.com');
    expect(rest?.text).toContain('Your order is now fully refunded.');
    expect(rest?.text).toMatch(/has refunded \$\d+\.\d\d of your order/);
  });

  it('a cancellation emails the shopper once, with what comes back to their card', async () => {
    const order = await placeOrder('cancel-me@example.com', TOTE);
    expect(await act(`cancelOrder(orderId: "${order.id}")`)).toEqual({
      order: { status: 'CANCELLED', refundState: 'REFUNDED' },
      userErrors: [],
    });
    await deliverPending(t.db, new SmtpEmailSender(smtp.url), settings);
    const [confirmation, cancelled, ...more] = mailTo('cancel-me@example.com');
    expect(confirmation?.headers.get('subject')).toContain('confirmed');
    expect(more).toEqual([]); // the cancellation's refund is in the cancellation's email, not one of its own
    expect(cancelled?.headers.get('subject')).toBe(`Order #${order.orderNumber} cancelled — Shopwright Demo Store`);
    expect(cancelled?.text).toContain(`Shopwright Demo Store has cancelled your order #${order.orderNumber}.`);
    expect(cancelled?.text).toMatch(/\$\d+\.\d\d is being refunded to your card/);
  });
});

describe('the file sender (no SMTP_URL)', () => {
  it('writes each message as a parseable .eml file under OUTBOX_DIR, the download link included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shopwright-outbox-'));
    const order = await placeOrder('file@example.com', { itemId: 'prod-digital-lookbook' });
    await deliverPending(t.db, emailSender({ smtpUrl: null, outboxDir: dir }), settings);
    const mails = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => parseEmail(readFileSync(join(dir, f), 'utf8')))
      .filter((m) => m.headers.get('to') === 'file@example.com');
    expect(mails.map((m) => m.headers.get('subject')).sort()).toEqual([
      `Order #${order.orderNumber} confirmed — Shopwright Demo Store`,
      'Your download: Digital Lookbook — Shopwright Demo Store',
    ]);
    const download = await t.db.digitalDownload.findFirstOrThrow({ where: { orderId: order.id } });
    const mail = mails.find((m) => m.headers.get('subject')?.startsWith('Your download'));
    expect(mail?.raw).toMatch(/\r\n\r\n/);
    expect(mail?.text).toContain(`${PUBLIC_URL}/api/commerce/downloads/${download.token}`);
    expect(mail?.text).toContain('The link works 5 times and expires on');
  });
});

describe('claims, leases and giving up', () => {
  it('claims again a row stuck in SENDING past the 5-minute lease (its node died) and leaves one within the lease alone', async () => {
    const dead = await placeOrder('lease-dead@example.com', TOTE);
    const busy = await placeOrder('lease-busy@example.com', TOTE);
    const claim = async (orderId: string, claimedBy: string, minutesAgo: number) =>
      t.db.outboxMessage.update({
        where: { id: (await rowOf(orderId)).id },
        data: { status: 'SENDING', claimedBy, claimedAt: new Date(Date.now() - minutesAgo * 60_000), attempts: 1 },
      });
    await claim(dead.id, 'dead-node', 6);
    await claim(busy.id, 'busy-node', 1);
    const fake = new MemoryEmailSender();
    await deliverPending(t.db, fake, { ...settings, workerId: 'rescuer' });
    expect(fake.sent.map((m) => m.to)).toEqual(['lease-dead@example.com']);
    expect(await rowOf(dead.id)).toMatchObject({ status: 'SENT', attempts: 2, claimedBy: 'rescuer' });
    expect(await rowOf(busy.id)).toMatchObject({ status: 'SENDING', claimedBy: 'busy-node' });
  });

  it('marks a row FAILED with lastError after its 8th attempt, and at once when its order no longer exists', async () => {
    const order = await placeOrder('give-up@example.com', TOTE);
    const row = await rowOf(order.id);
    await t.db.outboxMessage.update({ where: { id: row.id }, data: { attempts: 7 } });
    const gone = await t.db.outboxMessage.create({
      data: { websiteId: 'site-demo', kind: 'email.orderConfirmation', payload: { orderId: 'nope' } },
    });
    const fake = new MemoryEmailSender();
    fake.failWith = new Error('550 Mailbox unavailable');
    expect(await deliverPending(t.db, fake, settings)).toEqual({ sent: 0, retried: 0, failed: 2 });
    const outcome = async (id: string) => {
      const { status, attempts, lastError } = await t.db.outboxMessage.findUniqueOrThrow({ where: { id } });
      return { status, attempts, lastError };
    };
    expect(await outcome(row.id)).toEqual({ status: 'FAILED', attempts: 8, lastError: '550 Mailbox unavailable' });
    expect(await outcome(gone.id)).toEqual({ status: 'FAILED', attempts: 1, lastError: 'The order no longer exists.' });
  });
});

describe('rendering', () => {
  it('escapes names in the HTML, keeps them as typed in the text, and reads only within the row’s website', async () => {
    const order = await placeOrder('escape@example.com', TOTE);
    await t.db.orderLine.updateMany({ where: { orderId: order.id }, data: { productName: '<script>alert("x")</script> & Co' } });
    const row = { websiteId: 'site-demo', kind: 'email.orderConfirmation', payload: { orderId: order.id } };
    const mail = await renderOutboxEmail(t.db, row, PUBLIC_URL);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.text).toContain('<script>alert("x")</script> & Co');
    await expect(renderOutboxEmail(t.db, { ...row, websiteId: 'site-tokyo' }, PUBLIC_URL)).rejects.toThrow('The order no longer exists.');
  });

  it('links a second store on its own domain when PUBLIC_URL is another store’s host', () => {
    expect(storeOrigin(PUBLIC_URL, ['jp.localhost'], true)).toBe('http://jp.localhost:3000');
    expect(storeOrigin(PUBLIC_URL, ['localhost', '127.0.0.1'], false)).toBe(PUBLIC_URL);
    expect(storeOrigin('https://shop.example/', ['localhost'], false)).toBe('https://shop.example');
  });
});
