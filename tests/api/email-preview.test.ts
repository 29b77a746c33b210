// The commerce email preview (spec §2 page type 301; server/rest/email-preview.ts): an owner sees the confirmation
// email of an order of their website — recipient, subject, the email in a sandboxed frame — on a page marked 301;
// nobody else does, and another website's order is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { PageType } from '../../domain/site-structure.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { ownerHeaders, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let orderId: string;
let orderNumber: number;
const preview = (id: string, init: RequestInit & { host?: string } = {}) => t.request(`/api/commerce/orders/${id}/email-preview`, init);

beforeAll(async () => {
  t = await startTestApp();
  const headless = {
    headers: { authorization: `Bearer ${(await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 't' })).token}` },
  };
  const added = await t.gql<any>('mutation { addToCart(input: { itemId: "prod-canvas-tote" }) { cart { cartToken } } }', {}, headless);
  const placed = await t.gql<any>(
    'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } userErrors { message } } }',
    {
      input: {
        cartToken: added.data.addToCart.cart.cartToken,
        idempotencyKey: 'email-preview-1',
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        shippingAddress: { address: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' },
        shippingOptionId: (await t.db.shippingOption.findFirstOrThrow({ where: { name: 'Standard', websiteId: 'site-demo' } })).id,
      },
    },
    headless,
  );
  expect(placed.data.placeOrder.userErrors).toEqual([]);
  ({ id: orderId, orderNumber } = placed.data.placeOrder.order);
});
afterAll(() => t.close());

describe('commerce email preview (page type 301)', () => {
  it('shows an owner the order’s confirmation email on a page marked 301, never cached', async () => {
    const res = await preview(orderId, await ownerHeaders(t, RoleCode.VIEWER));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(`<main data-page-type="${PageType.COMMERCE_EMAIL_PREVIEW}"`);
    expect(html).toContain('<dt>To</dt><dd>ada@example.com</dd>');
    expect(html).toMatch(new RegExp(`<dt>Subject</dt><dd>[^<]*#${orderNumber}`));
    // The email, escaped into a frame that runs nothing.
    const frame = /<iframe title="Email" sandbox="" srcdoc="([^"]*)"/.exec(html);
    expect(frame?.[1]).toContain('&lt;!doctype html&gt;');
    expect(frame?.[1]).toContain('Canvas Tote');
  });

  it('is refused without an owner (401), and another website’s order or none is not found (404)', async () => {
    expect((await preview(orderId)).status).toBe(401);
    expect((await preview('no-such-order', await ownerHeaders(t, RoleCode.VIEWER))).status).toBe(404);
    // The owner of the Tokyo store, on its host, asking for an order of the demo store.
    const tokyo = await t.db.website.findFirstOrThrow({ where: { domains: { some: { hostname: 'jp.localhost' } } } });
    const res = await preview(orderId, { ...(await ownerHeaders(t, RoleCode.ADMIN, tokyo.id)), host: 'jp.localhost' });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('There is no such order.');
  });
});
