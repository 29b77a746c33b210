// The cart's hot writes as prepared statements (server/db/prepared.ts): built and compiled once, each call copying its
// values in by name — an add's claim of its Add-To-Cart-Id and the claim's answer, a new cart and its first entry, and
// the atomic merge of an entry (INSERT … ON CONFLICT DO UPDATE … RETURNING, so concurrent adds lose nothing).

import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { DB, QueryTransaction } from '../../db/kysely.ts';
import { query } from '../../db/kysely.ts';
import { type Param, PreparedStatement, paramRow } from '../../db/prepared.ts';
import type { AddRequestKey } from './new-cart.ts';

const ENTRY_COLUMNS = [
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
export type EntryRow = Required<Pick<Insertable<DB['CartEntry']>, (typeof ENTRY_COLUMNS)[number]>>;

const insertEntry = (db: Db, param: Param<EntryRow>) => query(db).insertInto('CartEntry').values(paramRow(param, ENTRY_COLUMNS));

const entryInsert = new PreparedStatement((db, param: Param<EntryRow>) => insertEntry(db, param));

const entryMerge = new PreparedStatement((db, param: Param<EntryRow>) =>
  insertEntry(db, param)
    .onConflict((conflict) =>
      conflict.columns(['cartId', 'itemId', 'sku', 'additionalFieldsKey']).doUpdateSet((eb) => ({
        quantity: eb('CartEntry.quantity', '+', eb.ref('excluded.quantity')),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .returning(['id', 'quantity']),
);

/** Writes a new entry (of a cart nobody else can add to yet). */
export async function insertEntryRow(trx: QueryTransaction, db: Db, row: EntryRow): Promise<void> {
  await trx.executeQuery(entryInsert.compile(db, row));
}

/** Creates the entry, or adds its quantity to the one with the same item, SKU and answers; answers the entry's id and
 * the line's quantity now. */
export async function mergeEntryRow(trx: QueryTransaction, db: Db, row: EntryRow): Promise<{ id: string; quantity: number }> {
  const { rows } = await trx.executeQuery(entryMerge.compile(db, row));
  return rows[0];
}

const CART_COLUMNS = ['id', 'websiteId', 'token', 'kind', 'currency', 'visitorId', 'siteUserId', 'created', 'updatedAt'] as const;
/** A new cart's row as written (new-cart.ts): every column an INSERT of it names. */
export type CartRow = Required<Pick<Insertable<DB['ShoppingCart']>, (typeof CART_COLUMNS)[number]>>;

const cartInsert = new PreparedStatement((db, param: Param<CartRow>) =>
  query(db).insertInto('ShoppingCart').values(paramRow(param, CART_COLUMNS)),
);

/** Writes a new cart. */
export async function insertCartRow(trx: QueryTransaction, db: Db, row: CartRow): Promise<void> {
  await trx.executeQuery(cartInsert.compile(db, row));
}

const CLAIM_COLUMNS = ['websiteId', 'callerKey', 'addToCartId', 'cartId', 'entryId', 'createdAt'] as const;
type ClaimRow = Required<Pick<Insertable<DB['CartAddRequest']>, (typeof CLAIM_COLUMNS)[number]>>;

const claimInsert = new PreparedStatement((db, param: Param<ClaimRow>) =>
  query(db).insertInto('CartAddRequest').values(paramRow(param, CLAIM_COLUMNS)),
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
  const row: ClaimRow = { ...key, ...answer, createdAt: now };
  await trx.executeQuery(claimInsert.compile(db, row));
}

const claimAnswer = new PreparedStatement((db, param: Param<AddRequestKey & { cartId: string; entryId: string }>) =>
  query(db)
    .updateTable('CartAddRequest')
    .set({ cartId: param('cartId'), entryId: param('entryId') })
    .where('websiteId', '=', param('websiteId'))
    .where('callerKey', '=', param('callerKey'))
    .where('addToCartId', '=', param('addToCartId')),
);

/** The claim of an Add-To-Cart-Id, once its add is written: the cart and entry a retry answers. */
export async function answerClaim(trx: QueryTransaction, db: Db, key: AddRequestKey, cartId: string, entryId: string): Promise<void> {
  await trx.executeQuery(claimAnswer.compile(db, { ...key, cartId, entryId }));
}
