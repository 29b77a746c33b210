// Server-rendered storefront (docs/seo.md "Server-rendered pages"): a public page's first HTML already holds what it
// shows — a product's name, price, options and add button, a listing's products, a page's blocks, a post — with the
// Apollo cache it was rendered from; the browser hydrates it without a mismatch or any console error or warning, and
// the page then works as before. The HTML is the same for every visitor: carts, sign-in and likes come after hydration.
import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import type { SeededCopy } from '../../prisma/seed.ts';
import { ownerGraphql, test as ownerTest } from './owner.ts';
import { addFromProductPage, cartLink, chooseOptions, expect, test, waitForHydration } from './storefront.ts';

/** The first HTML of a path of the test's store, as a crawler gets it (no JavaScript; no cookies unless given). */
async function firstHtml(request: APIRequestContext, store: SeededCopy, path: string, headers: Record<string, string> = {}) {
  const port = process.env.SHOPWRIGHT_E2E_PORT;
  const res = await request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { host: `${store.hostname}:${port}`, ...headers },
    maxRedirects: 0,
  });
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="apollo-state">'));
  return { status: res.status(), headers: res.headers(), html, root, text: root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

/** Console errors and warnings of the page from now on (a hydration mismatch is reported as one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

test('the first HTML of a product page holds its name, price, options, add button and JSON-LD', async ({ request, store }) => {
  const page = await firstHtml(request, store, '/shop/classic-tee');
  expect(page.status).toBe(200);
  expect(page.root).toMatch(/<h1[^>]*>Classic Tee<\/h1>/);
  expect(page.text).toContain('from $19.00');
  expect(page.text).toContain('Size S M L');
  expect(page.root).toMatch(/<input[^>]*type="radio"[^>]*name="[^"]*Size"[^>]*value="M"/);
  expect(page.root).toMatch(/<button[^>]*>Add To Cart<\/button>/);
  expect(page.html).toContain('"@type":"Product"');
  expect(page.html).toContain('id="apollo-state"');
  // Its screen's code is named for the entry script to fetch with the app after the first frame, and a listing's is not.
  const head = page.html.slice(0, page.html.indexOf('</head>'));
  expect(head).toMatch(/<template id="route-chunks">.*<link rel="modulepreload" crossorigin href="\/assets\/ProductScreen-[\w-]+\.js">/);
  expect(head).not.toContain('ProductListScreen');
  // The built page's style sheet comes before its scripts, and they are fetched at low priority
  // (client/style-first.ts: a Vite release that wrote its tags otherwise would undo it quietly).
  expect(head.indexOf('<link rel="stylesheet"')).toBeGreaterThan(0);
  expect(head.indexOf('<link rel="stylesheet"')).toBeLessThan(head.indexOf('<script type="module"'));
  expect(head).toMatch(/<script type="module" fetchpriority="low"[^>]*src="\/assets\/main-[\w-]+\.js">/);
});

test('the first HTML of a listing, a page of blocks, a blog and a post holds their content', async ({ request, store }) => {
  const shop = await firstHtml(request, store, '/shop');
  for (const title of ['Classic Tee', 'Canvas Tote', 'Wool Beanie']) expect(shop.text).toContain(title);
  const about = await firstHtml(request, store, '/about');
  expect(about.root).toMatch(/<h1[^>]*>About<\/h1>/);
  const journal = await firstHtml(request, store, '/journal');
  expect(journal.root).toContain('href="/journal/why-organic-cotton"');
  const post = await firstHtml(request, store, '/journal/why-organic-cotton');
  expect(post.status).toBe(200);
  expect(post.root).toContain('<h1>Why we switched to organic cotton</h1>');
});

test('an unknown product answers 404 with the not-found page rendered', async ({ request, store }) => {
  const page = await firstHtml(request, store, '/shop/no-such-product');
  expect(page.status).toBe(404);
  expect(page.root).toContain('data-page-type="100"');
});

test('a folder sends visitors to its first page with an HTTP redirect', async ({ request, store }) => {
  const page = await firstHtml(request, store, '/more');
  expect(page.status).toBe(302);
  expect(page.headers.location).toBe('/about');
});

test('a public page’s HTML is kept and shared', async ({ request, store }) => {
  const first = await firstHtml(request, store, '/shop/canvas-tote');
  const again = await firstHtml(request, store, '/shop/canvas-tote');
  expect(again.headers['x-cache']).toBe('hit');
  expect(again.root).toBe(first.root);
});

ownerTest('an owner’s rename shows in the next rendered page', async ({ request, store, ownerToken }) => {
  const before = await firstHtml(request, store, '/shop/canvas-tote');
  expect(before.root).toMatch(/<h1[^>]*>Canvas Tote<\/h1>/);
  const product = await ownerGraphql(request, store, ownerToken, 'query { product(urlSlug: "canvas-tote") { id } }');
  const id = (product as { product: { id: string } }).product.id;
  await ownerGraphql(
    request,
    store,
    ownerToken,
    'mutation($id: ID!) { updateProduct(id: $id, input: { title: "Market Tote" }) { product { id } } }',
    {
      id,
    },
  );
  const after = await firstHtml(request, store, '/shop/canvas-tote');
  expect(after.headers['x-cache']).toBeUndefined();
  expect(after.root).toMatch(/<h1[^>]*>Market Tote<\/h1>/);
});

/** The server-rendered pages of every kind: each must hydrate without a mismatch. */
const PAGE_KINDS = [
  '/',
  '/shop',
  '/shop/classic-tee',
  '/about',
  '/questions',
  '/journal',
  '/journal/why-organic-cotton',
  '/events',
  '/galleries',
  '/contact',
];

test('pages hydrate without a console error or warning', async ({ page }) => {
  const problems = consoleProblems(page);
  for (const path of PAGE_KINDS) {
    await page.goto(path);
    await expect(page.locator('[data-page-type]').first()).toBeVisible();
    await waitForHydration(page);
  }
  expect(problems).toEqual([]);
});

ownerTest(
  'the hydration check catches a real mismatch, and the owner gets its error report',
  async ({ page, request, store, ownerToken }) => {
    // ?hydration-probe (HYDRATION_PROBE=true in these tests): the server writes its clock into the page, the browser
    // renders its own there (client/src/lib/hydration-probe.tsx).
    const problems = consoleProblems(page);
    await page.goto('/shop?hydration-probe');
    await waitForHydration(page);
    await expect.poll(() => problems.join('\n')).toMatch(/hydrat/i);
    const reported = async () => {
      const data = (await ownerGraphql(request, store, ownerToken, '{ javascriptErrors { message errorType } }')) as {
        javascriptErrors: { message: string; errorType: string | null }[];
      };
      return data.javascriptErrors.filter((e) => e.errorType === 'RECOVERABLE_RENDER_ERROR').map((e) => e.message);
    };
    await expect.poll(reported, { timeout: 15_000 }).toEqual([expect.stringMatching(/hydrat/i)]);
  },
);

test.describe('the shopper’s own pages', () => {
  /** The first HTML of a path as this browser's visitor gets it (with its cookies), before any script runs. */
  async function visitorHtml(request: APIRequestContext, store: SeededCopy, page: Page, path: string) {
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    return firstHtml(request, store, path, { cookie });
  }

  test('come rendered for their visitor: the cart’s line and subtotal, the checkout’s form, the account’s forms, search results', async ({
    page,
    request,
    store,
  }) => {
    await addFromProductPage(page, 'Classic Tee', { Size: 'M', Color: 'Black' });
    const html = (path: string) => visitorHtml(request, store, page, path);
    const cart = await html('/cart');
    expect(cart.root).toMatch(/<h1>Shopping Cart<\/h1>/);
    expect(cart.text).toContain('Classic Tee');
    expect(cart.text).toContain('Size: M, Color: Black');
    expect(cart.text).toMatch(/Subtotal \$19\.00/);
    // Never kept: not by the server's page cache, not by a CDN or the browser.
    expect(cart.headers['cache-control']).toBe('private, no-store');
    expect(cart.headers['x-cache']).toBeUndefined();
    const checkout = await html('/checkout');
    expect(checkout.root).toMatch(/<label[^>]*>Full name/);
    expect(checkout.text).toContain('Classic Tee');
    const account = await html('/account');
    expect(account.root).toMatch(/<h2[^>]*>Sign in<\/h2>/);
    const search = await html('/search?q=tee');
    expect(search.text).toContain('Classic Tee');
  });

  test('are never shown to another visitor: a browser without the cart cookie gets its own, empty cart', async ({
    page,
    request,
    store,
  }) => {
    await addFromProductPage(page, 'Classic Tee', { Size: 'M', Color: 'Black' });
    expect((await visitorHtml(request, store, page, '/cart')).text).toContain('Classic Tee');
    const theirs = await firstHtml(request, store, '/cart');
    expect(theirs.text).toContain('You have nothing in your shopping cart.');
    expect(theirs.text).not.toContain('Classic Tee');
  });

  test('hydrate without a console error or warning, with the cart already there', async ({ page }) => {
    await addFromProductPage(page, 'Classic Tee', { Size: 'M', Color: 'Black' });
    const problems = consoleProblems(page);
    for (const path of ['/cart', '/checkout', '/account', '/search?q=tee']) {
      await page.goto(path);
      await expect(page.locator('[data-page-type]').first()).toBeVisible();
      await waitForHydration(page);
    }
    // The cart came with the page: hydrating it asked no cart of the server.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) asked.push(r.postData() ?? '');
    });
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByRole('listitem').filter({ hasText: 'Classic Tee' })).toBeVisible();
    expect(asked.filter((body) => body.includes('"operationName":"ShoppingCart"'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('the storefront and the owner console run on React DOM', async ({ page }) => {
  // React DOM marks the container it renders into (`__reactContainer$…`); no look-alike does.
  const onReactDom = () =>
    page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')));
  await page.goto('/shop/classic-tee');
  expect(await onReactDom()).toBe(true);
  await page.goto('/config');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await onReactDom()).toBe(true);
});

test('the app every page runs comes in three chunks (framework, common, app), and the console loads none of the storefront’s', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url().replace(/^.*\/assets\/|-[\w-]+\.js$/g, ''));
  });
  await page.goto('/shop/classic-tee');
  await waitForHydration(page);
  const start = await page.evaluate(async () => {
    const url = performance.getEntriesByType('resource').find((e) => /\/assets\/start-/.test(e.name))?.name;
    return url ? (await fetch(url)).text() : '';
  });
  // What start.tsx's chunk imports: the runtime's helpers aside, the three chunks of the app.
  const imported = [...start.matchAll(/from\s*"\.\/([a-z-]+)-[\w-]+\.js"|import\s*"\.\/([a-z-]+)-[\w-]+\.js"/g)].map((m) => m[1] ?? m[2]);
  expect([...new Set(imported)].filter((name) => name !== 'rolldown-runtime').sort()).toEqual(['app', 'common', 'framework']);
  expect(scripts).toContain('app');

  scripts.length = 0;
  await page.goto('/config');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts).toContain('framework');
  for (const storefront of ['main', 'start', 'app']) expect(scripts).not.toContain(storefront);
});

test('hydration keeps the HTML the server sent: the same elements and text once the page works', async ({ page, request, store }) => {
  for (const path of ['/', '/shop', '/shop/classic-tee', '/about', '/journal/why-organic-cotton', '/events', '/galleries', '/contact']) {
    const sent = (await firstHtml(request, store, path)).html;
    await page.goto(path);
    const [server, hydrated] = await page.evaluate((html) => {
      // The server's range markers of the parts that came later are comments: only elements and text are compared.
      const withoutComments = (root: Node | null) => {
        if (!root) return '';
        const copy = root.cloneNode(true) as Element;
        const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
        const comments: Node[] = [];
        while (walker.nextNode()) comments.push(walker.currentNode);
        for (const comment of comments) comment.parentNode?.removeChild(comment);
        return copy.innerHTML;
      };
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      return [withoutComments(parsed.getElementById('root')), withoutComments(document.getElementById('root'))];
    }, sent);
    expect(hydrated, path).toBe(server);
  }
});

test('a server-rendered page paints before it fetches the app and its screen, then starts them', async ({ page }) => {
  await page.goto('/shop/classic-tee');
  await waitForHydration(page);
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/(start|ProductScreen)-[\w-]+\.js$/.test(e.name))
      .map((e) => ({ name: e.name.replace(/^.*\/assets\//, ''), startTime: e.startTime })),
  }));
  expect(paint).not.toBeNull();
  // The app (start.tsx's chunk) and the page's screen, each requested once the page had been painted.
  expect(scripts.map((s) => s.name.split('-')[0]).sort()).toEqual(['ProductScreen', 'start']);
  for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThan(paint as number);
});

test('the landing page stays in its first face while the web font is fetched after load; the next page is set in Inter', async ({
  page,
}) => {
  // When the page was set in Inter (the document marked), and when the app was asked for.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-web-font')) return;
      (window as unknown as { webFontAt: number }).webFontAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributeFilter: ['data-web-font'] });
  });
  const state = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const entries = performance.getEntriesByType('resource');
      return {
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        fontRequested: entries.find((e) => /\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(e.name))?.startTime ?? Number.NaN,
        appRequested: entries.find((e) => /\/assets\/start-[\w-]+\.js$/.test(e.name))?.startTime ?? Number.NaN,
        setAt: (window as unknown as { webFontAt?: number }).webFontAt ?? Number.NaN,
        family: getComputedStyle(document.body).fontFamily,
        inter: document.fonts.check('1em "Inter Variable"'),
      };
    });

  await page.goto('/shop/classic-tee');
  await waitForHydration(page);
  // The font's file is fetched into the cache once the page is painted and loaded; no text of this page uses it.
  await page.waitForFunction(() => localStorage.getItem('shopwright.web-font') === 'cached');
  const landing = await state();
  expect(landing.fontRequested).toBeGreaterThan(landing.loaded);
  expect(landing.fontRequested).toBeGreaterThan(landing.painted);
  expect(landing.family).toMatch(/^"Inter Fallback"/);
  expect(landing.setAt).toBeNaN();

  // The next page in the app is set in Inter.
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-web-font', '');
  const next = await state();
  expect(next.family).toMatch(/^"Inter Variable"/);
  expect(next.inter).toBe(true);

  // A page loaded afresh is set in Inter from the start, before its app is fetched.
  await page.goto('/journal');
  await waitForHydration(page);
  const fresh = await state();
  expect(fresh.setAt).toBeLessThan(fresh.appRequested);
  expect(fresh.family).toMatch(/^"Inter Variable"/);
});

test('a hydrated product page works: choosing a variant and adding it to the cart', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto('/shop/classic-tee');
  await chooseOptions(page, { Size: 'M', Color: 'Black' });
  await expect(page.getByRole('article', { name: 'Classic Tee' })).toContainText(/Sale Price:\s*\$19\.00/);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart 1 item in cart $19.00');
  // The script added it: the form was not posted (that is for pages whose script has not run).
  await expect(page).toHaveURL(/\/shop\/classic-tee$/);
  expect(problems).toEqual([]);
});

test('a shopper with a cart gets the same HTML as anyone, and their cart after hydration, without a warning', async ({
  page,
  request,
  store,
}) => {
  await addFromProductPage(page, 'Canvas Tote');
  const problems = consoleProblems(page);
  await page.goto('/shop/classic-tee');
  await expect(cartLink(page)).toHaveAccessibleName('Cart 1 item in cart $32.00');
  expect(problems).toEqual([]);
  // The HTML the shopper got is the one a crawler gets: no cart in it.
  const shared = await firstHtml(request, store, '/shop/classic-tee');
  expect(shared.html).not.toContain('"__typename":"ShoppingCart"');
});

test('without JavaScript a product page still shows its name, price, availability and add-to-cart form', async ({ browser, store }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`http://${store.hostname}:${process.env.SHOPWRIGHT_E2E_PORT}/shop/wool-beanie`);
  await expect(page.getByRole('heading', { level: 1, name: 'Wool Beanie' })).toBeVisible();
  await expect(page.getByText('Back soon', { exact: true })).toBeVisible();
  await page.goto(`http://${store.hostname}:${process.env.SHOPWRIGHT_E2E_PORT}/shop/classic-tee`);
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible();
  await expect(page.getByText('from $19.00')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
  await context.close();
});

test('without JavaScript the purchase form adds to the cart and opens it; a refusal comes back as its message', async ({
  browser,
  store,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const origin = `http://${store.hostname}:${process.env.SHOPWRIGHT_E2E_PORT}`;
  await page.goto(`${origin}/shop/classic-tee`);
  const form = page.getByRole('form', { name: 'Purchase options' });
  await form.getByRole('radio', { name: 'M', exact: true }).check();
  await form.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(`${origin}/shop/classic-tee?cart-error=NO_VARIANT_SELECTED`);
  await expect(form.getByRole('alert')).toHaveText('Please select the Size and Color options.');
  await form.getByRole('radio', { name: 'M', exact: true }).check();
  await form.getByRole('radio', { name: 'Black', exact: true }).check();
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await form.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(`${origin}/cart`);
  // The cart as the shopper's browser reads it (with its cookies).
  const cart = (await (await page.goto(`${origin}/api/commerce/shopping-cart`))?.json()) as {
    entries: { chosenVariant: { sku: string }; quantity: number }[];
  };
  expect(cart.entries.map((e) => [e.chosenVariant.sku, e.quantity])).toEqual([['TEE-M-BLACK', 2]]);
  await context.close();
});

test('the storefront’s scripts are sent compressed (brotli, else gzip) and kept for a year', async ({ request, store }) => {
  const { html } = await firstHtml(request, store, '/shop');
  const port = process.env.SHOPWRIGHT_E2E_PORT;
  const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1] ?? '';
  // The framework's chunk (React DOM, Apollo), which the app the (small) entry script starts imports.
  const text = async (path: string) => (await request.get(`http://127.0.0.1:${port}${path}`)).text();
  const start = `/assets/${(await text(entry)).match(/start-[\w-]+\.js/)?.[0]}`;
  const script = `/assets/${(await text(start)).match(/framework-[\w-]+\.js/)?.[0]}`;
  const get = (encoding: string) => request.get(`http://127.0.0.1:${port}${script}`, { headers: { 'accept-encoding': encoding } });
  const plain = await get('identity');
  const brotli = await get('br, gzip');
  const gzip = await get('gzip');
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers().vary).toContain('Accept-Encoding');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(brotli.headers()['content-length'])).toBeLessThan(Number(plain.headers()['content-length']) / 3);
  expect(await brotli.text()).toBe(await plain.text());
});
