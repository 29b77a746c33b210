// A product page and a listing page read with one or two statements (one more when images are asked for), instead of
// Prisma's one per relation: the products with their item's and collection's columns, and their variants in order —
// joined for one product, in a second statement for a page (server/db/sql-rows.ts). It answers the selections Pothos makes for the product fields most clients ask for — the product's
// columns, `item`, `collection`, `variants` and `images` in their order; any other selection returns null and the
// caller asks Prisma (`productShape`). Stock and prices are read fresh like every catalog read when the catalog cache
// is off. tests/api/product-rows.test.ts asserts the rows equal Prisma's on both engines.
import { join, raw, type Sql, sqltag } from '@prisma/client/runtime/client';
import { COLLECTION, ITEM, PRODUCT, PRODUCT_IMAGE, VARIANT } from '../../db/catalog-columns.ts';
import { type Columns, pick, type Row, selectList } from '../../db/sql-rows.ts';
import type { ServiceContext } from '../../http/context.ts';

/** What a selection asks for, when this reader can answer it. */
export type ProductShape = {
  item: string[];
  collection: string[] | null;
  variants: boolean;
  images: { take: number | null } | null;
  page: { take: number | null; skip: number; cursorId: string | null };
};

/** Which products: by id, by URL slug (optionally in a collection by slug), or a collection's listing. All are the
 * website's live products (published, publish date come, not archived). */
export type ProductRowsWhere = { id: string } | { urlSlug: string; collectionSlug?: string | null } | { collectionId: string };

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

/** `{ orderBy: { position: 'asc' } }`, with `take` when `withTake` (a positive whole number). */
function inPositionOrder(v: unknown, withTake: boolean): { take: number | null } | null {
  if (!isRecord(v) || !isRecord(v.orderBy) || keysOf(v.orderBy).join() !== 'position' || v.orderBy.position !== 'asc') return null;
  const others = keysOf(v).filter((k) => k !== 'orderBy');
  if (others.length === 0) return { take: null };
  const take = v.take;
  return withTake && others.join() === 'take' && Number.isInteger(take) && (take as number) > 0 ? { take: take as number } : null;
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
    item: [],
    collection: null,
    variants: false,
    images: null,
    page: {
      take: (query.take as number | undefined) ?? null,
      skip: (query.skip as number | undefined) ?? 0,
      cursorId: query.cursor ? ((query.cursor as Selection).id as string) : null,
    },
  };
  for (const [key, v] of Object.entries(query.select)) {
    if (key in PRODUCT) {
      if (v !== true) return null;
    } else if (key === 'item') {
      const names = columnsSelected(v, ITEM);
      if (!names) return null;
      shape.item = names;
    } else if (key === 'collection') {
      shape.collection = columnsSelected(v, COLLECTION);
      if (!shape.collection) return null;
    } else if (key === 'variants') {
      if (!inPositionOrder(v, false)) return null;
      shape.variants = true;
    } else if (key === 'images') {
      shape.images = inPositionOrder(v, true);
      if (!shape.images) return null;
    } else return null;
  }
  return shape;
}

const ORDER = raw(`p."position" ASC, p."id" ASC`);
const PUBLISHED = raw(`CAST(i."status" AS TEXT) = 'PUBLISHED'`);

function conditions(ctx: ServiceContext, where: ProductRowsWhere, cursorId: string | null): Sql {
  const parts = [
    sqltag`p."websiteId" = ${ctx.website.id}`,
    sqltag`p."archivedAt" IS NULL`,
    PUBLISHED,
    sqltag`i."publishOn" <= ${new Date()}`,
  ];
  if ('id' in where) parts.push(sqltag`p."id" = ${where.id}`);
  else if ('urlSlug' in where) {
    parts.push(sqltag`i."urlSlug" = ${where.urlSlug}`);
    if (where.collectionSlug)
      parts.push(
        sqltag`i."collectionId" IN (SELECT "id" FROM "Collection" WHERE "websiteId" = ${ctx.website.id} AND "urlSlug" = ${where.collectionSlug})`,
      );
  } else parts.push(sqltag`p."collectionId" = ${where.collectionId}`);
  // Prisma's cursor: from the cursor's row on, in listing order (a cursor that is gone finds nothing).
  if (cursorId !== null)
    parts.push(
      sqltag`(p."position", p."id") >= (SELECT "position", "id" FROM "Product" WHERE "id" = ${cursorId} AND "websiteId" = ${ctx.website.id})`,
    );
  return join(parts, ' AND ');
}

/** A single product's variants come joined with it (one statement); a page's in a second statement, where the join
 * would repeat every product's columns for each of its variants. */
const joinsVariants = (shape: ProductShape) => shape.variants && shape.page.take === 1;

function statementFor(shape: ProductShape, where: Sql, take: number | null, skip: number): Sql {
  const lists = [selectList('p', 'p_', PRODUCT)];
  if (shape.item.length > 0) lists.push(selectList('i', 'i_', ITEM, shape.item));
  if (shape.collection) lists.push(selectList('col', 'c_', COLLECTION, shape.collection));
  if (joinsVariants(shape)) lists.push(selectList('v', 'v_', VARIANT));
  const joins = [
    shape.collection ? ` JOIN "Collection" col ON col."id" = p."collectionId"` : '',
    joinsVariants(shape) ? ` LEFT JOIN "ProductVariant" v ON v."productId" = p."id"` : '',
  ].join('');
  // The page is chosen on the products alone, then joined with its rows: LIMIT counts products, not variants.
  const limit = take === null ? sqltag`` : sqltag` LIMIT ${take} OFFSET ${skip}`;
  const page = sqltag`SELECT p."id" AS "pageId" FROM "Product" p JOIN "Item" i ON i."id" = p."id" WHERE ${where} ORDER BY ${ORDER}${limit}`;
  return sqltag`SELECT ${raw(lists.join(', '))} FROM (${page}) page JOIN "Product" p ON p."id" = page."pageId" JOIN "Item" i ON i."id" = p."id"${raw(joins)} ORDER BY ${ORDER}${raw(joinsVariants(shape) ? ', v."position" ASC, v."id" ASC' : '')}`;
}

/** The live products `where` finds, in listing order and paged as `shape.page` says, each with what `shape` asks for. */
export async function readProductRows(ctx: ServiceContext, shape: ProductShape, where: ProductRowsWhere): Promise<Row[]> {
  const { take, skip, cursorId } = shape.page;
  const rows = await ctx.db.$queryRaw<Row[]>(statementFor(shape, conditions(ctx, where, cursorId), take, skip));
  const products: Row[] = [];
  for (const row of rows) {
    let product = products.at(-1) as Row;
    if (product?.id !== row.p_id) {
      product = pick(row, 'p_', PRODUCT);
      if (shape.item.length > 0) product.item = pick(row, 'i_', ITEM, shape.item);
      if (shape.collection) product.collection = pick(row, 'c_', COLLECTION, shape.collection);
      if (shape.variants) product.variants = [];
      products.push(product);
    }
    if (joinsVariants(shape) && row.v_id !== null && row.v_id !== undefined) (product.variants as Row[]).push(pick(row, 'v_', VARIANT));
  }
  if (products.length === 0) return products;
  if (shape.variants && !joinsVariants(shape)) await addChildren(ctx, products, VARIANTS, null);
  if (shape.images) await addChildren(ctx, products, IMAGES, shape.images.take);
  return products;
}

type Children = { key: 'variants' | 'images'; select: Sql; model: Columns };
const childrenOf = (key: Children['key'], table: string, model: Columns): Children => ({
  key,
  select: raw(`SELECT ${selectList('x', '', model)} FROM "${table}" x WHERE x."productId" IN `),
  model,
});
const VARIANTS = childrenOf('variants', 'ProductVariant', VARIANT);
const IMAGES = childrenOf('images', 'ProductImage', PRODUCT_IMAGE);

/** Each product's variants or images in their order (at most `take` each), in one statement for the page. */
async function addChildren(ctx: ServiceContext, products: Row[], children: Children, take: number | null): Promise<void> {
  const ids = products.map((p) => p.id as string);
  const rows = await ctx.db.$queryRaw<Row[]>(
    sqltag`${children.select}(${join(ids)}) AND x."websiteId" = ${ctx.website.id} ORDER BY x."position" ASC, x."id" ASC`,
  );
  const byProduct = new Map<string, Row[]>(ids.map((id) => [id, []]));
  for (const row of rows) {
    const list = byProduct.get(row.productId as string);
    if (list && (take === null || list.length < take)) list.push(pick(row, '', children.model));
  }
  for (const product of products) product[children.key] = byProduct.get(product.id as string);
}
