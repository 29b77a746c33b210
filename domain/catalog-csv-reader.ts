// Reads the data rows of a catalog CSV (catalog-csv.ts) into products: a row with a new Title, Product ID or Product
// URL (Shopify: Handle) starts a product, the rows after it are its variants (and, in Shopify's layout, rows with only
// an image add the image). Every problem names its row (the header is row 1) and column; the file-wide checks (a SKU
// or a product twice, too many rows or errors) live here too, so that a file is judged before anything is written.
import {
  type Cell,
  type CsvField,
  type CsvHeader,
  type CsvProblem,
  IGNORED_COLUMN_MESSAGE,
  IMAGE_URL_MESSAGE,
  readDescription,
  readImageUrls,
  readPrice,
  readProductType,
  readShopifyStatus,
  readSku,
  readSlug,
  readStock,
  readTitle,
  readWeightGrams,
  readWeightKg,
  readYesNo,
  type Stock,
  UNKNOWN_COLUMN_MESSAGE,
} from './catalog-csv.ts';
import { alreadyExistsMessage, notExpectedOptionMessage, ROWS_MISSING_DATA_MESSAGE } from './editing-messages.ts';
import { ProductType, productShapeProblem } from './product-type.ts';
import {
  MAX_IMAGES_PER_PRODUCT,
  MAX_IMPORT_ERRORS,
  MAX_IMPORT_ROWS,
  MAX_IMPORT_WARNINGS,
  MAX_VARIANTS_PER_PRODUCT,
} from './store-limits.ts';
import { type Attributes, attributesProblem, optionNamesProblem, salePriceProblem } from './variant-options.ts';

export type ParsedVariant = {
  row: number;
  variantId?: string;
  /** Absent: an existing variant keeps its SKU, a new one gets a generated SKU. */
  sku?: string;
  attributes: Attributes;
  priceCents: number;
  salePriceCents?: number;
  onSale?: boolean;
  stock?: Stock;
  weightGrams?: number;
};

/** A product as the file describes it. Absent fields: an existing product keeps what it has, a new one takes the
 * default (PHYSICAL, no description, hidden). */
export type ParsedProduct = {
  /** Its first row and how many rows it took. */
  row: number;
  rows: number;
  /** No problem was found in its rows. */
  valid: boolean;
  collectionSlug: string | null;
  urlSlug: string | null;
  title: string;
  productType?: number;
  description?: string;
  visible?: boolean;
  optionNames: string[];
  /** Absent: no image column had a URL (an existing product keeps its images). */
  imageUrls?: { row: number; url: string }[];
  variants: ParsedVariant[];
};

export const tooManyRowsMessage = () => `A file can have at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows.`;
export const TOO_MANY_ERRORS_MESSAGE = `Stopped after ${MAX_IMPORT_ERRORS.toLocaleString('en-US')} errors: fix these and import the file again.`;
export const MORE_WARNINGS_MESSAGE = `Only the first ${MAX_IMPORT_WARNINGS} warnings are listed.`;
export const EXTRA_CELL_MESSAGE = 'This row has more cells than the header has columns.';
export const tooManyVariantsMessage = () => `A product can have at most ${MAX_VARIANTS_PER_PRODUCT} variants.`;
export const tooManyImagesMessage = () => `A product can have at most ${MAX_IMAGES_PER_PRODUCT} images.`;
export const SALE_PRICE_NEEDED_MESSAGE = 'Give the sale price of a variant on sale.';

/** Columns named in problems when the file has none of that field (the export's names). */
const EXPORT_NAMES: Partial<Record<CsvField, string>> = {
  productType: 'Product Type [Non Editable]',
  collection: 'Product Page',
  urlSlug: 'Product URL',
  title: 'Title',
  sku: 'SKU',
  price: 'Price',
  salePrice: 'Sale Price',
  images: 'Hosted Image URLs',
};

const VARIANT_FIELDS: CsvField[] = [
  'variantId',
  'sku',
  'price',
  'salePrice',
  'compareAtPrice',
  'onSale',
  'stock',
  'weightKg',
  'weightGrams',
];

type Open = ParsedProduct & { productId: string; slugText: string; optionColumns: number[]; errorsAtStart: number };

export class CatalogCsvReader {
  readonly errors: CsvProblem[] = [];
  readonly warnings: CsvProblem[] = [];
  /** Data rows read (blank rows are not counted). */
  rowCount = 0;
  /** Reading stops: too many rows or errors. */
  stopped = false;
  private current: Open | null = null;
  private readonly index = new Map<CsvField, number>();
  private readonly skus = new Map<string, number>();
  private readonly products = new Set<string>();
  private readonly slugs = new Map<string, Set<string>>();
  private readonly warnedColumns = new Set<number>();

  constructor(
    readonly header: CsvHeader,
    private readonly currency: string,
  ) {
    header.fields.forEach((f, i) => {
      if (f && f !== 'ignored' && !this.index.has(f)) this.index.set(f, i);
    });
  }

  /** The column a field is read from, as the header names it (or as the export names it when the file has none). */
  columnOf(field: CsvField): string {
    const i = this.index.get(field);
    if (i !== undefined) return this.header.names[i];
    const option = /^option(Name|Value)(\d+)$/.exec(field);
    if (option) return `Option ${option[1]} ${option[2]}`;
    return EXPORT_NAMES[field] ?? field;
  }

  has(field: CsvField): boolean {
    return this.index.has(field);
  }

  /** The explicit URL slugs the file gives products of a collection (null: the default one), so that slugs made from
   * titles stay clear of them. */
  slugsIn(collectionSlug: string | null): ReadonlySet<string> {
    return this.slugs.get(collectionSlug ?? '') ?? new Set();
  }

  /** An error in a field's column. */
  error(row: number, field: CsvField, message: string) {
    this.errorIn(row, this.columnOf(field), message);
  }

  /** An error in a column named as the header names it ('' for the whole row). */
  errorIn(row: number, column: string, message: string) {
    if (this.errors.length > MAX_IMPORT_ERRORS) return;
    if (this.errors.length === MAX_IMPORT_ERRORS) {
      this.errors.push({ row, column: '', message: TOO_MANY_ERRORS_MESSAGE });
      this.stopped = true;
    } else this.errors.push({ row, column, message });
  }

  warnIn(row: number, column: string, message: string) {
    if (this.warnings.length > MAX_IMPORT_WARNINGS) return;
    if (this.warnings.length === MAX_IMPORT_WARNINGS) this.warnings.push({ row, column: '', message: MORE_WARNINGS_MESSAGE });
    else this.warnings.push({ row, column, message });
  }

  /** Reads one row (`row`: its place in the file); returns the product it completed, if any. */
  push(cells: string[], row: number): ParsedProduct[] {
    if (this.stopped) return [];
    if (cells.every((c) => c.trim() === '')) return [];
    this.rowCount++;
    if (this.rowCount > MAX_IMPORT_ROWS) {
      this.errorIn(row, '', tooManyRowsMessage());
      this.stopped = true;
      return [];
    }
    this.checkColumns(cells, row);
    const cell = (f: CsvField) => {
      const i = this.index.get(f);
      return i === undefined ? '' : (cells[i] ?? '');
    };
    const productId = cell('productId').trim();
    const slugText = cell('urlSlug').trim();
    const title = cell('title').trim();
    const open = this.current;
    const continues =
      open !== null &&
      (!productId || productId === open.productId) &&
      (!slugText || slugText === open.slugText) &&
      (!title || title === open.title);
    const done: ParsedProduct[] = [];
    if (!continues) {
      if (open) done.push(this.finish(open));
      this.current = this.start(cell, row, { productId, slugText, title });
    } else if (open) {
      open.rows++;
      this.readOptionNames(open, cell, row);
    }
    const product = this.current as Open;
    this.readImages(product, cell('images'), row);
    const isVariant =
      !continues || VARIANT_FIELDS.some((f) => cell(f).trim()) || product.optionColumns.some((n) => cell(`optionValue${n}`).trim());
    if (isVariant) this.readVariant(product, cell, row);
    return done;
  }

  /** The last product, once every row is read. */
  end(): ParsedProduct[] {
    const open = this.current;
    this.current = null;
    return open && !this.stopped ? [this.finish(open)] : [];
  }

  private checkColumns(cells: string[], row: number) {
    cells.forEach((value, i) => {
      if (!value.trim() || this.warnedColumns.has(i)) return;
      const field = this.header.fields[i];
      if (i >= this.header.fields.length) {
        this.warnedColumns.add(i);
        this.errorIn(row, `Column ${i + 1}`, EXTRA_CELL_MESSAGE);
      } else if (field === 'ignored' || field === null) {
        this.warnedColumns.add(i);
        this.warnIn(row, this.header.names[i], field === null ? UNKNOWN_COLUMN_MESSAGE : IGNORED_COLUMN_MESSAGE);
      }
    });
  }

  private read<T>(row: number, field: CsvField, text: string, reader: (text: string) => Cell<T>): T | undefined {
    if (!text.trim()) return undefined;
    const cell = reader(text);
    if (cell.ok) return cell.value;
    this.error(row, field, cell.message);
    return undefined;
  }

  private start(cell: (f: CsvField) => string, row: number, keys: { productId: string; slugText: string; title: string }): Open {
    const errorsAtStart = this.errors.length;
    if (!keys.title) this.error(row, 'title', ROWS_MISSING_DATA_MESSAGE);
    const title = this.read(row, 'title', keys.title, readTitle) ?? '';
    const collectionSlug = this.read(row, 'collection', cell('collection'), readSlug) ?? null;
    const urlSlug = this.read(row, 'urlSlug', keys.slugText, readSlug) ?? null;
    const giftCard = this.read(row, 'giftCard', cell('giftCard'), readYesNo);
    const productType = giftCard ? ProductType.GIFT_CARD : this.read(row, 'productType', cell('productType'), readProductType);
    const description = this.has('description') && cell('description').trim() ? readDescription(cell('description')) : undefined;
    if (description && !description.ok) this.error(row, 'description', description.message);
    const visible = this.has('status')
      ? this.read(row, 'status', cell('status'), readShopifyStatus)
      : this.read(row, 'visible', cell('visible'), readYesNo);
    const product: Open = {
      row,
      rows: 1,
      valid: true,
      collectionSlug,
      urlSlug,
      title,
      productType,
      description: description?.ok ? description.value : undefined,
      visible,
      optionNames: [],
      variants: [],
      productId: keys.productId,
      slugText: keys.slugText,
      optionColumns: [],
      errorsAtStart,
    };
    for (let n = 1; this.has(`optionName${n}`) || this.has(`optionValue${n}`); n++) {
      const name = cell(`optionName${n}`).trim();
      if (name) {
        product.optionNames.push(name);
        product.optionColumns.push(n);
      } else if (cell(`optionValue${n}`).trim()) this.error(row, `optionName${n}`, ROWS_MISSING_DATA_MESSAGE);
    }
    // Shopify writes a product without options as one option "Title" valued "Default Title".
    if (
      product.optionNames.length === 1 &&
      product.optionNames[0] === 'Title' &&
      cell(`optionValue${product.optionColumns[0]}`).trim() === 'Default Title'
    ) {
      product.optionNames = [];
      product.optionColumns = [];
    }
    return product;
  }

  private readOptionNames(product: Open, cell: (f: CsvField) => string, row: number) {
    for (let n = 1; this.has(`optionName${n}`); n++) {
      const name = cell(`optionName${n}`).trim();
      const k = product.optionColumns.indexOf(n);
      if (name && product.optionNames[k] !== name && !(name === 'Title' && product.optionNames.length === 0))
        this.error(row, `optionName${n}`, notExpectedOptionMessage(name));
    }
  }

  private readImages(product: Open, text: string, row: number) {
    if (!text.trim()) return;
    const { urls, bad } = readImageUrls(text);
    for (const url of bad) this.warnIn(row, this.columnOf('images'), `${url}: ${IMAGE_URL_MESSAGE}`);
    product.imageUrls ??= [];
    for (const url of urls) if (!product.imageUrls.some((i) => i.url === url)) product.imageUrls.push({ row, url });
  }

  private readVariant(product: Open, cell: (f: CsvField) => string, row: number) {
    const attributes: Attributes = {};
    product.optionColumns.forEach((n, k) => {
      const value = cell(`optionValue${n}`).trim();
      if (value) attributes[product.optionNames[k]] = value;
    });
    const money = (f: CsvField) => this.read(row, f, cell(f), (t) => readPrice(t, this.currency));
    let priceCents = money('price');
    if (priceCents === undefined && !cell('price').trim()) this.error(row, 'price', ROWS_MISSING_DATA_MESSAGE);
    let salePriceCents = money('salePrice');
    let onSale = this.read(row, 'onSale', cell('onSale'), readYesNo);
    const compareAt = money('compareAtPrice');
    if (this.has('compareAtPrice') && priceCents !== undefined) {
      // Shopify: the price is what shoppers pay, the compare-at price what it was.
      onSale = compareAt !== undefined && compareAt > priceCents;
      if (onSale) [priceCents, salePriceCents] = [compareAt as number, priceCents];
      else salePriceCents = 0;
    }
    if (onSale && salePriceCents === undefined && !cell('salePrice').trim()) this.error(row, 'salePrice', SALE_PRICE_NEEDED_MESSAGE);
    else if (onSale && priceCents !== undefined && salePriceCents !== undefined) {
      const problem = salePriceProblem({ priceCents, salePriceCents, onSale });
      if (problem) this.error(row, 'salePrice', problem);
    }
    const skuText = cell('sku').trim();
    const sku = this.read(row, 'sku', skuText, readSku);
    if (sku) {
      const seen = this.skus.get(sku);
      if (seen !== undefined) this.error(row, 'sku', alreadyExistsMessage('SKU'));
      else this.skus.set(sku, row);
    }
    product.variants.push({
      row,
      variantId: cell('variantId').trim() || undefined,
      sku,
      attributes,
      priceCents: priceCents ?? 0,
      salePriceCents,
      onSale,
      stock: this.read(row, 'stock', cell('stock'), readStock),
      weightGrams:
        this.read(row, 'weightKg', cell('weightKg'), readWeightKg) ?? this.read(row, 'weightGrams', cell('weightGrams'), readWeightGrams),
    });
  }

  private finish(open: Open): ParsedProduct {
    const { productId: _p, slugText: _s, optionColumns, errorsAtStart, ...product } = open;
    const optionColumn = (name: string) => `optionValue${optionColumns[product.optionNames.indexOf(name)] ?? 1}` as CsvField;
    const names = optionNamesProblem(product.optionNames);
    if (names) this.error(product.row, 'optionName1', names);
    else {
      const seen: Attributes[] = [];
      for (const v of product.variants) {
        const problem = attributesProblem(product.optionNames, v.attributes, seen);
        if (problem) {
          const missing = product.optionNames.find((n) => !v.attributes[n]);
          this.error(v.row, optionColumn(missing ?? product.optionNames[0] ?? ''), problem.message);
        }
        seen.push(v.attributes);
      }
    }
    if (product.variants.length > MAX_VARIANTS_PER_PRODUCT) this.error(product.row, 'title', tooManyVariantsMessage());
    if ((product.imageUrls?.length ?? 0) > MAX_IMAGES_PER_PRODUCT) this.error(product.row, 'images', tooManyImagesMessage());
    if (product.productType !== undefined) {
      const shape = productShapeProblem({
        productType: product.productType,
        optionNames: product.optionNames,
        variantCount: product.variants.length,
        isSubscribable: false,
        hasForm: false,
      });
      if (shape) this.error(product.row, this.has('productType') ? 'productType' : 'giftCard', shape);
    }
    if (product.urlSlug) {
      const collection = product.collectionSlug ?? '';
      const key = `${collection}/${product.urlSlug}`;
      if (this.products.has(key)) this.error(product.row, 'urlSlug', alreadyExistsMessage('URL slug'));
      this.products.add(key);
      const slugs = this.slugs.get(collection) ?? new Set<string>();
      slugs.add(product.urlSlug);
      this.slugs.set(collection, slugs);
    }
    return { ...product, valid: this.errors.length === errorsAtStart };
  }
}

export type ExistingVariant = { id: string; sku: string; attributes: Attributes };

/** Which existing variant each of the file's variants updates (null: a new one), and which existing ones the file no
 * longer lists: matched by Variant ID, then SKU, then the same option values. */
export function matchVariants(
  existing: readonly ExistingVariant[],
  parsed: readonly Pick<ParsedVariant, 'variantId' | 'sku' | 'attributes'>[],
  optionNames: readonly string[],
): { matches: (string | null)[]; removed: string[] } {
  const free = new Map(existing.map((v) => [v.id, v]));
  const matches: (string | null)[] = parsed.map(() => null);
  const key = (a: Attributes) => JSON.stringify(optionNames.map((n) => a[n] ?? null));
  const take = (i: number, found: ExistingVariant | undefined) => {
    if (!found) return;
    matches[i] = found.id;
    free.delete(found.id);
  };
  parsed.forEach((p, i) => {
    if (p.variantId) take(i, free.get(p.variantId));
  });
  parsed.forEach((p, i) => {
    if (matches[i] === null && p.sku)
      take(
        i,
        [...free.values()].find((v) => v.sku === p.sku),
      );
  });
  parsed.forEach((p, i) => {
    if (matches[i] === null)
      take(
        i,
        [...free.values()].find((v) => key(v.attributes) === key(p.attributes)),
      );
  });
  return { matches, removed: [...free.keys()] };
}
