// POST /cart/add: the product page's purchase form posted by the browser itself, before (or without) the script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_FORM_MAX_FIELDS } from '../../domain/cart-form.ts';
import { CROSS_SITE_FORM_MESSAGE } from '../../domain/messages.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SAME_ORIGIN = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
const teeForm = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    itemId: 'prod-classic-tee',
    back: '/shop/classic-tee',
    'option:Size': 'M',
    'option:Color': 'Black',
    quantity: '2',
    ...extra,
  });

async function cartOf(shopper: ReturnType<typeof browser>) {
  const res = await shopper.get('/api/commerce/shopping-cart');
  return (await res.json()) as { entries?: { chosenVariant: { sku: string }; quantity: number }[] };
}

describe('POST /cart/add (the purchase form without JavaScript)', () => {
  it('a same-origin form adds the chosen variant and quantity and answers 303 to the cart, with the cart cookie', async () => {
    const shopper = browser(t);
    await shopper.get('/shop/classic-tee');
    const res = await shopper.request('/cart/add', { method: 'POST', headers: SAME_ORIGIN, body: teeForm().toString() });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart');
    expect(shopper.cookies).toMatch(/(^|; )CART=/);
    expect((await cartOf(shopper)).entries?.map((e) => [e.chosenVariant.sku, e.quantity])).toEqual([['TEE-M-BLACK', 2]]);
  });

  it('a browser without Sec-Fetch-Site is taken at its Origin header', async () => {
    const shopper = browser(t);
    const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' };
    const res = await shopper.request('/cart/add', { method: 'POST', headers, body: teeForm().toString() });
    expect(res.status).toBe(303);
    expect((await cartOf(shopper)).entries).toHaveLength(1);
  });

  it('a post from another site, or one that says nothing of where it comes from, is refused and adds nothing', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ]) {
      const shopper = browser(t);
      const res = await shopper.request('/cart/add', { method: 'POST', headers, body: teeForm().toString() });
      expect(res.status).toBe(403);
      expect(await res.text()).toBe(CROSS_SITE_FORM_MESSAGE);
      expect(shopper.cookies).not.toMatch(/(^|; )CART=/);
    }
  });

  it('a refusal goes back to the product page with its code, and nothing is added', async () => {
    const shopper = browser(t);
    const res = await shopper.request('/cart/add', {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: teeForm({ 'option:Color': '' }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/shop/classic-tee?cart-error=NO_VARIANT_SELECTED');
    const tooMany = await shopper.request('/cart/add', {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: teeForm({ quantity: '500' }).toString(),
    });
    expect(tooMany.headers.get('location')).toBe('/shop/classic-tee?cart-error=OUT_OF_STOCK');
    expect(shopper.cookies).not.toMatch(/(^|; )CART=/);
  });

  it('goes back only to a path of this site', async () => {
    const shopper = browser(t);
    const res = await shopper.request('/cart/add', {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: teeForm({ back: '//evil.example/x', 'option:Color': '' }).toString(),
    });
    expect(res.headers.get('location')).toBe('/?cart-error=NO_VARIANT_SELECTED');
  });

  it(`takes only a URL-encoded form of at most ${CART_FORM_MAX_FIELDS} fields and 100 KiB`, async () => {
    const shopper = browser(t);
    const json = await shopper.request('/cart/add', {
      method: 'POST',
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ itemId: 'prod-classic-tee' }),
    });
    expect(json.status).toBe(415);
    const fields = teeForm();
    for (let i = 0; i < CART_FORM_MAX_FIELDS; i++) fields.append(`extra${i}`, 'x');
    const tooMany = await shopper.request('/cart/add', { method: 'POST', headers: SAME_ORIGIN, body: fields.toString() });
    expect(tooMany.status).toBe(400);
    const huge = await shopper.request('/cart/add', {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: teeForm({ back: `/${'a'.repeat(200_000)}` }).toString(),
    });
    expect(huge.status).toBe(413);
    expect(shopper.cookies).not.toMatch(/(^|; )CART=/);
  });
});
