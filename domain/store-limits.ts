// The store's bounds: how much one cart, order or stock count may hold. Every request's work is bounded by them
// (no checkout can write unbounded rows or emails), and every amount stays inside what the database columns and
// GraphQL's Int hold (2,147,483,647), so no stored row can break a read. docs/limits.md lists them.
import { QUANTITY_OUT_OF_RANGE_MESSAGE } from './messages.ts';
import { formatMoney } from './money.ts';
import { formatNumber } from './number-format.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity-input.ts';

/** Units on one cart line (spec §5 quantity input: 1 to 9999), after every add, merge and edit. */
export const LINE_QUANTITY_MIN = QUANTITY_MIN;
export const LINE_QUANTITY_MAX = QUANTITY_MAX;
/** Different lines (item + variant + form answers) in one cart, and so in one order. */
export const MAX_CART_LINES = 100;
/** Gift cards one order may issue (each is a card row and an email). */
export const MAX_GIFT_CARDS_PER_ORDER = 100;
/** Gift card codes one checkout may redeem. */
export const MAX_GIFT_CARD_CODES = 10;
/** The largest cart or order amount (subtotal, tax, shipping or total), in minor units: $10,000,000.00 or ¥1,000,000,000. */
export const MAX_ORDER_AMOUNT_MINOR = 1_000_000_000;
/** The largest stock count of a variant. */
export const MAX_STOCK = 1_000_000_000;
/** Stock operations in one adjustment. */
export const MAX_STOCK_OPERATIONS = 250;

export const CART_LINES_LIMIT_MESSAGE = `Your cart can hold up to ${MAX_CART_LINES} different items.`;
export const GIFT_CARDS_LIMIT_MESSAGE = `One order can include up to ${MAX_GIFT_CARDS_PER_ORDER} gift cards.`;
export const GIFT_CARD_CODES_LIMIT_MESSAGE = `You can use up to ${MAX_GIFT_CARD_CODES} gift cards on one order.`;
export const STOCK_OUT_OF_RANGE_MESSAGE = `Stock must be a whole number from 0 to ${formatNumber(MAX_STOCK, { fractionDigits: 0 })}.`;
/** 'An order cannot be more than $10,000,000.00.' with the amount in the store's currency. */
export const orderAmountLimitMessage = (formattedMax: string) => `An order cannot be more than ${formattedMax}.`;

export type LimitCode = 'CART_LINE_LIMIT' | 'GIFT_CARD_LIMIT' | 'QUANTITY_OUT_OF_RANGE' | 'ORDER_AMOUNT_LIMIT';
export type LimitProblem = { code: LimitCode; message: string; field: string };

export type BoundedLine = { quantity: number; unitPriceCents: number; giftCard: boolean };

/** The refusal of an amount above the bound, in the store's currency. */
export const orderAmountProblem = (currency: string, field = 'quantity'): LimitProblem => ({
  code: 'ORDER_AMOUNT_LIMIT',
  message: orderAmountLimitMessage(formatMoney(MAX_ORDER_AMOUNT_MINOR, currency)),
  field,
});

/** The first bound a cart's lines break (lines, a line's quantity, gift cards, the subtotal), or null. */
export function cartLimitProblem(lines: BoundedLine[], currency: string): LimitProblem | null {
  if (lines.length > MAX_CART_LINES) return { code: 'CART_LINE_LIMIT', message: CART_LINES_LIMIT_MESSAGE, field: 'itemId' };
  if (lines.some((l) => l.quantity < LINE_QUANTITY_MIN || l.quantity > LINE_QUANTITY_MAX))
    return { code: 'QUANTITY_OUT_OF_RANGE', message: QUANTITY_OUT_OF_RANGE_MESSAGE, field: 'quantity' };
  const giftCards = lines.reduce((n, l) => n + (l.giftCard ? l.quantity : 0), 0);
  if (giftCards > MAX_GIFT_CARDS_PER_ORDER) return { code: 'GIFT_CARD_LIMIT', message: GIFT_CARDS_LIMIT_MESSAGE, field: 'quantity' };
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  return subtotal > MAX_ORDER_AMOUNT_MINOR ? orderAmountProblem(currency) : null;
}

/** Whether every amount of an order's totals is inside the bound (a tax rule or shipping rate can push it over). */
export function orderAmountsWithinLimit(totals: {
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  grandTotalCents: number;
}) {
  return [totals.subtotalCents, totals.taxCents, totals.shippingCostCents, totals.grandTotalCents].every(
    (amount) => Number.isSafeInteger(amount) && amount >= 0 && amount <= MAX_ORDER_AMOUNT_MINOR,
  );
}

// Product reviews (docs/limits.md "Reviews").
/** A review's title, its text, and the name shown with it. */
export const MAX_REVIEW_TITLE_LENGTH = 150;
export const MAX_REVIEW_BODY_LENGTH = 5_000;
export const MAX_REVIEW_AUTHOR_NAME_LENGTH = 80;
/** Approved reviews on one page of a product's reviews (10 unless asked). */
export const MAX_REVIEWS_PAGE_SIZE = 50;
export const DEFAULT_REVIEWS_PAGE_SIZE = 10;
/** Reviews on one page of the owners' moderation list (20 unless asked). */
export const MAX_OWNER_REVIEWS_PAGE_SIZE = 100;

// The owner's catalog (docs/limits.md "Catalog").
/** Options of one product (Size, Color …). */
export const MAX_PRODUCT_OPTIONS = 6;
/** Values of one option. */
export const MAX_OPTION_VALUES = 100;
/** Variants of one product: every combination of its options' values at most. */
export const MAX_VARIANTS_PER_PRODUCT = 250;
export const MAX_OPTION_NAME_LENGTH = 100;
export const MAX_OPTION_VALUE_LENGTH = 100;
/** A product's title, a collection's title. */
export const MAX_TITLE_LENGTH = 200;
export const MAX_EXCERPT_LENGTH = 5_000;
/** A product's body (HTML). */
export const MAX_BODY_LENGTH = 100_000;
export const MAX_SKU_LENGTH = 100;
/** A variant's weight in grams (one tonne). */
export const MAX_WEIGHT_GRAMS = 1_000_000;
/** Subscription plans one product offers. */
export const MAX_SUBSCRIPTION_OPTIONS = 10;
/** Products in one collection; collections of one website. */
export const MAX_PRODUCTS_PER_COLLECTION = 50_000;
export const MAX_COLLECTIONS = 500;

// Media (docs/limits.md "Catalog").
/** One uploaded image. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Pixels of one image (width × height): larger ones are refused from their header, before they are decoded (a
 * 100-megapixel PNG of a few hundred kilobytes took 15–17 s of CPU to decode). 40 MP is past any camera's photo a
 * store shows (a 50 MP sensor's is larger: its owner exports it smaller). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Images of one product. */
export const MAX_IMAGES_PER_PRODUCT = 50;
/** A digital product's file (through the REST upload; GraphQL uploads stop at MAX_IMAGE_BYTES). */
export const MAX_DIGITAL_FILE_BYTES = 300 * 1024 * 1024;
/** An uploaded file's name. */
export const MAX_FILE_NAME_LENGTH = 255;
/** Images being processed at once on one node (the others wait their turn). */
export const MAX_CONCURRENT_IMAGE_JOBS = 2;
/** Images waiting for their turn on one node; past that an upload is refused with 429 (each holds its file). */
export const MAX_WAITING_IMAGE_JOBS = 8;

// Catalog CSV import and export (docs/limits.md "Catalog CSV import", docs/catalog-csv.md).
/** One CSV file to import: through the REST upload (streamed); GraphQL uploads stop at MAX_IMAGE_BYTES. */
export const MAX_IMPORT_FILE_BYTES = 100 * 1024 * 1024;
/** Data rows (variants) of one import file. */
export const MAX_IMPORT_ROWS = 100_000;
/** Characters of one row (csv-parse's record size): bounds the memory one row takes. */
export const MAX_IMPORT_ROW_CHARS = 256 * 1024;
/** Errors one import reports (reading stops there) and warnings it lists; one more line says when there were more. */
export const MAX_IMPORT_ERRORS = 1_000;
export const MAX_IMPORT_WARNINGS = 200;
/** Products, and rows, written in one transaction of an import: a batch closes at whichever comes first (a
 * product's rows are never split, so a batch holds at most IMPORT_BATCH_ROWS + MAX_VARIANTS_PER_PRODUCT rows). Small
 * enough that the thread answering requests (and, on SQLite, the one connection) is never held longer than ~0.1 s:
 * an import yields to requests between batches (bench:import-shoppers: shoppers' p99 under 300 ms meanwhile). */
export const IMPORT_BATCH_PRODUCTS = 20;
export const IMPORT_BATCH_ROWS = 100;
/** Products and rows checked together in an import's first pass (reads only: a batch takes a few milliseconds). */
export const IMPORT_CHECK_BATCH_PRODUCTS = 100;
export const IMPORT_CHECK_BATCH_ROWS = 500;
/** Import jobs one list shows (newest first). */
export const MAX_IMPORT_JOBS_LISTED = 50;

// Squarespace templates rendered by the server (docs/limits.md "Templates", docs/templates.md).
/** Characters of one template text, and of each partial. */
export const MAX_TEMPLATE_LENGTH = 100_000;
/** Partials one render may be given. */
export const MAX_TEMPLATE_PARTIALS = 50;
/** Partials and macros applied inside each other (the engine's own bound, spec §9). */
export const TEMPLATE_PARTIAL_DEPTH = 16;
/** Blocks open inside each other while rendering (sections, repeated sections, predicates, partials). */
export const MAX_TEMPLATE_NESTING = 100;
/** Instructions one render may execute (a loop over every item counts each pass). */
export const MAX_TEMPLATE_STEPS = 200_000;
/** Wall-clock time one render may take, in milliseconds. */
export const MAX_TEMPLATE_RENDER_MS = 250;
/** Characters one render writes (its HTML, and what partials write for formatters and includes), and of the HTML
 * visitors get once it is sanitised. */
export const MAX_TEMPLATE_OUTPUT_LENGTH = 1_000_000;
/** Characters the formatters of one render may produce in all (each result counts; a formatter is not run on a value
 * longer than what is left), so that no chain of formatters can grow a value without bound. */
export const MAX_TEMPLATE_FORMATTED_LENGTH = 4_000_000;
/** Errors one render collects; one more says that there were more. */
export const MAX_TEMPLATE_ERRORS = 100;
/** Threads per node that render templates (never a request's thread); a render still running after the hard stop
 * ends its thread, as does a thread past its memory. */
export const TEMPLATE_WORKERS = 1;
export const MAX_TEMPLATE_HARD_STOP_MS = 2_000;
export const TEMPLATE_WORKER_MEMORY_MB = 256;
/** Renders waiting for a thread: of one website, and on one node. */
export const MAX_TEMPLATE_JOBS_WAITING_PER_WEBSITE = 16;
export const MAX_TEMPLATE_JOBS_WAITING = 256;

// Website content: the blocks of a page or item body (docs/limits.md "Content").
/** Blocks in one page or item body. */
export const MAX_BLOCKS_PER_BODY = 100;
/** One body's blocks written as JSON. */
export const MAX_CONTENT_BODY_CHARS = 400_000;
/** One block written as JSON (any type, including the ones kept as they came). */
export const MAX_BLOCK_CHARS = 80_000;
/** How deeply one block's JSON may nest lists and named values. */
export const MAX_BLOCK_JSON_DEPTH = 10;
/** The text of an html, markdown or code block. */
export const MAX_BLOCK_TEXT_LENGTH = 50_000;
/** Items of one accordion block. */
export const MAX_ACCORDION_ITEMS = 50;
/** Products one add-on products or 'Customers also bought' block shows. */
export const MAX_BLOCK_PRODUCTS = 12;

// The owner's store settings (docs/limits.md "Store settings").
/** Owners one team list shows (by email). */
export const MAX_TEAM_MEMBERS = 200;
/** Coupons of one website. */
export const MAX_COUPONS = 1_000;
/** Uses one coupon may allow. */
export const MAX_COUPON_USES = 1_000_000_000;
/** Shipping options of one website; countries one option names; rate tiers of one option; a name's length. */
export const MAX_SHIPPING_OPTIONS = 50;
export const MAX_SHIPPING_COUNTRIES = 250;
export const MAX_RATE_TIERS = 20;
export const MAX_RULE_NAME_LENGTH = 100;
/** Tax rules of one website. */
export const MAX_TAX_RULES = 500;

// Analytics (docs/analytics.md, docs/limits.md "Analytics").
/** Distinct keys a daily count keeps per website, day and metric when a client chose them (referrers, products,
 * page paths of web vitals, error messages); later ones are counted under '(other)'. */
export const MAX_DAILY_KEYS = 1_000;
/** Different visits one visitor counts a day (a visit ends after 30 idle minutes: 48 a day at most). */
export const MAX_VISITS_PER_VISITOR_DAY = 48;

// Restock notifications (docs/restock.md).
/** Product/variant pairs one send-all names at most; a longer list is refused whole. */
export const MAX_RESTOCK_SEND_REQUESTS = 500;
