// The product relations the one-statement reader (product-rows.ts) leaves to Prisma: a product's subscription plans,
// its custom form and its merchandising. Each is read for the whole page in one statement, with the selection Pothos
// asked for, and given to each product — as Prisma reads a relation of a page of products itself — so the storefront's
// product page and listing, which ask for them, are still read by the reader. tests/api/product-rows.test.ts checks
// the answers equal Prisma's on both databases.
import type { Db, Prisma } from '../../db/client.ts';

type Row = Record<string, unknown>;
type Selection = Record<string, unknown>;

const isRecord = (v: unknown): v is Selection => typeof v === 'object' && v !== null && !Array.isArray(v);

/** How a relation is found: by the products' ids (its rows hold `productId`), or by a column of the product. */
type Relation = {
  many: boolean;
  /** The column on the related row, and the product's value it matches. */
  key: string;
  productKey: 'id' | 'additionalFieldsFormId';
  /** Options Pothos may put beside `select`/`include` (else the relation is left to Prisma). */
  options: readonly string[];
  read: (db: Db, args: Selection) => Promise<Row[]>;
};

export const PRISMA_RELATIONS = {
  subscriptionOptions: {
    many: true,
    key: 'productId',
    productKey: 'id',
    options: ['orderBy'],
    read: (db, args) => db.productSubscriptionOption.findMany(args as Prisma.ProductSubscriptionOptionFindManyArgs),
  },
  merchandising: {
    many: false,
    key: 'productId',
    productKey: 'id',
    options: [],
    read: (db, args) => db.merchandisingContext.findMany(args as Prisma.MerchandisingContextFindManyArgs),
  },
  additionalFieldsForm: {
    many: false,
    key: 'id',
    productKey: 'additionalFieldsFormId',
    options: [],
    read: (db, args) => db.customForm.findMany(args as Prisma.CustomFormFindManyArgs),
  },
} as const satisfies Record<string, Relation>;

export type PrismaRelationName = keyof typeof PRISMA_RELATIONS;

export const isPrismaRelation = (key: string): key is PrismaRelationName => key in PRISMA_RELATIONS;

/** Whether Pothos's selection of the relation is one this module passes to Prisma as it is: `true`, or an object with
 * `select` or `include` and only the options the relation allows. */
export function passableSelection(name: PrismaRelationName, v: unknown): boolean {
  if (v === true) return true;
  if (!isRecord(v)) return false;
  const allowed: readonly string[] = ['select', 'include', ...PRISMA_RELATIONS[name].options];
  return Object.keys(v).every((k) => allowed.includes(k)) && !(v.select !== undefined && v.include !== undefined);
}

/** Reads relation `name` of `products` (each holding the column its relation is found by) with `selection`, and
 * sets it on each: a list in the selection's order, or the one row or null. */
export async function addPrismaRelation(db: Db, products: Row[], name: PrismaRelationName, selection: unknown): Promise<void> {
  const relation: Relation = PRISMA_RELATIONS[name];
  const keys = [...new Set(products.map((p) => p[relation.productKey]).filter((k): k is string => typeof k === 'string'))];
  const args: Selection = isRecord(selection) ? { ...selection } : {};
  // The rows must carry the column they are matched by: added to a `select` that lacks it, and taken off again.
  const added = isRecord(args.select) && args.select[relation.key] !== true;
  if (added) args.select = { ...(args.select as Selection), [relation.key]: true };
  args.where = { [relation.key]: { in: keys } };
  const rows = keys.length > 0 ? await relation.read(db, args) : [];
  const byKey = new Map<unknown, Row[]>();
  for (const row of rows) {
    const key = row[relation.key];
    if (added) delete row[relation.key];
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
  for (const product of products) {
    const found = byKey.get(product[relation.productKey]) ?? [];
    product[name] = relation.many ? found : (found[0] ?? null);
  }
}
