// The cart's hot writes as prepared statements (server/db/prepared.ts): built and compiled once, each call copying its
// values in — an add's claim of its Add-To-Cart-Id and the claim's answer, a new cart and its first entry, and the
// atomic merge of an entry (INSERT … ON CONFLICT DO UPDATE … RETURNING, so concurrent adds lose nothing).

import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { DB, QueryTransaction } from '../../db/kysely.ts';
import { query } from '../../db/kysely.ts';
import { PreparedStatement } from '../../db/prepared.ts';
import type { AddRequestKey } from './new-cart.ts';

const ENTRY_VALUES = [
  'id',
  'websiteId',
  'cartId',
  'itemId',
  'variantId',
  'sku',
  'quantity',
  'additionalFields',
  'additionalFieldsKey',
  'created',
  'updatedAt',
] as const;
/** A new entry's row as written (new-cart.ts newEntryRow): every column an INSERT of it names. */
export type EntryRow = Required<Pick<Insertable<DB['CartEntry']>, (typeof ENTRY_VALUES)[number]>>;

const insertEntry = (db: Db, value: <T = string>(i: number) => T) =>
  query(db)
    .insertInto('CartEntry')
    .values({
      id: value(0),
      websiteId: value(1),
      cartId: value(2),
      itemId: value(3),
      variantId: value(4),
      sku: value(5),
      quantity: value<number>(6),
      additionalFields: value<string | null>(7),
      additionalFieldsKey: value(8),
      created: value<Date>(9),
      updatedAt: value<Date>(10),
    });

const entryInsert = new PreparedStatement((db, value) => insertEntry(db, value));

const entryMerge = new PreparedStatement((db, value) =>
  insertEntry(db, value)
    .onConflict((conflict) =>
      conflict.columns(['cartId', 'itemId', 'sku', 'additionalFieldsKey']).doUpdateSet((eb) => ({
        quantity: eb('CartEntry.quantity', '+', eb.ref('excluded.quantity')),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .returning(['id', 'quantity']),
);

const entryValues = (row: EntryRow) => ENTRY_VALUES.map((key) => row[key]);

/** Writes a new entry (of a cart nobody else can add to yet). */
export async function insertEntryRow(trx: QueryTransaction, db: Db, row: EntryRow): Promise<void> {
  await trx.executeQuery(entryInsert.compile(db, '', undefined, entryValues(row)));
}

/** Creates the entry, or adds its quantity to the one with the same item, SKU and answers; answers the entry's id and
 * the line's quantity now. */
export async function mergeEntryRow(trx: QueryTransaction, db: Db, row: EntryRow): Promise<{ id: string; quantity: number }> {
  const { rows } = await trx.executeQuery(entryMerge.compile(db, '', undefined, entryValues(row)));
  return rows[0];
}

const CART_VALUES = ['id', 'websiteId', 'token', 'kind', 'currency', 'visitorId', 'siteUserId', 'created', 'updatedAt'] as const;
/** A new cart's row as written (new-cart.ts): every column an INSERT of it names. */
export type CartRow = Required<Pick<Insertable<DB['ShoppingCart']>, (typeof CART_VALUES)[number]>>;

const cartInsert = new PreparedStatement((db, value) =>
  query(db)
    .insertInto('ShoppingCart')
    .values({
      id: value(0),
      websiteId: value(1),
      token: value(2),
      kind: value<CartRow['kind']>(3),
      currency: value(4),
      visitorId: value<string | null>(5),
      siteUserId: value<string | null>(6),
      created: value<Date>(7),
      updatedAt: value<Date>(8),
    }),
);

/** Writes a new cart. */
export async function insertCartRow(trx: QueryTransaction, db: Db, row: CartRow): Promise<void> {
  await trx.executeQuery(
    cartInsert.compile(
      db,
      '',
      undefined,
      CART_VALUES.map((key) => row[key]),
    ),
  );
}

const claimInsert = new PreparedStatement((db, value) =>
  query(db)
    .insertInto('CartAddRequest')
    .values({
      websiteId: value(0),
      callerKey: value(1),
      addToCartId: value(2),
      cartId: value<string | null>(3),
      entryId: value<string | null>(4),
      createdAt: value<Date>(5),
    }),
);

/** Claims an Add-To-Cart-Id (its key is unique: a concurrent retry of the same add fails here, and replays), naming
 * the cart and entry when they are known already. */
export async function insertClaim(
  trx: QueryTransaction,
  db: Db,
  key: AddRequestKey,
  answer: { cartId: string | null; entryId: string | null },
  now: Date,
): Promise<void> {
  const values = [key.websiteId, key.callerKey, key.addToCartId, answer.cartId, answer.entryId, now];
  await trx.executeQuery(claimInsert.compile(db, '', undefined, values));
}

const claimAnswer = new PreparedStatement((db, value) =>
  query(db)
    .updateTable('CartAddRequest')
    .set({ cartId: value(0), entryId: value(1) })
    .where('websiteId', '=', value(2))
    .where('callerKey', '=', value(3))
    .where('addToCartId', '=', value(4)),
);

/** The claim of an Add-To-Cart-Id, once its add is written: the cart and entry a retry answers. */
export async function answerClaim(trx: QueryTransaction, db: Db, key: AddRequestKey, cartId: string, entryId: string): Promise<void> {
  const values = [cartId, entryId, key.websiteId, key.callerKey, key.addToCartId];
  await trx.executeQuery(claimAnswer.compile(db, '', undefined, values));
}
