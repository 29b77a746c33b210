// The catalog CSV layout's pure rules: header detection, cells, grouping rows into products, the file-wide checks,
// variant matching and the export rows.
import { describe, expect, it } from 'vitest';
import {
  CATALOG_CSV_COLUMNS,
  type CsvHeader,
  exportRows,
  NOT_A_PRODUCT_CSV_MESSAGE,
  readHeader,
  readImageUrls,
  readPrice,
  readSlug,
  readStock,
  readWeightKg,
  readYesNo,
} from '../../domain/catalog-csv.ts';
import { CatalogCsvReader, matchVariants, type ParsedProduct, TOO_MANY_ERRORS_MESSAGE } from '../../domain/catalog-csv-reader.ts';
import { EMPTY_DATASET_MESSAGE, ROWS_MISSING_DATA_MESSAGE } from '../../domain/editing-messages.ts';
import { MAX_IMPORT_ERRORS, STOCK_OUT_OF_RANGE_MESSAGE } from '../../domain/store-limits.ts';

const headerOf = (cells: string[]): CsvHeader => {
  const h = readHeader(cells);
  if (!h.ok) throw new Error(h.problems[0].message);
  return h.header;
};

/** Reads a whole file (first line the header) and returns its products and the reader. */
function read(lines: string[][], currency = 'USD') {
  const reader = new CatalogCsvReader(headerOf(lines[0]), currency);
  const products: ParsedProduct[] = [];
  lines.slice(1).forEach((cells, i) => {
    products.push(...reader.push(cells, i + 2));
  });
  products.push(...reader.end());
  return { reader, products };
}

describe('header detection', () => {
  it('reads Squarespace’s columns, with or without "[Non Editable]", in any case and order', () => {
    const h = headerOf(['title', 'PRICE', 'Product ID', 'Option Value 2', 'Option Name 2', 'Weight']);
    expect(h.layout).toBe('squarespace');
    expect(h.fields).toEqual(['title', 'price', 'productId', 'optionValue2', 'optionName2', 'weightKg']);
    expect(headerOf([...CATALOG_CSV_COLUMNS]).fields).not.toContain(null);
  });

  it('tells Shopify’s product CSV by its Handle and Variant Price columns', () => {
    const h = headerOf(['Handle', 'Title', 'Body (HTML)', 'Variant Price', 'Variant Compare At Price', 'Vendor']);
    expect(h.layout).toBe('shopify');
    expect(h.fields).toEqual(['urlSlug', 'title', 'description', 'price', 'compareAtPrice', null]);
  });

  it('refuses an empty header, a file of other columns, a missing required column and a column twice (row 1)', () => {
    expect(readHeader(['', ''])).toEqual({ ok: false, problems: [{ row: 1, column: '', message: EMPTY_DATASET_MESSAGE }] });
    expect(readHeader(['Name', 'Cost'])).toEqual({ ok: false, problems: [{ row: 1, column: '', message: NOT_A_PRODUCT_CSV_MESSAGE }] });
    expect(readHeader(['Title', 'SKU'])).toEqual({
      ok: false,
      problems: [{ row: 1, column: '', message: 'The file has no Price column.' }],
    });
    expect(readHeader(['Title', 'Price', 'price'])).toEqual({
      ok: false,
      problems: [{ row: 1, column: 'price', message: 'The column price appears twice.' }],
    });
  });
});

describe('cells', () => {
  it('reads prices in the store’s currency as minor units', () => {
    expect(readPrice('25.00', 'USD')).toEqual({ ok: true, value: 2500 });
    expect(readPrice(' 19.9 ', 'USD')).toEqual({ ok: true, value: 1990 });
    expect(readPrice('4800', 'JPY')).toEqual({ ok: true, value: 4800 });
    expect(readPrice('48.50', 'JPY')).toEqual({ ok: false, message: '48.50 is not a price: write it like 25.00.' });
    expect(readPrice('$25', 'USD').ok).toBe(false);
    expect(readPrice('-1', 'USD').ok).toBe(false);
    expect(readPrice('10000000.01', 'USD').ok).toBe(false);
  });

  it('reads Yes/No (and true/false), "Unlimited" or a stock count, kilograms, slugs and image URLs', () => {
    expect([readYesNo('Yes'), readYesNo('FALSE')]).toEqual([
      { ok: true, value: true },
      { ok: true, value: false },
    ]);
    expect(readYesNo('maybe')).toEqual({ ok: false, message: 'maybe is not one of the expected options' });
    expect(readStock('unlimited')).toEqual({ ok: true, value: { unlimited: true } });
    expect(readStock('12')).toEqual({ ok: true, value: { unlimited: false, qtyInStock: 12 } });
    expect(readStock('-2')).toEqual({ ok: false, message: STOCK_OUT_OF_RANGE_MESSAGE });
    expect(readStock('1000000001')).toEqual({ ok: false, message: STOCK_OUT_OF_RANGE_MESSAGE });
    expect(readWeightKg('0.25')).toEqual({ ok: true, value: 250 });
    expect(readWeightKg('1001').ok).toBe(false);
    expect(readSlug('/shop/p/Classic-Tee?x=1')).toEqual({ ok: true, value: 'classic-tee' });
    expect(readSlug('classic tee').ok).toBe(false);
    expect(readImageUrls('https://a.example/1.jpg /media/x/images/y/z.jpg\nftp://b')).toEqual({
      urls: ['https://a.example/1.jpg', '/media/x/images/y/z.jpg'],
      bad: ['ftp://b'],
    });
  });
});

describe('rows into products', () => {
  const HEAD = ['Product ID', 'Title', 'Product URL', 'SKU', 'Option Name 1', 'Option Value 1', 'Price', 'On Sale', 'Sale Price', 'Stock'];

  it('starts a product at a new Title, Product ID or URL; the rows after it are its variants', () => {
    const { reader, products } = read([
      HEAD,
      ['p1', 'Tee', 'tee', 'T-S', 'Size', 'S', '25.00', 'No', '', '3'],
      ['p1', '', 'tee', 'T-M', 'Size', 'M', '25.00', 'Yes', '19.00', 'Unlimited'],
      ['', 'Tote', '', 'TOTE', '', '', '32.00', '', '', ''],
      ['', '', '', '', '', '', '', '', '', ''],
    ]);
    expect(reader.errors).toEqual([]);
    expect(reader.rowCount).toBe(3);
    expect(products).toEqual([
      {
        row: 2,
        rows: 2,
        valid: true,
        collectionSlug: null,
        urlSlug: 'tee',
        title: 'Tee',
        productType: undefined,
        description: undefined,
        visible: undefined,
        optionNames: ['Size'],
        variants: [
          {
            row: 2,
            variantId: undefined,
            sku: 'T-S',
            attributes: { Size: 'S' },
            priceCents: 2500,
            salePriceCents: undefined,
            onSale: false,
            stock: { unlimited: false, qtyInStock: 3 },
            weightGrams: undefined,
          },
          {
            row: 3,
            variantId: undefined,
            sku: 'T-M',
            attributes: { Size: 'M' },
            priceCents: 2500,
            salePriceCents: 1900,
            onSale: true,
            stock: { unlimited: true },
            weightGrams: undefined,
          },
        ],
      },
      expect.objectContaining({
        row: 4,
        rows: 1,
        title: 'Tote',
        urlSlug: null,
        optionNames: [],
        variants: [expect.objectContaining({ sku: 'TOTE', priceCents: 3200 })],
      }),
    ]);
  });

  it('names each row’s problem by its column: missing data, options, SKUs and slugs twice in the file', () => {
    const { reader, products } = read([
      HEAD,
      ['', '', 'orphan', 'O-1', '', '', '1.00', '', '', ''],
      ['', 'Tee', 'tee', 'T-S', 'Size', 'S', '25.00', '', '', ''],
      ['', '', 'tee', 'T-S', 'Colour', 'M', '', '', '', ''],
      ['', '', 'tee', 'T-L', 'Size', '', '25.00', 'Yes', '', ''],
      ['', 'Tee again', 'tee', 'T-X', '', '', '25.00', '', '', ''],
    ]);
    expect(reader.errors).toEqual([
      { row: 2, column: 'Title', message: ROWS_MISSING_DATA_MESSAGE },
      { row: 4, column: 'Option Name 1', message: 'Colour is not one of the expected options' },
      { row: 4, column: 'Price', message: ROWS_MISSING_DATA_MESSAGE },
      { row: 4, column: 'SKU', message: 'This SKU already exists' },
      { row: 5, column: 'Sale Price', message: 'Give the sale price of a variant on sale.' },
      { row: 5, column: 'Option Value 1', message: 'Give a value for Size.' },
      { row: 6, column: 'Product URL', message: 'This URL slug already exists' },
    ]);
    expect(products.map((p) => p.valid)).toEqual([false, false, false]);
  });

  it('checks the product type’s shape and turns Shopify’s compare-at price into a sale', () => {
    const typed = read([
      ['Title', 'Product Type', 'Option Name 1', 'Option Value 1', 'Price'],
      ['Poster', 'DIGITAL', 'Size', 'A3', '5.00'],
    ]);
    expect(typed.reader.errors).toEqual([
      { row: 2, column: 'Product Type', message: 'Digital and paywall products have one variant and no options.' },
    ]);
    const shopify = read([
      ['Handle', 'Title', 'Option1 Name', 'Option1 Value', 'Variant Price', 'Variant Compare At Price', 'Gift Card', 'Variant Grams'],
      ['card', 'Card', 'Title', 'Default Title', '9.00', '12.00', 'TRUE', '20'],
    ]);
    expect(shopify.reader.errors).toEqual([]);
    expect(shopify.products[0]).toMatchObject({
      productType: 4,
      optionNames: [],
      variants: [{ priceCents: 1200, salePriceCents: 900, onSale: true, weightGrams: 20, attributes: {} }],
    });
  });

  it(`stops after ${MAX_IMPORT_ERRORS} errors, saying so`, () => {
    const lines = [['Title', 'Price'], ...Array.from({ length: MAX_IMPORT_ERRORS + 10 }, (_, i) => [`P${i}`, 'x'])];
    const { reader } = read(lines);
    expect(reader.stopped).toBe(true);
    expect(reader.errors).toHaveLength(MAX_IMPORT_ERRORS + 1);
    expect(reader.errors.at(-1)).toEqual({ row: MAX_IMPORT_ERRORS + 2, column: '', message: TOO_MANY_ERRORS_MESSAGE });
  });
});

describe('matching the file’s variants to a product’s', () => {
  const existing = [
    { id: 'v1', sku: 'A', attributes: { Size: 'S' } },
    { id: 'v2', sku: 'B', attributes: { Size: 'M' } },
    { id: 'v3', sku: 'C', attributes: { Size: 'L' } },
  ];
  it('matches by Variant ID, then SKU, then the same option values; the rest are removed', () => {
    expect(
      matchVariants(
        existing,
        [
          { variantId: 'v3', sku: 'C2', attributes: { Size: 'XL' } },
          { sku: 'A', attributes: { Size: 'XS' } },
          { attributes: { Size: 'M' } },
          { attributes: { Size: 'XXL' } },
        ],
        ['Size'],
      ),
    ).toEqual({ matches: ['v3', 'v1', 'v2', null], removed: [] });
    expect(matchVariants(existing, [{ attributes: { Size: 'S' } }], ['Size'])).toEqual({ matches: ['v1'], removed: ['v2', 'v3'] });
  });
});

describe('export rows', () => {
  it('writes one row per variant: product fields on the first, ids, URL and option names on every one', () => {
    const rows = exportRows(
      {
        id: 'p1',
        productType: 1,
        collectionSlug: 'shop',
        urlSlug: 'tee',
        title: 'Tee',
        description: '<p>Soft</p>',
        visible: true,
        optionNames: ['Size'],
        imageUrls: ['/a.jpg', '/b.jpg'],
        variants: [
          {
            id: 'v1',
            sku: 'T-S',
            attributes: { Size: 'S' },
            priceCents: 2500,
            salePriceCents: 1900,
            onSale: true,
            unlimited: false,
            qtyInStock: 4,
            weightGrams: 200,
          },
          {
            id: 'v2',
            sku: 'T-M',
            attributes: { Size: 'M' },
            priceCents: 2500,
            salePriceCents: 0,
            onSale: false,
            unlimited: true,
            qtyInStock: 0,
            weightGrams: 0,
          },
        ],
      },
      'USD',
    );
    const byName = (row: string[]) => Object.fromEntries(CATALOG_CSV_COLUMNS.map((c, i) => [c, row[i]]));
    expect(byName(rows[0])).toMatchObject({
      'Product ID [Non Editable]': 'p1',
      'Variant ID [Non Editable]': 'v1',
      'Product Type [Non Editable]': 'PHYSICAL',
      'Product Page': 'shop',
      'Product URL': 'tee',
      Title: 'Tee',
      Description: '<p>Soft</p>',
      'Option Name 1': 'Size',
      'Option Value 1': 'S',
      'Option Name 2': '',
      Price: '25.00',
      'Sale Price': '19.00',
      'On Sale': 'Yes',
      Stock: '4',
      Weight: '0.2',
      Visible: 'Yes',
      'Hosted Image URLs': '/a.jpg /b.jpg',
    });
    expect(byName(rows[1])).toMatchObject({
      'Product ID [Non Editable]': 'p1',
      Title: '',
      'Product URL': 'tee',
      Stock: 'Unlimited',
      Visible: '',
      'Hosted Image URLs': '',
    });
  });
});
