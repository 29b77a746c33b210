// A product page and a listing page read with one or two statements (one more when images are asked for), instead of
// Prisma's one per relation: the products with their item's and collection's columns, and their variants in order —
// joined for one product, in a second statement for a page (server/db/sql-rows.ts). It answers the selections Pothos
// makes for the product fields most clients ask for — the product's columns, `item`, `collection`, `variants` and
// `images` in their order, each with only the columns asked for; any other selection returns null and the caller asks
// Prisma (`productShape`). Stock and prices are read fresh like every catalog read when the catalog cache
// is off. tests/api/product-rows.test.ts asserts the rows equal Prisma's on both engines.
import { join, raw, type Sql, sqltag } from '@prisma/client/runtime/client';
import type { Listing, ListingSort } from '../../../domain/product-listing.ts';
import { COLLECTION, ITEM, PRODUCT, PRODUCT_IMAGE, VARIANT } from '../../db/catalog-columns.ts';
import { readRows } from '../../db/direct-reads.ts';
import { type Columns, pick, type Row, selectList } from '../../db/sql-rows.ts';
import type { ServiceContext } from '../context.ts';
import { afterCursor, filterConditions, sortKeyColumns, sortOrder } from './listing-sql.ts';
import { addPrismaRelation, isPrismaRelation, type PrismaRelationName, passableSelection } from './product-relations.ts';

/** What a selection asks for, when this reader can answer it. */
export type ProductShape = {
  product: string[];
  item: string[];
  collection: string[] | null;
  variants: Children | null;
  images: Children | null;
  /** Relations read by Prisma for the whole page (product-relations.ts), with the selection asked for. */
  relations: { name: PrismaRelationName; selection: unknown }[];
  page: ListingPage;
};

/** A page: at most `take` products (all when null) from the `skip`th on, from the cursor's product on (or before it,
 * `backwards`). */
export type ListingPage = { take: number | null; skip: number; cursorId: string | null; backwards?: boolean };

/** Which products: by id, by URL slug (optionally in a collection by slug), or a collection's listing. All are the
 * website's live products (published, publish date come, not archived); a listing may order and filter them
 * (listing-sql.ts). */
export type ProductRowsWhere =
  | { id: string }
  | { urlSlug: string; collectionSlug?: string | null }
  | { collectionId: string; listing?: Listing };

type Selection = Record<string, unknown>;
const isRecord = (v: unknown): v is Selection => typeof v === 'object' && v !== null && !Array.isArray(v);
const keysOf = (v: unknown) => (isRecord(v) ? Object.keys(v) : []);

/** `true` (every column) or `{ select: { column: true, ... } }` with only the model's columns: those columns; otherwise
 * null. */
function columnsSelected(v: unknown, model: Columns): string[] | null {
  if (v === true) return Object.keys(model);
  if (!isRecord(v) || keysOf(v).join() !== 'select' || !isRecord(v.select)) return null;
  const select = v.select;
  const names = Object.keys(select);
  return names.length > 0 && names.every((n) => n in model && select[n] === true) ? names : null;
}

/** A product's variants or images: which columns, and at most how many of each product's. */
type Children = { table: 'ProductVariant' | 'ProductImage'; model: Columns; columns: string[]; take: number | null };

/** `{ orderBy: { position: 'asc' } }` with an optional `select` of the model's columns and, when `withTake`, an optional
 * `take` (a positive whole number). */
function inPositionOrder(v: unknown, table: Children['table'], model: Columns, withTake: boolean): Children | null {
  if (!isRecord(v) || !isRecord(v.orderBy) || keysOf(v.orderBy).join() !== 'position' || v.orderBy.position !== 'asc') return null;
  const { take, select } = v;
  if (keysOf(v).some((k) => !['orderBy', 'select', ...(withTake ? ['take'] : [])].includes(k))) return null;
  if (take !== undefined && !(Number.isInteger(take) && (take as number) > 0)) return null;
  const columns = select === undefined ? Object.keys(model) : columnsSelected({ select }, model);
  return columns ? { table, model, columns, take: (take as number | undefined) ?? null } : null;
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
    if (key in PRODUCT) {
      if (v !== true) return null;
      shape.product.push(key);
    } else if (key === 'item') {
      const names = columnsSelected(v, ITEM);
      if (!names) return null;
      shape.item = names;
    } else if (key === 'collection') {
      shape.collection = columnsSelected(v, COLLECTION);
      if (!shape.collection) return null;
    } else if (key === 'variants') {
      shape.variants = inPositionOrder(v, 'ProductVariant', VARIANT, false);
      if (!shape.variants) return null;
    } else if (key === 'images') {
      shape.images = inPositionOrder(v, 'ProductImage', PRODUCT_IMAGE, true);
      if (!shape.images) return null;
    } else if (isPrismaRelation(key)) {
      if (!passableSelection(key, v)) return null;
      shape.relations.push({ name: key, selection: v });
    } else return null;
  }
  return shape;
}

const PUBLISHED = raw(`CAST(i."status" AS TEXT) = 'PUBLISHED'`);

function conditions(ctx: ServiceContext, where: ProductRowsWhere): Sql[] {
  const parts = [
    sqltag`p."websiteId" = ${ctx.website.id}`,
    sqltag`p."archivedAt" IS NULL`,
    PUBLISHED,
    sqltag`i."publishOn" <= ${new Date()}`,
  ];
  if ('id' in where) parts.push(sqltag`p."id" = ${where.id}`);
  else if ('urlSlug' in where) {
    parts.push(sqltag`i."urlSlug" = ${where.urlSlug}`);
    // `=` with the collection's id (its slug is unique in the website) lets SQLite find the item by its (collection,
    // slug) index; with `IN` it went through every product of the website.
    if (where.collectionSlug)
      parts.push(
        sqltag`i."collectionId" = (SELECT "id" FROM "Collection" WHERE "websiteId" = ${ctx.website.id} AND "urlSlug" = ${where.collectionSlug})`,
      );
    // Without one, the item's (website, slug) index finds it.
    else parts.push(sqltag`i."websiteId" = ${ctx.website.id}`);
  } else {
    parts.push(sqltag`p."collectionId" = ${where.collectionId}`);
    // Newest first: the item's (website, collection, publish date) index gives the order, with no sort of them all.
    if (where.listing?.sort === 'NEWEST')
      parts.push(sqltag`i."websiteId" = ${ctx.website.id}`, sqltag`i."collectionId" = ${where.collectionId}`);
    if (where.listing) parts.push(...filterConditions(where.listing));
  }
  return parts;
}

const sortOf = (where: ProductRowsWhere): ListingSort => ('listing' in where && where.listing ? where.listing.sort : 'FEATURED');

/** Which products are on the page, with their sort keys: chosen on the products alone, so that LIMIT counts products. */
function pageStatement(ctx: ServiceContext, where: ProductRowsWhere, page: ListingPage): Sql {
  const sort = sortOf(where);
  const parts = conditions(ctx, where);
  let cursorJoin = sqltag``;
  // Prisma's cursor: from the cursor's row on, in listing order (a cursor that is gone finds nothing). In the owner's
  // order a row comparison, which SQLite answers from the (website, collection, position) index.
  if (page.cursorId !== null && sort === 'FEATURED' && !page.backwards)
    parts.push(
      sqltag`(p."position", p."id") >= (SELECT "position", "id" FROM "Product" WHERE "id" = ${page.cursorId} AND "websiteId" = ${ctx.website.id})`,
    );
  else if (page.cursorId !== null) {
    const after = afterCursor(sort, page.cursorId, ctx.website.id, page.backwards === true);
    cursorJoin = after.join;
    parts.push(after.where);
  }
  const limit = page.take === null ? sqltag`` : sqltag` LIMIT ${page.take} OFFSET ${page.skip}`;
  return sqltag`SELECT p."id" AS "pageId", ${raw(sortKeyColumns(sort))} FROM "Product" p JOIN "Item" i ON i."id" = p."id"${cursorJoin} WHERE ${join(parts, ' AND ')} ORDER BY ${raw(sortOrder(sort, null, page.backwards))}${limit}`;
}

/** A single product's variants come joined with it (one statement); a page's in a second statement, where the join
 * would repeat every product's columns for each of its variants. */
const joinsVariants = (shape: ProductShape) => shape.variants !== null && shape.page.take === 1;

function statementFor(ctx: ServiceContext, shape: ProductShape, where: ProductRowsWhere): Sql {
  const lists = [`p."id" AS "_id"`];
  if (shape.product.length > 0) lists.push(selectList('p', 'p_', PRODUCT, shape.product));
  if (shape.item.length > 0) lists.push(selectList('i', 'i_', ITEM, shape.item));
  if (shape.collection) lists.push(selectList('col', 'c_', COLLECTION, shape.collection));
  if (joinsVariants(shape)) lists.push(`v."id" AS "_v"`, selectList('v', 'v_', VARIANT, shape.variants?.columns));
  const joins = [
    shape.collection ? ` JOIN "Collection" col ON col."id" = p."collectionId"` : '',
    joinsVariants(shape) ? ` LEFT JOIN "ProductVariant" v ON v."productId" = p."id"` : '',
  ].join('');
  // The page, then joined with its rows.
  const page = pageStatement(ctx, where, shape.page);
  const order = sortOrder(sortOf(where), 'page') + (joinsVariants(shape) ? ', v."position" ASC, v."id" ASC' : '');
  return sqltag`SELECT ${raw(lists.join(', '))} FROM (${page}) page JOIN "Product" p ON p."id" = page."pageId" JOIN "Item" i ON i."id" = p."id"${raw(joins)} ORDER BY ${raw(order)}`;
}

/** The ids of a page of a collection's live products in a listing's order and filter (`backwards`: the page before
 * the cursor, as Prisma's negative `take`), for selections the reader below cannot answer. */
export async function readListingPageIds(ctx: ServiceContext, where: ProductRowsWhere, page: ListingPage): Promise<string[]> {
  const ids = (await readRows(ctx.db, pageStatement(ctx, where, page))).map((row) => row.pageId as string);
  return page.backwards ? ids.reverse() : ids;
}

/** The live products `where` finds, in listing order and paged as `shape.page` says, each with what `shape` asks for. */
export async function readProductRows(ctx: ServiceContext, asked: ProductShape, where: ProductRowsWhere): Promise<Row[]> {
  // A product's form is found by its column: read with the product even when not asked for, and taken off after.
  const formKey = asked.relations.some((r) => r.name === 'additionalFieldsForm') && !asked.product.includes('additionalFieldsFormId');
  const shape = formKey ? { ...asked, product: [...asked.product, 'additionalFieldsFormId'] } : asked;
  const rows = await readRows(ctx.db, statementFor(ctx, shape, where));
  const products = new Map<string, Row>();
  for (const row of rows) {
    let product = products.get(row._id as string);
    if (!product) {
      product = pick(row, 'p_', PRODUCT, shape.product);
      if (shape.item.length > 0) product.item = pick(row, 'i_', ITEM, shape.item);
      if (shape.collection) product.collection = pick(row, 'c_', COLLECTION, shape.collection);
      if (shape.variants) product.variants = [];
      products.set(row._id as string, product);
    }
    if (shape.variants && joinsVariants(shape) && row._v !== null && row._v !== undefined)
      (product.variants as Row[]).push(pick(row, 'v_', VARIANT, shape.variants.columns));
  }
  if (products.size === 0) return [];
  if (shape.variants && !joinsVariants(shape)) await addChildren(ctx, products, 'variants', shape.variants);
  if (shape.images) await addChildren(ctx, products, 'images', shape.images);
  const list = [...products.values()];
  for (const { name, selection } of shape.relations) await addPrismaRelation(ctx.db, list, name, selection);
  if (formKey) for (const product of list) delete product.additionalFieldsFormId;
  return list;
}

/** Each product's variants or images in their order (at most `take` each), in one statement for the page. The products
 * were found on the request's website, so their rows need no website condition (which would lead SQLite to the
 * website's SKU index instead of the product's). */
async function addChildren(ctx: ServiceContext, products: Map<string, Row>, key: 'variants' | 'images', children: Children): Promise<void> {
  const ids = [...products.keys()];
  const select = raw(
    `SELECT x."productId" AS "_parent", ${selectList('x', '', children.model, children.columns)} FROM "${children.table}" x`,
  );
  const rows = await readRows(ctx.db, sqltag`${select} WHERE x."productId" IN (${join(ids)}) ORDER BY x."position" ASC, x."id" ASC`);
  const byProduct = new Map<string, Row[]>(ids.map((id) => [id, []]));
  for (const row of rows) {
    const list = byProduct.get(row._parent as string);
    if (list && (children.take === null || list.length < children.take)) list.push(pick(row, '', children.model, children.columns));
  }
  for (const [id, product] of products) product[key] = byProduct.get(id);
}
