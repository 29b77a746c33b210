// Owner templates in Squarespace's template language, rendered with the demo store's real `?format=json`.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORMATTED_LIMIT_MESSAGE,
  MORE_ERRORS_MESSAGE,
  NESTING_LIMIT_MESSAGE,
  OUTPUT_LIMIT_MESSAGE,
  STEP_LIMIT_MESSAGE,
  TEMPLATE_TOO_LONG_MESSAGE,
  TIME_LIMIT_MESSAGE,
  TOO_MANY_PARTIALS_MESSAGE,
} from '../../domain/limit-messages.ts';
import {
  MAX_TEMPLATE_ERRORS,
  MAX_TEMPLATE_LENGTH,
  MAX_TEMPLATE_NESTING,
  MAX_TEMPLATE_OUTPUT_LENGTH,
  MAX_TEMPLATE_PARTIALS,
} from '../../domain/store-limits.ts';
import { RenderBudget } from '../../server/services/templates/bounded-engine.ts';
import { renderTemplate } from '../../server/services/templates/render.ts';
import { renderForVisitors } from '../../server/services/templates/visitor-render.ts';
import { startTestApp, type TestApp } from './harness.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/templates/${name}`, import.meta.url), 'utf8');
const squash = (html: string) => html.replace(/\s+/g, ' ');

let t: TestApp;
let shop: Record<string, unknown>;
const page = async (path: string) => (await (await t.request(`${path}?format=json`)).json()) as Record<string, unknown>;

beforeAll(async () => {
  t = await startTestApp();
  shop = await page('/shop');
});
afterAll(() => t.close());

describe('rendering fixtures of real template syntax with the store page JSON', () => {
  it('a product list: repeated section, alternates with, .if with predicates, money-format and the price block', () => {
    const { html, errors } = renderTemplate(fixture('product-list.block'), shop);
    expect(errors).toEqual([]);
    const text = squash(html);
    expect(text).toContain('<h1 class="collection-title">Shop</h1>');
    expect(html.match(/<article class="product"/g)).toHaveLength(8);
    expect(html.match(/<hr>/g)).toHaveLength(7);
    // Classic Tee: one variant on sale → the sale mark, the from-price of its cheapest variant.
    expect(text).toContain(
      '<a href="/shop/classic-tee">Classic Tee</a> <div class="product-mark sale">sale</div> <p class="deal">On sale</p> <p class="first-variant">25.00</p> <div class="product-price"> from $19.00 </div>',
    );
    // Wool Beanie: every variant out of stock → sold out wins over everything, in the owner's words ('Back soon').
    expect(text).toContain(
      '<a href="/shop/wool-beanie">Wool Beanie</a> <div class="product-mark sold-out">Back soon</div> <p class="stock">Sold out</p>',
    );
    expect(text).toContain(
      '<a href="/shop/canvas-tote">Canvas Tote</a> <p class="first-variant">32.00</p> <div class="product-price"> $32.00 </div>',
    );
    // A digital product is priced on itself: sale price, then the original price, each with its hidden label.
    expect(text).toContain(
      '<span class="visually-hidden v6-visually-hidden">Sale Price:</span>$8.00 <span class="visually-hidden v6-visually-hidden">Original Price:</span><span class="original-price">$12.00</span>',
    );
  });

  it('an empty list renders the .or branch', () => {
    const { html, errors } = renderTemplate(fixture('product-list.block'), { ...shop, items: [] });
    expect(errors).toEqual([]);
    expect(html).toContain('<p class="empty">No products yet.</p>');
  });

  it('a product item view: price, marks, variant picker, quantity input, add-to-cart button, quick view, cart link and count', async () => {
    const tee = await page('/shop/classic-tee');
    const { html, errors } = renderTemplate(fixture('product-item.block'), {
      ...tee,
      cart: { entries: [{ quantity: 2 }, { quantity: 1 }] },
    });
    expect(errors).toEqual([]);
    const text = squash(html);
    expect(text).toContain('<div class="product-price"> from $19.00 </div> <div class="product-mark sale">sale</div>');
    expect(text).toContain(
      '<select aria-label="Select Size" data-variant-option-name="Size"> <option value="">Select Size</option> <option value="S">S</option><option value="M">M</option><option value="L">L</option> </select>',
    );
    expect(text).toContain('<div class="variant-option-title">Color: </div>');
    expect(text).toContain('<input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>');
    expect(text).toContain('data-collection-id="col-shop" data-item-id="prod-classic-tee" data-product-type="1"');
    expect(text).toContain('<div class="sqs-add-to-cart-button-inner">Add To Cart</div>');
    expect(text).toContain(
      '<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="prod-classic-tee" data-group="">Quick View</span>',
    );
    expect(text).toContain('<p class="price-each">$25.00</p>');
    expect(text).toContain('<a class="cart-link" href="/cart">Cart <span class="sqs-cart-quantity">3</span></a>');
  });

  it('the custom add-button text, scarcity message and restock form come from the item and its merchandising context', async () => {
    const tote = await page('/shop/canvas-tote');
    const toteItem = tote.item as { id: string };
    const scarce = renderTemplate(fixture('product-item.block'), {
      ...tote,
      productMerchandisingContext: {
        [toteItem.id]: {
          scarcityEnabled: true,
          scarcityText: 'Only {qtyInStock} left in stock',
          scarcityTemplateViews: [{ qtyInStock: 3 }],
        },
      },
    });
    expect(scarce.errors).toEqual([]);
    expect(squash(scarce.html)).toContain('<div class="product-scarcity"> Only 3 left in stock </div>');

    const beanie = await page('/shop/wool-beanie');
    const beanieItem = beanie.item as { id: string };
    const restock = renderTemplate(fixture('product-item.block'), {
      ...beanie,
      website: { ...(beanie.website as object), captchaSettings: { siteKey: 'site-key' } },
      productMerchandisingContext: {
        [beanieItem.id]: {
          customSoldOutText: 'Back soon',
          restockNotificationViews: [{ variantId: 'v-grey', hiddenByDefault: false }],
          restockNotificationMessages: {
            CTAText: 'Tell me when it is back',
            buttonText: 'Sign up',
            placeholderText: 'Email',
            mailingListDescription: 'Join our list',
          },
          mailingListSignUpEnabled: true,
          mailingListOptInByDefault: false,
        },
      },
    });
    expect(restock.errors).toEqual([]);
    const text = squash(restock.html);
    expect(text).toContain('<div class="product-mark sold-out">Back soon</div>');
    expect(text).toContain(`<div class="product-restock-notification" data-product-id="${beanieItem.id}" data-variant-id="v-grey">`);
    expect(text).toContain('<span class="product-restock-cta">Tell me when it is back</span>');
    expect(text).toContain('<input class="sqs-editable-button" type="submit" value="Sign up">');
    expect(text).toContain(
      '<label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList">Join our list</label>',
    );
    expect(text).toContain('<div class="captcha-container"></div>');
    // Sold out: no quantity input.
    expect(text).not.toContain('product-quantity-input');

    const mug = renderTemplate('{.section item}{@|add-to-cart-btn}{.end}', {
      ...(await page('/shop/engraved-mug')),
      item: {
        ...((await page('/shop/engraved-mug')).item as object),
        structuredContent: { productType: 1, useCustomAddButtonText: true, customAddButtonText: 'Personalise & Add', variants: [] },
      },
    });
    expect(mug.html).toContain('Personalise &amp; Add');
  });

  it('partials applied inside a repeated section, with money-string', () => {
    const { html, errors } = renderTemplate(fixture('with-partials.block'), shop, {
      partials: { 'product-card.block': fixture('product-card.block'), 'card-price.block': fixture('card-price.block') },
    });
    expect(errors).toEqual([]);
    expect(squash(html)).toContain(
      '<li><span class="card-title">Classic Tee</span> <span class="card-price"><span class="sqs-money-native">25.00</span></span> </li>',
    );
    expect(html.match(/<li>/g)).toHaveLength(8);
  });

  it('money-format follows the currency: JPY has no decimals', async () => {
    const tokyo = (await (await t.request('/shop?format=json', { host: 'jp.localhost' })).json()) as object;
    const { html, errors } = renderTemplate('{.repeated section items}{structuredContent.variants.0.price|money-format};{.end}', tokyo);
    expect(errors).toEqual([]);
    expect(html).toBe('4,800;2,200;');
  });
});

describe('errors are collected with line and column, never thrown', () => {
  const loop = { 'loop.block': '<i>{@|apply loop.block}</i>' };
  const cases: [string, { line: number; column: number; message: string; kind: string; partial?: string }][] = [
    ['unknown-formatter', { line: 3, column: 7, message: "SyntaxError: Formatter 'shout' is unknown", kind: 'unknown-formatter' }],
    ['unknown-predicate', { line: 2, column: 3, message: "SyntaxError: Predicate 'very-popular?' is unknown", kind: 'unknown-predicate' }],
    ['unclosed-block', { line: 2, column: 3, message: 'SyntaxError: Reached EOF in the middle of SECTION', kind: 'unclosed-block' }],
    ['syntax', { line: 2, column: 13, message: 'SyntaxError: This OR_PREDICATE block will never execute.', kind: 'syntax' }],
    [
      'partial-not-found',
      {
        line: 2,
        column: 6,
        message: "RuntimeError: Attempt to apply partial 'missing-card.block' which could not be found.",
        kind: 'partial-not-found',
      },
    ],
    [
      'partial-recursion',
      {
        line: 1,
        column: 4,
        partial: 'loop.block',
        message: "RuntimeError: Attempt to apply partial 'loop.block' exceeded maximum recursion depth of 16",
        kind: 'partial-recursion',
      },
    ],
    ['units-metric', { line: 2, column: 1, message: '"units-metric?" formatter is not yet implemented', kind: 'not-implemented' }],
  ];

  it.each(cases)('%s', async (name, expected) => {
    const tee = await page('/shop/classic-tee');
    const { errors } = renderTemplate(fixture(`broken/${name}.block`), { ...tee, items: shop.items }, { partials: loop });
    expect(errors).toEqual([expected]);
  });

  it('an expression error', () => {
    const { errors } = renderTemplate(fixture('broken/expression.block'), { item: { price: 2 } });
    expect(errors).toEqual([
      {
        line: 2,
        column: 3,
        message: 'RuntimeError: Error parsing expression: "@total = (price * 2": Mismatched operator found: left paren',
        kind: 'expression',
      },
    ]);
  });

  it('a date outside the Julian day range (0 to 4881503)', () => {
    const { html, errors } = renderTemplate(fixture('broken/julian-day.block'), { farFuture: 8.64e16 });
    expect(html).toBe('<time></time>\n');
    expect(errors).toEqual([
      {
        line: 1,
        column: 7,
        kind: 'date-out-of-range',
        message:
          'RuntimeError: Unexpected Error error when executing VARIABLE: Julian day 1002440587 is outside the supported range of this library: Mon Jan  1 4713 B.C. to Fri Dec 31 8652 A.D.',
      },
    ]);
  });

  it('the rest of the template still renders around an unknown formatter (its tag is left as text)', () => {
    const { html } = renderTemplate(fixture('broken/unknown-formatter.block'), shop);
    expect(html).toContain('<li>{title|shout}</li>');
  });

  it('a partial with a syntax error reports it inside the partial and renders nothing', () => {
    const { html, errors } = renderTemplate('<p>{@|apply bad.block}</p>', {}, { partials: { 'bad.block': 'x\n {.section a}' } });
    expect(html).toBe('<p></p>');
    expect(errors).toEqual([
      { line: 2, column: 2, partial: 'bad.block', message: 'SyntaxError: Reached EOF in the middle of SECTION', kind: 'unclosed-block' },
    ]);
  });

  it('bad input never throws', () => {
    for (const context of [null, 42, 'text', [], { items: 'no' }, { item: { structuredContent: { variants: [null, 3] } } }]) {
      expect(() => renderTemplate('{.section item}{@|product-price}{@|variants-select}{.end}{items|json}', context)).not.toThrow();
    }
    expect(renderTemplate(undefined as unknown as string, {})).toEqual({ html: '', errors: [] });
  });
});

describe('bounded work', () => {
  it('a template longer than the limit is refused whole', () => {
    expect(renderTemplate('x'.repeat(MAX_TEMPLATE_LENGTH + 1), {})).toEqual({
      html: '',
      errors: [{ line: 0, column: 0, message: TEMPLATE_TOO_LONG_MESSAGE, kind: 'limit' }],
    });
  });

  it('loops stop at the step limit, keeping what they wrote', () => {
    const c = Array(100).fill({ t: 1 });
    const a = Array(100).fill({ b: Array(100).fill({ c }) });
    // A clock that stands still: on a busy machine the 250 ms budget would otherwise stop it first.
    const { html, errors } = renderTemplate(
      '{.repeated section a}{.repeated section b}{.repeated section c}x{.end}{.end}{.end}',
      { a },
      { clock: () => 0 },
    );
    expect(errors).toEqual([{ line: 1, column: 43, message: STEP_LIMIT_MESSAGE, kind: 'limit' }]);
    expect(html.length).toBeGreaterThan(1000);
    expect(html.length).toBeLessThan(1_000_000);
  });

  it('output stops at the output limit', () => {
    const big = 'y'.repeat(60_000);
    const { html, errors } = renderTemplate('{.repeated section a}{s}{.end}', {
      a: Array(40)
        .fill(0)
        .map(() => ({ s: big })),
    });
    expect(html.length).toBeLessThanOrEqual(MAX_TEMPLATE_OUTPUT_LENGTH);
    expect(errors).toEqual([{ line: 1, column: 22, message: OUTPUT_LIMIT_MESSAGE, kind: 'limit' }]);
  });

  it('a formatter chain that grows its value exponentially ({website|json|json|…}) stops at the formatted-characters limit', () => {
    // 26 json formatters once took 12.9 s and 1.6 GB, as each doubles the escapes of the one before.
    const { html, errors } = renderTemplate(`{website|${Array(26).fill('json').join('|')}}`, shop, { clock: () => 0 });
    expect(errors).toEqual([{ line: 1, column: 1, message: FORMATTED_LIMIT_MESSAGE, kind: 'limit' }]);
    expect(html).toBe('');
  });

  it('a formatter is not run once the render is out of time, even inside one tag', () => {
    let now = 0;
    // Every reading of the clock moves it 1 ms: one tag with 300 formatters is one step, but 300 readings.
    const { errors } = renderTemplate(`{website.siteTitle|${Array(300).fill('html').join('|')}}`, shop, { clock: () => now++ });
    expect(errors).toEqual([{ line: 1, column: 1, message: TIME_LIMIT_MESSAGE, kind: 'limit' }]);
    expect(now).toBeLessThan(260);
  });

  it('what partials write for a formatter counts toward the output limit, though it never reaches the page', () => {
    const big = 'y'.repeat(60_000);
    const { html, errors } = renderTemplate(
      '{.repeated section a}{.var @v s|apply quiet}{.end}done',
      { a: Array.from({ length: 40 }, () => ({ s: big })) },
      { partials: { quiet: '{@}' }, clock: () => 0 },
    );
    expect(errors).toEqual([{ line: 1, column: 1, partial: 'quiet', message: OUTPUT_LIMIT_MESSAGE, kind: 'limit' }]);
    expect(html).toBe('');
  });

  it('HTML that sanitising grows past the output limit is not shown, and the owner is told', () => {
    const { html, errors } = renderForVisitors('<p>{s}</p>', { s: '& '.repeat(400_000) }, 'en-US');
    expect(html).toBe('');
    expect(errors).toEqual([{ line: 0, column: 0, message: OUTPUT_LIMIT_MESSAGE, kind: 'limit' }]);
  });

  it('at most 50 partials are read; the rest are left out with a limit error', () => {
    const partials = Object.fromEntries(Array.from({ length: MAX_TEMPLATE_PARTIALS + 1 }, (_, i) => [`p${i}`, `[${i}]`]));
    const { html, errors } = renderTemplate(`{@|apply p0}{@|apply p${MAX_TEMPLATE_PARTIALS}}`, {}, { partials });
    expect(errors[0]).toEqual({ line: 0, column: 0, message: TOO_MANY_PARTIALS_MESSAGE, kind: 'limit' });
    expect(html).toContain('[0]');
    expect(html).not.toContain(`[${MAX_TEMPLATE_PARTIALS}]`);
  });

  it('blocks nested deeper than 100 stop the render', () => {
    const depth = MAX_TEMPLATE_NESTING + 5;
    let data: Record<string, unknown> = { v: 'deep' };
    for (let i = 0; i < depth; i++) data = { a: data };
    const template = `${'{.section a}'.repeat(depth)}{v}${'{.end}'.repeat(depth)}`;
    const { html, errors } = renderTemplate(template, data);
    expect(errors.map((e) => e.message)).toEqual([NESTING_LIMIT_MESSAGE]);
    expect(html).not.toContain('deep');
  });

  it('a render stops after 250 ms of work, and at most 100 errors are listed', () => {
    let now = 0;
    const budget = new RenderBudget(new WeakMap(), () => now);
    for (let i = 0; i < 255; i++) expect(budget.step()).toBe(true);
    now = 251;
    expect(budget.step()).toBe(false);
    expect(budget.errors).toEqual([{ line: 0, column: 0, message: TIME_LIMIT_MESSAGE, kind: 'limit' }]);

    const noisy = new RenderBudget(new WeakMap());
    for (let i = 0; i < MAX_TEMPLATE_ERRORS + 20; i++) noisy.record(`error ${i}`, 'syntax');
    expect(noisy.errors).toHaveLength(MAX_TEMPLATE_ERRORS + 1);
    expect(noisy.errors.at(-1)?.message).toBe(MORE_ERRORS_MESSAGE);
  });
});
