// A product page and a listing page read with one or two statements (one more when images are asked for), instead of
// Prisma's one per relation: the products with their item's and collection's columns, and their variants in order —
// joined for one product, in a second statement for a page. Written with Kysely (server/db/kysely.ts) and prepared
// once per shape (server/db/prepared.ts). It answers the selections Pothos makes for the product fields most clients
// ask for — the product's columns, `item`, `collection`, `variants` and `images` in their order, each with only the
// columns asked for; any other selection returns null and the caller asks Prisma (`productShape`). Stock and prices
// are read fresh like every catalog read when the catalog cache is off. tests/api/product-rows.test.ts asserts the
// rows equal Prisma's on both databases, and that the storefront's own queries take this reader.
import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { Listing, ListingSort } from '../../../domain/product-listing.ts';
import type { Db } from '../../db/client.ts';
import { prefixed, unprefixed } from '../../db/columns.ts';
import { query } from '../../db/kysely.ts';
import { type Param, PreparedStatement } from '../../db/prepared.ts';
import { COLLECTION_COLUMNS, ITEM_COLUMNS, PRODUCT_COLUMNS, PRODUCT_IMAGE_COLUMNS, VARIANT_COLUMNS } from '../../db/tables.ts';
import type { ServiceContext } from '../context.ts';
import { liveProduct, type ProductAndItem } from '../live-rows.ts';
import {
  afterCursor,
  type FilterParams,
  type FilterShape,
  filterConditions,
  filterParams,
  filterShape,
  sortKeys,
  sortOrder,
} from './listing-query.ts';
import { addPrismaRelation, isPrismaRelation, type PrismaRelationName, passableSelection } from './product-relations.ts';

type Row = Record<string, unknown>;
type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
type ItemColumn = (typeof ITEM_COLUMNS)[number];
type CollectionColumn = (typeof COLLECTION_COLUMNS)[number];
type VariantColumn = (typeof VARIANT_COLUMNS)[number];
type ImageColumn = (typeof PRODUCT_IMAGE_COLUMNS)[number];

/** What a selection asks for, when this reader can answer it. */
export type ProductShape = {
  product: ProductColumn[];
  item: ItemColumn[];
  collection: CollectionColumn[] | null;
  variants: Children<VariantColumn> | null;
  images: Children<ImageColumn> | null;
  /** Relations read by Prisma for the whole page (product-relations.ts), with the selection asked for. */
  relations: { name: PrismaRelationName; selection: unknown }[];
  page: ListingPage;
};

/** A page: at most `take` products (all when null) from the `skip`th on, from the cursor's product on (or before it,
 * `backwards`). */
export type ListingPage = { take: number | null; skip: number; cursorId: string | null; backwards?: boolean };

/** Which products: by id, by URL slug (optionally in a collection by slug), or a collection's listing. All are the
 * website's live products (live-rows.ts); a listing may order and filter them (listing-query.ts). */
export type ProductRowsWhere =
  | { id: string }
  | { urlSlug: string; collectionSlug?: string | null }
  | { collectionId: string; listing?: Listing };

type Selection = Record<string, unknown>;
const isRecord = (v: unknown): v is Selection => typeof v === 'object' && v !== null && !Array.isArray(v);
const keysOf = (v: unknown) => (isRecord(v) ? Object.keys(v) : []);

/** `true` (every column) or `{ select: { column: true, ... } }` with only the table's columns: those columns;
 * otherwise null. */
function columnsSelected<C extends string>(v: unknown, columns: readonly C[]): C[] | null {
  if (v === true) return [...columns];
  if (!isRecord(v) || keysOf(v).join() !== 'select' || !isRecord(v.select)) return null;
  const select = v.select;
  const names = Object.keys(select);
  return names.length > 0 && names.every((n) => columns.includes(n as C) && select[n] === true) ? (names as C[]) : null;
}

/** A product's variants or images: which columns, and at most how many of each product's. */
type Children<C extends string> = { columns: C[]; take: number | null };

/** `{ orderBy: { position: 'asc' } }` with an optional `select` of the table's columns and, when `withTake`, an
 * optional `take` (a positive whole number). */
function inPositionOrder<C extends string>(v: unknown, columns: readonly C[], withTake: boolean): Children<C> | null {
  if (!isRecord(v) || !isRecord(v.orderBy) || keysOf(v.orderBy).join() !== 'position' || v.orderBy.position !== 'asc') return null;
  const { take, select } = v;
  if (keysOf(v).some((k) => !['orderBy', 'select', ...(withTake ? ['take'] : [])].includes(k))) return null;
  if (take !== undefined && !(Number.isInteger(take) && (take as number) > 0)) return null;
  const names = select === undefined ? [...columns] : columnsSelected({ select }, columns);
  return names ? { columns: names, take: (take as number | undefined) ?? null } : null;
}

const isCount = (v: unknown, min: number) => v === undefined || (Number.isInteger(v) && (v as number) >= min);

/** The shape of a Prisma product query (as Pothos builds it) when this reader can answer it, else null. */
export function productShape(query: unknown): ProductShape | null {
  if (!isRecord(query) || !isRecord(query.select)) return null;
  if (keysOf(query).some((k) => !['select', 'take', 'skip', 'cursor'].includes(k))) return null;
  // OFFSET needs a LIMIT on SQLite; Prisma's negative `take` (a page before the cursor) is left to Prisma.
  if (!isCount(query.take, 1) || !isCount(query.skip, 0) || (query.skip && query.take === undefined)) return null;
  if (query.cursor !== undefined && (keysOf(query.cursor).join() !== 'id' || typeof (query.cursor as Selection).id !== 'string'))
    return null;
  const shape: ProductShape = {
    product: [],
    item: [],
    collection: null,
    variants: null,
    images: null,
    relations: [],
    page: {
      take: (query.take as number | undefined) ?? null,
      skip: (query.skip as number | undefined) ?? 0,
      cursorId: query.cursor ? ((query.cursor as Selection).id as string) : null,
    },
  };
  for (const [key, v] of Object.entries(query.select)) {
    if ((PRODUCT_COLUMNS as readonly string[]).includes(key)) {
      if (v !== true) return null;
      shape.product.push(key as ProductColumn);
    } else if (key === 'item') {
      const names = columnsSelected(v, ITEM_COLUMNS);
      if (!names) return null;
      shape.item = names;
    } else if (key === 'collection') {
      shape.collection = columnsSelected(v, COLLECTION_COLUMNS);
      if (!shape.collection) return null;
    } else if (key === 'variants') {
      shape.variants = inPositionOrder(v, VARIANT_COLUMNS, false);
      if (!shape.variants) return null;
    } else if (key === 'images') {
      shape.images = inPositionOrder(v, PRODUCT_IMAGE_COLUMNS, true);
      if (!shape.images) return null;
    } else if (isPrismaRelation(key)) {
      if (!passableSelection(key, v)) return null;
      shape.relations.push({ name: key, selection: v });
    } else return null;
  }
  return shape;
}

/** A statement's values, by name (those its shape does not use are null). */
type RowsParams = {
  websiteId: string;
  now: Date;
  id: string | null;
  urlSlug: string | null;
  collectionSlug: string | null;
  collectionId: string | null;
  cursorId: string | null;
  take: number | null;
  skip: number;
} & FilterParams;

function paramsOf(ctx: ServiceContext, where: ProductRowsWhere, page: ListingPage): RowsParams {
  const listing = 'listing' in where ? where.listing : undefined;
  return {
    websiteId: ctx.website.id,
    now: new Date(),
    id: 'id' in where ? where.id : null,
    urlSlug: 'urlSlug' in where ? where.urlSlug : null,
    collectionSlug: 'collectionSlug' in where ? (where.collectionSlug ?? null) : null,
    collectionId: 'collectionId' in where ? where.collectionId : null,
    cursorId: page.cursorId,
    take: page.take,
    skip: page.skip,
    ...(listing ? filterParams(listing) : { productTypes: [], minPriceCents: null, maxPriceCents: null }),
  };
}

/** What changes a page's statement text (server/db/prepared.ts): which products, the order and filter, and how the
 * page is cut. */
type PageShape = {
  which: 'id' | 'slug' | 'slug-in-collection' | 'listing';
  sort: ListingSort;
  filter: FilterShape | null;
  take: boolean;
  cursor: 'none' | 'from' | 'before';
};

function pageShape(where: ProductRowsWhere, page: ListingPage): PageShape {
  const listing = 'listing' in where ? where.listing : undefined;
  return {
    which: 'id' in where ? 'id' : 'urlSlug' in where ? (where.collectionSlug ? 'slug-in-collection' : 'slug') : 'listing',
    sort: listing ? listing.sort : 'FEATURED',
    filter: listing ? filterShape(listing) : null,
    take: page.take !== null,
    cursor: page.cursorId === null ? 'none' : page.backwards ? 'before' : 'from',
  };
}

/** Which products are on the page, with their sort keys k0, k1 …: chosen on the products alone, so that LIMIT counts
 * products. */
function pageQuery(db: Db, param: Param<RowsParams>, page: PageShape) {
  const { sort } = page;
  const eb = expressionBuilder<ProductAndItem, 'p' | 'i'>();
  const websiteId = param('websiteId');
  const text = (name: 'id' | 'urlSlug' | 'collectionSlug' | 'collectionId' | 'cursorId') => param(name) as string;
  const parts: Expression<SqlBool>[] = [liveProduct(websiteId, param('now'))];
  if (page.which === 'id') parts.push(eb('p.id', '=', text('id')));
  else if (page.which !== 'listing') {
    parts.push(eb('i.urlSlug', '=', text('urlSlug')));
    // `=` with the collection's id (its slug is unique in the website) lets SQLite find the item by its (collection,
    // slug) index; with `IN` it went through every product of the website.
    if (page.which === 'slug-in-collection')
      parts.push(
        eb(
          'i.collectionId',
          '=',
          eb.selectFrom('Collection').select('id').where('websiteId', '=', websiteId).where('urlSlug', '=', text('collectionSlug')),
        ),
      );
    // Without one, the item's (website, slug) index finds it.
    else parts.push(eb('i.websiteId', '=', websiteId));
  } else {
    parts.push(eb('p.collectionId', '=', text('collectionId')));
    // Newest first: the item's (website, collection, publish date) index gives the order, with no sort of them all.
    if (sort === 'NEWEST') parts.push(eb('i.websiteId', '=', websiteId), eb('i.collectionId', '=', text('collectionId')));
    if (page.filter) parts.push(...filterConditions(page.filter, param));
  }
  // Prisma's cursor: from the cursor's row on, in listing order (a cursor that is gone finds nothing). In the owner's
  // order a row comparison, which SQLite answers from the (website, collection, position) index; in another, the
  // cursor's keys are read in a one-row join `cur`.
  const rowComparison = page.cursor === 'from' && sort === 'FEATURED';
  const cursorJoin = page.cursor !== 'none' && !rowComparison;
  if (rowComparison)
    parts.push(
      eb(
        eb.refTuple('p.position', 'p.id'),
        '>=',
        eb
          .selectFrom('Product')
          .select(['position', 'id'])
          .where('id', '=', text('cursorId'))
          .where('websiteId', '=', websiteId)
          .$asTuple('position', 'id'),
      ),
    );
  else if (cursorJoin) parts.push(afterCursor(sort, (n) => sql.ref(`cur.c${n}`), page.cursor === 'before'));
  return query(db)
    .selectFrom('Product as p')
    .innerJoin('Item as i', 'i.id', 'p.id')
    .$if(cursorJoin, (qb) =>
      qb.crossJoin(
        query(db)
          .selectFrom('Product as p')
          .innerJoin('Item as i', 'i.id', 'p.id')
          .select(sortKeys(sort, 'c'))
          .where('p.id', '=', text('cursorId'))
          .where('p.websiteId', '=', websiteId)
          .as('cur'),
      ),
    )
    .select('p.id as pageId')
    .select(sortKeys(sort, 'k'))
    .where(eb.and(parts))
    .$call((qb) => sortOrder(sort, 'k', page.cursor === 'before').reduce((q, { key, direction }) => q.orderBy(sql.ref(key), direction), qb))
    .$if(page.take, (qb) => qb.limit(param('take') as number).offset(param('skip')));
}

const pageRead = new PreparedStatement((db, param: Param<RowsParams>, page: PageShape) => pageQuery(db, param, page));

/** A single product's variants come joined with it (one statement); a page's in a second statement, where the join
 * would repeat every product's columns for each of its variants. */
const joinsVariants = (shape: ProductShape) => shape.variants !== null && shape.page.take === 1;

/** What changes the products' statement text beyond the page's: the columns of each table, and the joins. */
type RowsShape = {
  page: PageShape;
  product: ProductColumn[];
  item: ItemColumn[];
  collection: CollectionColumn[] | null;
  /** The variants' columns when they are joined (one product). */
  variants: VariantColumn[] | null;
};

const rowsShape = (shape: ProductShape, where: ProductRowsWhere): RowsShape => ({
  page: pageShape(where, shape.page),
  product: shape.product,
  item: shape.item,
  collection: shape.collection,
  variants: joinsVariants(shape) ? (shape.variants?.columns ?? null) : null,
});

const rowsRead = new PreparedStatement((db, param: Param<RowsParams>, shape: RowsShape) => {
  const page = pageQuery(db, param, shape.page);
  return (
    query(db)
      .selectFrom(page.as('page'))
      .innerJoin('Product as p', 'p.id', 'page.pageId')
      .innerJoin('Item as i', 'i.id', 'p.id')
      .select('p.id as _id')
      .select(prefixed('p', 'p_', shape.product))
      .select(prefixed('i', 'i_', shape.item))
      .$if(shape.collection !== null, (qb) =>
        qb.innerJoin('Collection as col', 'col.id', 'p.collectionId').select(prefixed('col', 'c_', shape.collection ?? [])),
      )
      // The page's order, then (one product) its variants'.
      .$call((qb) => sortOrder(shape.page.sort, 'page.k').reduce((q, { key, direction }) => q.orderBy(sql.ref(key), direction), qb))
      .$if(shape.variants !== null, (qb) =>
        qb
          .leftJoin('ProductVariant as v', 'v.productId', 'p.id')
          .select(['v.id as _v', ...prefixed('v', 'v_', shape.variants ?? [])])
          .orderBy('v.position', 'asc')
          .orderBy('v.id', 'asc'),
      )
  );
});

/** The ids of a page of a collection's live products in a listing's order and filter (`backwards`: the page before
 * the cursor, as Prisma's negative `take`), for selections the reader below cannot answer. */
export async function readListingPageIds(ctx: ServiceContext, where: ProductRowsWhere, page: ListingPage): Promise<string[]> {
  const { rows } = await pageRead.execute(ctx.db, paramsOf(ctx, where, page), pageShape(where, page));
  const ids = rows.map((row) => row.pageId);
  return page.backwards ? ids.reverse() : ids;
}

/** The live products `where` finds, in listing order and paged as `shape.page` says, each with what `shape` asks for. */
export async function readProductRows(ctx: ServiceContext, asked: ProductShape, where: ProductRowsWhere): Promise<Row[]> {
  // A product's form is found by its column: read with the product even when not asked for, and taken off after.
  const formKey = asked.relations.some((r) => r.name === 'additionalFieldsForm') && !asked.product.includes('additionalFieldsFormId');
  const shape: ProductShape = formKey ? { ...asked, product: [...asked.product, 'additionalFieldsFormId'] } : asked;
  const { rows } = await rowsRead.execute(ctx.db, paramsOf(ctx, where, shape.page), rowsShape(shape, where));
  const products = new Map<string, Row>();
  for (const row of rows as Row[]) {
    let product = products.get(row._id as string);
    if (!product) {
      product = unprefixed(row, 'p_', shape.product);
      if (shape.item.length > 0) product.item = unprefixed(row, 'i_', shape.item);
      if (shape.collection) product.collection = unprefixed(row, 'c_', shape.collection);
      if (shape.variants) product.variants = [];
      products.set(row._id as string, product);
    }
    if (shape.variants && joinsVariants(shape) && row._v !== null && row._v !== undefined)
      (product.variants as Row[]).push(unprefixed(row, 'v_', shape.variants.columns));
  }
  if (products.size === 0) return [];
  if (shape.variants && !joinsVariants(shape)) await addChildren(ctx, products, 'variants', shape.variants);
  if (shape.images) await addChildren(ctx, products, 'images', shape.images);
  const list = [...products.values()];
  for (const { name, selection } of shape.relations) await addPrismaRelation(ctx.db, list, name, selection);
  if (formKey) for (const product of list) delete product.additionalFieldsFormId;
  return list;
}

/** How many ids a children statement takes: the page's, rounded up to a power of two (the last id repeated), so that a
 * few shapes serve every page size. */
const idSlots = (count: number) => 2 ** Math.ceil(Math.log2(Math.max(count, 1)));

type ChildrenShape = { columns: string[]; count: number };
type ChildrenParams = { productIds: string[] };

// The products were found on the request's website, so their rows need no website condition (which would lead SQLite
// to the website's SKU index instead of the product's).
const variantsRead = new PreparedStatement((db, param: Param<ChildrenParams>, { columns, count }: ChildrenShape) =>
  query(db)
    .selectFrom('ProductVariant as x')
    .select(['x.productId as _parent', ...prefixed('x', '', columns as VariantColumn[])])
    .where('x.productId', 'in', param.each('productIds', count))
    .orderBy('x.position', 'asc')
    .orderBy('x.id', 'asc'),
);
const imagesRead = new PreparedStatement((db, param: Param<ChildrenParams>, { columns, count }: ChildrenShape) =>
  query(db)
    .selectFrom('ProductImage as x')
    .select(['x.productId as _parent', ...prefixed('x', '', columns as ImageColumn[])])
    .where('x.productId', 'in', param.each('productIds', count))
    .orderBy('x.position', 'asc')
    .orderBy('x.id', 'asc'),
);

/** Each product's variants or images in their order (at most `take` each), in one statement for the page. */
async function addChildren<C extends string>(
  ctx: ServiceContext,
  products: Map<string, Row>,
  key: 'variants' | 'images',
  children: Children<C>,
): Promise<void> {
  const productIds = [...products.keys()];
  const count = idSlots(productIds.length);
  const padded = Array.from({ length: count }, (_, n) => productIds[Math.min(n, productIds.length - 1)]);
  const statement = key === 'variants' ? variantsRead : imagesRead;
  const { rows } = await statement.execute(ctx.db, { productIds: padded }, { columns: children.columns, count });
  const byProduct = new Map<string, Row[]>(productIds.map((id) => [id, []]));
  for (const row of rows as Row[]) {
    const list = byProduct.get(row._parent as string);
    if (list && (children.take === null || list.length < children.take)) list.push(unprefixed(row, '', children.columns));
  }
  for (const [id, product] of products) product[key] = byProduct.get(id);
}
