// The catalog as CSV (docs/catalog-csv.md), streamed: products are read a page at a time (collections in their
// order, then products in theirs) and turned into rows as the reader of the stream asks for them, so the file is
// never held in memory. Drafts and every stock count are included; archived products are left out.
import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { CATALOG_CSV_COLUMNS, type ExportProduct, exportRows } from '../../../domain/catalog-csv.ts';
import { CollectionType } from '../../../domain/site-structure.ts';
import type { ServiceContext } from '../context.ts';
import { attributesOf, optionNamesOf } from '../products/product-record.ts';

/** Products read per query. */
const PAGE = 100;

type ExportContext = Pick<ServiceContext, 'db' | 'website'>;

async function* catalogProducts(ctx: ExportContext): AsyncGenerator<ExportProduct> {
  const collections = await ctx.db.collection.findMany({
    where: { websiteId: ctx.website.id, type: CollectionType.PRODUCTS },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    select: { id: true, urlSlug: true },
  });
  for (const collection of collections) {
    let cursor: string | undefined;
    for (;;) {
      const page = await ctx.db.product.findMany({
        where: { websiteId: ctx.website.id, collectionId: collection.id, archivedAt: null },
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        take: PAGE,
        ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        include: {
          item: { select: { title: true, urlSlug: true, excerpt: true, status: true } },
          variants: { orderBy: { position: 'asc' } },
          images: { orderBy: { position: 'asc' }, select: { assetUrl: true } },
        },
      });
      for (const p of page)
        yield {
          id: p.id,
          productType: p.productType,
          collectionSlug: collection.urlSlug,
          urlSlug: p.item.urlSlug,
          title: p.item.title,
          description: p.item.excerpt,
          visible: p.item.status === 'PUBLISHED',
          optionNames: optionNamesOf(p.variantOptionOrdering),
          imageUrls: p.images.map((i) => i.assetUrl),
          variants: p.variants.map((v) => ({ ...v, attributes: attributesOf(v.attributes) })),
        };
      if (page.length < PAGE) break;
      cursor = page[page.length - 1].id;
    }
  }
}

async function* catalogRows(ctx: ExportContext): AsyncGenerator<string[]> {
  yield [...CATALOG_CSV_COLUMNS];
  for await (const product of catalogProducts(ctx)) yield* exportRows(product, ctx.website.currency);
}

/** The website's catalog as a CSV byte stream (UTF-8, CRLF line ends, as spreadsheets write them). */
export function catalogCsv(ctx: ExportContext): Readable {
  const out = new PassThrough();
  pipeline(Readable.from(catalogRows(ctx)), stringify({ record_delimiter: 'windows' }), out, (err) => {
    if (err) out.destroy(err);
  });
  return out;
}
