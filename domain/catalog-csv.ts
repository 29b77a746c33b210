// The catalog CSV layout (docs/catalog-csv.md): Squarespace's product CSV columns, one row per variant, the product's
// fields on its first row. Import also reads Shopify's product CSV, told apart by its header row. This file maps
// headers to fields, reads and checks one cell at a time (each problem names its row and column), and writes the rows
// of one product for export. Grouping rows into products is in catalog-csv-reader.ts.
import { EMPTY_DATASET_MESSAGE, notExpectedOptionMessage, tooLongMessage } from './editing-messages.ts';
import { fromDecimalValue, toDecimalValue } from './money.ts';
import { ProductType } from './product-type.ts';
import {
  MAX_EXCERPT_LENGTH,
  MAX_ORDER_AMOUNT_MINOR,
  MAX_SKU_LENGTH,
  MAX_STOCK,
  MAX_TITLE_LENGTH,
  MAX_WEIGHT_GRAMS,
  STOCK_OUT_OF_RANGE_MESSAGE,
} from './store-limits.ts';
import { isValidSlug } from './url-slug.ts';

/** Option columns: Squarespace has six (our products have at most six options), Shopify three. */
export const CSV_OPTION_COLUMNS = 6;
const OPTIONS = Array.from({ length: CSV_OPTION_COLUMNS }, (_, i) => i + 1);

/** The columns export writes, in order (Squarespace's product CSV). */
export const CATALOG_CSV_COLUMNS = [
  'Product ID [Non Editable]',
  'Variant ID [Non Editable]',
  'Product Type [Non Editable]',
  'Product Page',
  'Product URL',
  'Title',
  'Description',
  'SKU',
  ...OPTIONS.flatMap((n) => [`Option Name ${n}`, `Option Value ${n}`]),
  'Price',
  'Sale Price',
  'On Sale',
  'Stock',
  'Categories',
  'Tags',
  'Weight',
  'Length',
  'Width',
  'Height',
  'Visible',
  'Hosted Image URLs',
] as const;

/** What a column holds. `ignored` columns are read past (a warning says so when one holds data). */
export type CsvField =
  | 'productId'
  | 'variantId'
  | 'productType'
  | 'collection'
  | 'urlSlug'
  | 'title'
  | 'description'
  | 'sku'
  | `optionName${number}`
  | `optionValue${number}`
  | 'price'
  | 'salePrice'
  | 'compareAtPrice'
  | 'onSale'
  | 'stock'
  | 'weightKg'
  | 'weightGrams'
  | 'visible'
  | 'status'
  | 'giftCard'
  | 'images'
  | 'ignored';

export type CsvLayout = 'squarespace' | 'shopify';

const normalized = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .replace(/\[non editable\]/i, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

const SQUARESPACE: Record<string, CsvField> = {
  'product id': 'productId',
  'variant id': 'variantId',
  'product type': 'productType',
  'product page': 'collection',
  'product url': 'urlSlug',
  title: 'title',
  description: 'description',
  sku: 'sku',
  ...Object.fromEntries(
    OPTIONS.flatMap((n) => [
      [`option name ${n}`, `optionName${n}`],
      [`option value ${n}`, `optionValue${n}`],
    ]),
  ),
  price: 'price',
  'sale price': 'salePrice',
  'on sale': 'onSale',
  stock: 'stock',
  categories: 'ignored',
  tags: 'ignored',
  weight: 'weightKg',
  length: 'ignored',
  width: 'ignored',
  height: 'ignored',
  visible: 'visible',
  'hosted image urls': 'images',
};

const SHOPIFY: Record<string, CsvField> = {
  handle: 'urlSlug',
  title: 'title',
  'body (html)': 'description',
  ...Object.fromEntries(
    [1, 2, 3].flatMap((n) => [
      [`option${n} name`, `optionName${n}`],
      [`option${n} value`, `optionValue${n}`],
    ]),
  ),
  'variant sku': 'sku',
  'variant grams': 'weightGrams',
  'variant inventory qty': 'stock',
  'variant price': 'price',
  'variant compare at price': 'compareAtPrice',
  published: 'visible',
  status: 'status',
  'gift card': 'giftCard',
  'image src': 'images',
};

/** The columns a layout cannot do without. */
const REQUIRED: Record<CsvLayout, string[]> = { squarespace: ['title', 'price'], shopify: ['handle', 'title', 'variant price'] };

export type CsvProblem = { row: number; column: string; message: string };

export const NOT_A_PRODUCT_CSV_MESSAGE =
  'These columns are not a product CSV: use the columns of an exported catalog (Title, Price, …) or Shopify’s product CSV.';
export const columnMissingMessage = (name: string) => `The file has no ${name} column.`;
export const columnTwiceMessage = (name: string) => `The column ${name} appears twice.`;
export const IGNORED_COLUMN_MESSAGE = 'This column is not imported: its values are left out.';
export const UNKNOWN_COLUMN_MESSAGE = 'This column is not one this import reads: its values are left out.';

export type CsvHeader = {
  layout: CsvLayout;
  /** The header row as written (columns are named by it in problems). */
  names: string[];
  /** The field of each column (null: a column no layout knows). */
  fields: (CsvField | null)[];
};

/** The layout and fields of a header row, or the problems that make it unreadable (row 1). */
export function readHeader(cells: string[]): { ok: true; header: CsvHeader } | { ok: false; problems: CsvProblem[] } {
  const names = cells.map((c) => c.replace(/^\uFEFF/, '').trim());
  if (names.every((n) => n === '')) return { ok: false, problems: [{ row: 1, column: '', message: EMPTY_DATASET_MESSAGE }] };
  const keys = names.map(normalized);
  const layout: CsvLayout | null =
    keys.includes('handle') && keys.includes('variant price') ? 'shopify' : keys.includes('title') ? 'squarespace' : null;
  if (!layout) return { ok: false, problems: [{ row: 1, column: '', message: NOT_A_PRODUCT_CSV_MESSAGE }] };
  const table = layout === 'shopify' ? SHOPIFY : SQUARESPACE;
  const problems: CsvProblem[] = REQUIRED[layout]
    .filter((key) => !keys.includes(key))
    .map((key) => ({ row: 1, column: '', message: columnMissingMessage(titleCase(key)) }));
  keys.forEach((key, i) => {
    if (key !== '' && keys.indexOf(key) !== i) problems.push({ row: 1, column: names[i], message: columnTwiceMessage(names[i]) });
  });
  if (problems.length > 0) return { ok: false, problems };
  // Shopify's many other columns (Vendor, Tags, SEO …) are read past like unknown ones.
  return { ok: true, header: { layout, names, fields: keys.map((k) => table[k] ?? (k === '' ? 'ignored' : null)) } };
}

const titleCase = (key: string) => key.replace(/\b\w/g, (ch) => ch.toUpperCase());

// ───────────────────────────── cells ─────────────────────────────

export type Cell<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Cell<T> => ({ ok: true, value });
const bad = (message: string): Cell<never> => ({ ok: false, message });

export const priceMessage = (val: string) => `${val} is not a price: write it like 25.00.`;
export const SLUG_MESSAGE = 'Use lower-case letters, digits and single hyphens (at most 200 characters).';
export const WEIGHT_KG_MESSAGE = `Write the weight in kilograms, from 0 to ${MAX_WEIGHT_GRAMS / 1000}.`;
export const WEIGHT_GRAMS_MESSAGE = `Write the weight in grams, a whole number from 0 to ${MAX_WEIGHT_GRAMS}.`;

/** A price in the store's currency ("25.00"; yen "2500") as minor units. */
export function readPrice(text: string, currency: string): Cell<number> {
  try {
    const cents = fromDecimalValue(text.trim(), currency);
    return cents >= 0 && cents <= MAX_ORDER_AMOUNT_MINOR ? ok(cents) : bad(priceMessage(text));
  } catch {
    return bad(priceMessage(text));
  }
}

export const writePrice = (cents: number, currency: string) => toDecimalValue(cents, currency);

const YES = ['yes', 'true', 'y', '1'];
const NO = ['no', 'false', 'n', '0'];

/** Yes/No (also true/false, as Shopify writes them). */
export function readYesNo(text: string): Cell<boolean> {
  const v = text.trim().toLowerCase();
  if (YES.includes(v)) return ok(true);
  if (NO.includes(v)) return ok(false);
  return bad(notExpectedOptionMessage(text));
}

export const UNLIMITED = 'Unlimited';
export type Stock = { unlimited: true } | { unlimited: false; qtyInStock: number };

/** "Unlimited" or a whole number of units. */
export function readStock(text: string): Cell<Stock> {
  const v = text.trim();
  if (v.toLowerCase() === UNLIMITED.toLowerCase()) return ok({ unlimited: true });
  if (!/^\d+$/.test(v) || Number(v) > MAX_STOCK) return bad(STOCK_OUT_OF_RANGE_MESSAGE);
  return ok({ unlimited: false, qtyInStock: Number(v) });
}

export const writeStock = (v: { unlimited: boolean; qtyInStock: number }) => (v.unlimited ? UNLIMITED : String(v.qtyInStock));

/** Kilograms ("0.25") to grams. */
export function readWeightKg(text: string): Cell<number> {
  const v = text.trim();
  if (!/^\d+(\.\d{1,3})?$/.test(v)) return bad(WEIGHT_KG_MESSAGE);
  const grams = Math.round(Number(v) * 1000);
  return grams <= MAX_WEIGHT_GRAMS ? ok(grams) : bad(WEIGHT_KG_MESSAGE);
}

/** Grams to kilograms, as short as exact: 200 → "0.2", 1000 → "1". */
export const writeWeightKg = (grams: number) => String(grams / 1000);

export function readWeightGrams(text: string): Cell<number> {
  const v = text.trim();
  // Shopify writes grams as "200.0" at times.
  if (!/^\d+(\.0+)?$/.test(v) || Number(v) > MAX_WEIGHT_GRAMS) return bad(WEIGHT_GRAMS_MESSAGE);
  return ok(Math.round(Number(v)));
}

const TYPE_NAMES: Record<string, number> = {
  physical: ProductType.PHYSICAL,
  digital: ProductType.DIGITAL,
  service: ProductType.SERVICE,
  gift_card: ProductType.GIFT_CARD,
  'gift card': ProductType.GIFT_CARD,
  paywall: ProductType.PAYWALL,
};
const TYPE_LABEL: Record<number, string> = {
  [ProductType.PHYSICAL]: 'PHYSICAL',
  [ProductType.DIGITAL]: 'DIGITAL',
  [ProductType.SERVICE]: 'SERVICE',
  [ProductType.GIFT_CARD]: 'GIFT_CARD',
  [ProductType.PAYWALL]: 'PAYWALL',
};

/** PHYSICAL, DIGITAL, SERVICE, GIFT_CARD or PAYWALL (any case) as a product type code. */
export function readProductType(text: string): Cell<number> {
  const code = TYPE_NAMES[text.trim().toLowerCase()];
  return code ? ok(code) : bad(notExpectedOptionMessage(text));
}

export const writeProductType = (code: number) => TYPE_LABEL[code] ?? 'PHYSICAL';

/** A URL slug: the slug itself, or a URL or path ending in it ("/shop/p/classic-tee" → "classic-tee"). */
export function readSlug(text: string): Cell<string> {
  const path = text.trim().replace(/[?#].*$/, '');
  const slug = (path.split('/').filter(Boolean).pop() ?? '').toLowerCase();
  return isValidSlug(slug) ? ok(slug) : bad(SLUG_MESSAGE);
}

/** Shopify's Status: active, draft or archived (archived products arrive hidden). */
export function readShopifyStatus(text: string): Cell<boolean> {
  const v = text.trim().toLowerCase();
  if (v === 'active') return ok(true);
  if (v === 'draft' || v === 'archived') return ok(false);
  return bad(notExpectedOptionMessage(text));
}

export function readText(text: string, max: number, options: { trim?: boolean } = {}): Cell<string> {
  const v = options.trim === false ? text : text.trim();
  return v.length <= max ? ok(v) : bad(tooLongMessage('This', max));
}

export const readTitle = (text: string) => readText(text, MAX_TITLE_LENGTH);
export const readDescription = (text: string) => readText(text, MAX_EXCERPT_LENGTH, { trim: false });
export const readSku = (text: string) => readText(text, MAX_SKU_LENGTH);

export const IMAGE_URL_MESSAGE = 'Image URLs start with https://, http:// or /.';

/** Image URLs separated by spaces or line breaks (Squarespace), or one URL (Shopify's Image Src). */
export function readImageUrls(text: string): { urls: string[]; bad: string[] } {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const good = (u: string) => /^https?:\/\/\S+$/i.test(u) || /^\/[^/]\S*$/.test(u);
  return { urls: parts.filter(good), bad: parts.filter((u) => !good(u)) };
}

// ───────────────────────────── export ─────────────────────────────

export type ExportVariant = {
  id: string;
  sku: string;
  attributes: Record<string, string>;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
  weightGrams: number;
};
export type ExportProduct = {
  id: string;
  productType: number;
  collectionSlug: string;
  urlSlug: string;
  title: string;
  description: string;
  visible: boolean;
  optionNames: string[];
  imageUrls: string[];
  variants: ExportVariant[];
};

/** A product's rows in the export layout (CATALOG_CSV_COLUMNS): one per variant; product fields on the first, the
 * Product ID, Product URL and option names on every row, so rows can be sorted and still be grouped. */
export function exportRows(p: ExportProduct, currency: string): string[][] {
  return p.variants.map((v, i) => {
    const first = i === 0;
    const options = OPTIONS.flatMap((n) => {
      const name = p.optionNames[n - 1];
      return name === undefined ? ['', ''] : [name, v.attributes[name] ?? ''];
    });
    return [
      p.id,
      v.id,
      first ? writeProductType(p.productType) : '',
      first ? p.collectionSlug : '',
      p.urlSlug,
      first ? p.title : '',
      first ? p.description : '',
      v.sku,
      ...options,
      writePrice(v.priceCents, currency),
      writePrice(v.salePriceCents, currency),
      v.onSale ? 'Yes' : 'No',
      writeStock(v),
      '',
      '',
      writeWeightKg(v.weightGrams),
      '',
      '',
      '',
      first ? (p.visible ? 'Yes' : 'No') : '',
      first ? p.imageUrls.join(' ') : '',
    ];
  });
}

/** What a CSV syntax error (csv-parse's code) means for the owner; reading stops at it. */
export const CSV_NUL_MESSAGE = 'This row holds a NUL character: the file is not CSV text. Save it again as CSV.';

export function csvSyntaxMessage(code: string, maxRowChars: number): string {
  if (code === 'CSV_QUOTE_NOT_CLOSED') return 'A quote (") opened in this row is never closed.';
  if (code === 'CSV_INVALID_CLOSING_QUOTE' || code === 'INVALID_OPENING_QUOTE' || code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE')
    return 'Quotes inside a cell must be doubled (""), and a quoted cell must be quoted whole.';
  if (code === 'CSV_MAX_RECORD_SIZE') return `This row is longer than ${maxRowChars.toLocaleString('en-US')} characters.`;
  return 'This row cannot be read as CSV.';
}
