// A shopper's first add: the new cart, its entry and (with an Add-To-Cart-Id) the claim naming both are three INSERTs
// in one transaction (Kysely on Prisma's connection: server/db/kysely.ts) — all written or none. Ids and times are
// made here, so nothing is read back: the add answers the rows as written. Prisma's interactive transaction (create,
// upsert, claim, claim's result) took about twice the CPU for the same rows (docs/performance.md). A new cart cannot
// be added to concurrently (nobody holds its token yet), so its entry is a plain INSERT and its quantity is the add's
// own, already checked against LINE_QUANTITY_MAX. Ids are UUIDs, as the schema's `@default(uuid())` makes them.
import { randomUUID } from 'node:crypto';
import type { FormAnswers } from '../../../domain/form-values.ts';
import type { CartEntry, ShoppingCart } from '../../db/generated/postgresql/client.ts';
import { transaction } from '../../db/kysely.ts';
import type { RequestContext } from '../context.ts';
import { type CartLine, newCartRow } from './cart-store.ts';
import { insertCartRow, insertClaim, insertEntryRow } from './cart-writes.ts';

/** An Add-To-Cart-Id as its caller sent it: the key of its claim (CartAddRequest). */
export type AddRequestKey = { websiteId: string; callerKey: string; addToCartId: string };

/** A line to add with the form answers it carries. */
export type NewEntry = CartLine & { answers: FormAnswers | null };

export type NewCart = { cart: ShoppingCart; entry: CartEntry };

/** A new entry's row as written: its id and times made here, its answers as JSON text (SQLite stores it so,
 * PostgreSQL reads the text as jsonb). */
export function newEntryRow(websiteId: string, cartId: string, e: NewEntry, now: Date) {
  return {
    id: randomUUID(),
    websiteId,
    cartId,
    itemId: e.itemId,
    variantId: e.variantId,
    sku: e.sku,
    quantity: e.quantity,
    additionalFieldsKey: e.additionalFieldsKey,
    additionalFields: e.answers ? JSON.stringify(e.answers) : null,
    created: now,
    updatedAt: now,
  };
}

/** Writes a new STANDARD cart holding `e`, the claim first (a concurrent retry of the same add waits on it, fails, and
 * replays), and answers its rows as Prisma would (the columns' defaults filled in). */
export async function writeNewCart(ctx: RequestContext, e: NewEntry, claim: AddRequestKey | null): Promise<NewCart> {
  const now = new Date();
  const cartRow = { id: randomUUID(), ...newCartRow(ctx, 'STANDARD'), created: now, updatedAt: now };
  const entryRow = newEntryRow(ctx.website.id, cartRow.id, e, now);
  await transaction(ctx.db, async (trx) => {
    if (claim) await insertClaim(trx, ctx.db, claim, { cartId: cartRow.id, entryId: entryRow.id }, now);
    await insertCartRow(trx, ctx.db, cartRow);
    await insertEntryRow(trx, ctx.db, entryRow);
  });
  const cart: ShoppingCart = {
    ...cartRow,
    isPurchased: false,
    orderId: null,
    shippingLocation: null,
    selectedShippingOptionId: null,
    subscriptionOptionId: null,
  };
  const entry: CartEntry = { ...entryRow, additionalFields: e.answers, purchasePriceCents: null };
  return { cart, entry };
}
