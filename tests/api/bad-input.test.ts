// Client mistakes get a clear 4xx and change nothing: malformed addresses, malformed GraphQL GET parameters, and junk
// bodies and queries on every REST path (one validation layer, each path family's documented shape).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_PATH_MESSAGE, NUL_CHARACTER_MESSAGE } from '../../domain/messages.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let owner: { headers: Record<string, string> };
beforeAll(async () => {
  t = await startTestApp();
  owner = { headers: { authorization: `Bearer ${t.owner.token}` } };
});
afterAll(() => t.close());

describe('malformed addresses', () => {
  it.each(['/%ZZ', '/shop/%C0%AE', '/shop/%E0%A4%A'])(
    '%s answers 400 with a clear message, as a page and as ?format=json',
    async (path) => {
      const page = await t.request(path);
      expect(page.status).toBe(400);
      expect(await page.text()).toBe(MALFORMED_PATH_MESSAGE);
      const json = await t.request(`${path}?format=json`);
      expect(json.status).toBe(400);
      expect(await json.json()).toEqual({ error: MALFORMED_PATH_MESSAGE });
    },
  );

  it('a percent-encoded percent sign (%25) is decoded once: /shop/%25C0%25AE is the slug "%C0%AE", not found', async () => {
    expect((await t.request('/shop/%25C0%25AE?format=json')).status).toBe(404);
    expect((await t.request('/shop/%25ZZ')).status).toBe(404);
  });

  it('encoded characters of real pages still work', async () => {
    expect((await t.request('/sh%6Fp/classic-tee?format=json')).status).toBe(200);
  });
});

describe('GraphQL over GET', () => {
  it.each([
    ['variables', '{junk'],
    ['variables', '[1,2]'],
    ['extensions', '{junk'],
  ])('?%s=%s answers 400 with a sentence naming the parameter', async (param, value) => {
    const res = await t.request(`/graphql?query=${encodeURIComponent('{website{id}}')}&${param}=${encodeURIComponent(value)}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0].message).toMatch(new RegExp(`^${param} (is not valid JSON|must be an object)\\.$`));
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('good parameters still answer', async () => {
    const res = await t.request(`/graphql?query=${encodeURIComponent('{website{id}}')}&variables=${encodeURIComponent('{}')}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { website: { id: 'site-demo' } } });
  });
});

describe('scalars a client fills wrongly', () => {
  it.each([
    [
      'a DateTime that is not a date',
      'mutation($i: CouponInput!) { createCoupon(input: $i) { userErrors { code } } }',
      { i: { code: 'X', expiresAt: 'not-a-date' } },
      'DateTime must be an ISO 8601 string',
    ],
    [
      'a File that is not a file part',
      'mutation($p: ID!, $f: File!) { setDigitalFile(productId: $p, file: $f) { __typename } }',
      { p: 'prod-lookbook', f: 'x' },
      'File must be a part of a multipart request',
    ],
  ])('%s is refused as bad input (BAD_USER_INPUT), not answered 500', async (_what, query, variables, message) => {
    const res = await t.request('/graphql', {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    expect(res.status).toBeLessThan(500);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0].message).toContain(message);
  });
});

describe('a NUL character, which PostgreSQL cannot store, is refused at the door on every engine', () => {
  const refused = async (res: Response) => {
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(NUL_CHARACTER_MESSAGE);
  };

  it('in the address: the path or the query, as a page or as JSON', async () => {
    await refused(await t.request('/shop/%00'));
    await refused(await t.request('/newsletter/confirm?token=%00'));
    const json = await t.request('/api/commerce/downloads/a%00b');
    expect(await json.json()).toEqual({ error: NUL_CHARACTER_MESSAGE });
  });

  it('in a REST body, JSON or form', async () => {
    const b = browser(t);
    await b.get('/shop');
    const post = (type: string, body: string) =>
      b.request('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: { 'X-CSRF-Token': b.crumb(), 'content-type': type },
        body,
      });
    await refused(await post('application/json', JSON.stringify({ itemId: 'prod-classic-tee', sku: 'TEE-\u0000' })));
    await refused(await post('application/x-www-form-urlencoded', 'itemId=prod-classic-tee&sku=%00'));
    expect(await t.db.cartEntry.count()).toBe(0);
  });

  it('in GraphQL variables, posted or in a GET', async () => {
    const posted = await t.request('/graphql', {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query($id: ID!) { product(id: $id) { id } }', variables: { id: 'a\u0000b' } }),
    });
    expect(posted.status).toBe(400);
    expect(await posted.json()).toEqual({ errors: [{ message: NUL_CHARACTER_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] });
    const variables = encodeURIComponent(JSON.stringify({ id: 'a\u0000b' }));
    const query = encodeURIComponent('query($id: ID!) { product(id: $id) { id } }');
    await refused(await t.request(`/graphql?query=${query}&variables=${variables}`, { headers: { accept: 'application/json' } }));
  });

  it('an escaped backslash before "u0000" is text, not a NUL, and is accepted', async () => {
    const res = await t.gql<any>('query($id: ID!) { product(id: $id) { id } }', { id: 'a\\u0000b' });
    expect(res).toMatchObject({ data: { product: null } });
  });
});

describe('stock operations are validated by one schema on both doors', () => {
  const stockOf = async (sku: string) => (await t.db.productVariant.findFirstOrThrow({ where: { sku } })).qtyInStock;

  it('SET_FINITE without a quantity is refused over GraphQL as over REST, and the stock is unchanged', async () => {
    const variant = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TOTE-NATURAL' } });
    const before = await stockOf('TOTE-NATURAL');
    const gql = await t.gql<any>(
      'mutation($id: ID!) { adjustStock(operations: [{ kind: SET_FINITE, variantId: $id }]) { ok userErrors { code message field } } }',
      { id: variant.id },
      owner,
    );
    expect(gql.data.adjustStock).toEqual({
      ok: false,
      userErrors: [{ code: 'INVALID_INPUT', message: 'operations.0.quantity is required.', field: 'operations.0.quantity' }],
    });
    const rest = await t.request('/api/commerce/inventory/adjustments', {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ setFiniteOperations: [{ variantId: variant.id }] }),
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toEqual({
      error: 'setFiniteOperations.0.quantity is required.',
      code: 'INVALID_INPUT',
      field: 'setFiniteOperations.0.quantity',
    });
    expect(await stockOf('TOTE-NATURAL')).toBe(before);
  });

  it('a negative, fractional or huge quantity is refused the same way', async () => {
    const variant = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TOTE-NATURAL' } });
    for (const quantity of [-1, 1.5, 1_000_000_001]) {
      const gql = await t.gql<any>(
        'mutation($id: ID!, $q: Int) { adjustStock(operations: [{ kind: INCREMENT, variantId: $id, quantity: $q }]) { ok userErrors { code field } } }',
        { id: variant.id, q: quantity === 1.5 ? 1 : quantity },
        owner,
      );
      if (quantity !== 1.5)
        expect(gql.data.adjustStock).toEqual({ ok: false, userErrors: [{ code: 'INVALID_INPUT', field: 'operations.0.quantity' }] });
      const rest = await t.request('/api/commerce/inventory/adjustments', {
        method: 'POST',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ incrementOperations: [{ variantId: variant.id, quantity }] }),
      });
      expect(rest.status).toBe(400);
    }
  });
});

describe('junk on every REST path answers 4xx, never 500, and changes nothing', () => {
  const JUNK = [
    { name: 'malformed JSON', type: 'application/json', body: '{"itemId": ' },
    { name: 'a JSON array', type: 'application/json', body: '[1, 2]' },
    { name: 'a JSON string', type: 'application/json', body: '"hello"' },
    {
      name: 'wrong types',
      type: 'application/json',
      body: JSON.stringify({ itemId: { $ne: 1 }, productId: [1], formId: 7, sendRequests: 'x' }),
    },
    { name: 'a form with junk', type: 'application/x-www-form-urlencoded', body: 'itemId=&formId=%ZZ&form=%7B' },
  ];
  const PATHS = [
    '/api/commerce/shopping-cart/entries',
    '/api/commerce/shopping-cart/entries/nope/additionalFields',
    '/api/3/commerce/cart/subscription',
    '/api/site-users/account/notifications/restock',
    '/api/site-users/account/notifications/restock/send',
    '/api/site-users/account/notifications/restock/send/all',
    '/api/rest/forms/validate/form-contact',
    '/api/form/SaveFormSubmission',
    '/api/commerce/inventory/adjustments',
  ];

  const counts = async () => ({
    entries: await t.db.cartEntry.count(),
    carts: await t.db.shoppingCart.count(),
    signUps: await t.db.restockSignUp.count(),
    submissions: await t.db.formSubmission.count(),
    outbox: await t.db.outboxMessage.count(),
  });

  it.each(PATHS)('%s', async (path) => {
    const b = browser(t);
    await b.get('/shop');
    const before = await counts();
    for (const junk of JUNK) {
      const method = path.endsWith('additionalFields') ? 'PUT' : 'POST';
      for (const headers of [{ 'X-CSRF-Token': b.crumb() }, owner.headers]) {
        const res =
          'authorization' in headers
            ? await t.request(path, { method, headers: { ...headers, 'content-type': junk.type }, body: junk.body })
            : await b.request(path, { method, headers: { ...headers, 'content-type': junk.type }, body: junk.body });
        expect({ junk: junk.name, status: res.status }).toEqual({
          junk: junk.name,
          status: expect.toSatisfy((s: number) => s >= 400 && s < 500),
        });
        // Each family's shape: a message (cart, restock), an error (owners, forms) or form errors keyed by field id.
        const body = (await res.json()) as Record<string, unknown>;
        expect(typeof (body.message ?? body.error) === 'string' || typeof body.errors === 'object').toBe(true);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it.each([
    '/api/commerce/inventory/stock?itemId=',
    '/api/commerce/shopping-cart?cartToken=%ZZ',
    '/api/site-users/account/notifications/restock?cursor=99999999999999999999999',
    '/api/site-users/account/notifications/restock/groups?cursor=-1',
  ])('GET %s answers 4xx or a page, never 500', async (path) => {
    const res = await t.request(path, owner);
    expect(res.status).toBeLessThan(500);
  });
});
