// Changing a cart's entries: quantity (clamped to stock, with a warning), removal, and a custom form's answers.
import { parseQuantity } from '../../../domain/cart-validation.ts';
import { NO_ENTRY_MESSAGE, QUANTITY_OUT_OF_RANGE_MESSAGE } from '../../../domain/messages.ts';
import { tracksStock } from '../../../domain/product-type.ts';
import { cartLimitProblem, LINE_QUANTITY_MAX } from '../../../domain/store-limits.ts';
import type { RequestContext } from '../context.ts';
import { fail, type Result } from '../user-errors.ts';
import { type CartChange, changeOf, checkAnswers, loadCartProduct } from './add-to-cart.ts';
import { findShopperCart, linesOf } from './cart-store.ts';

export type CartWarning = { code: string; message: string };

async function shopperEntry(ctx: RequestContext, cartToken: string | null | undefined, entryId: string) {
  const cart = await findShopperCart(ctx, cartToken);
  return { cart, entry: cart?.entries.find((e) => e.id === entryId) ?? null };
}

/** A new quantity for an entry; 0 removes it. More than the stock allows is clamped, with a warning. */
export async function changeQuantity(
  ctx: RequestContext,
  input: { cartToken?: string | null; entryId: string; quantity: unknown },
): Promise<Result<CartChange & { warnings: CartWarning[] }>> {
  await ctx.limits.consume('cartWrites', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  if (input.quantity === 0 || input.quantity === '0') return withoutWarnings(await removeEntry(ctx, input));
  const parsed = parseQuantity(input.quantity);
  if (!parsed.ok) return fail(parsed.error.code, parsed.error.message, 'quantity');
  const { cart, entry } = await shopperEntry(ctx, input.cartToken, input.entryId);
  if (!cart || !entry) return fail('API_FAILURE', NO_ENTRY_MESSAGE, 'entryId');
  const meta = (await ctx.catalog.products(ctx, [entry.itemId])).get(entry.itemId);
  const others = cart.entries.filter((e) => e.id !== entry.id && e.variantId === entry.variantId).reduce((s, e) => s + e.quantity, 0);
  const available =
    entry.variant.unlimited || !tracksStock(meta?.productType ?? 0)
      ? Number.POSITIVE_INFINITY
      : Math.max(0, entry.variant.qtyInStock - others);
  const quantity = Math.min(parsed.quantity, available);
  const warnings: CartWarning[] =
    quantity < parsed.quantity
      ? [
          {
            code: 'QUANTITY_CLAMPED',
            message: `Only ${available} of ${meta?.title ?? entry.sku} available; the quantity was set to ${available}.`,
          },
        ]
      : [];
  if (quantity === 0) {
    const removed = await removeEntry(ctx, input);
    return removed.ok ? { ...removed, warnings } : removed;
  }
  const lines = await linesOf(ctx, cart);
  const limit = cartLimitProblem(
    lines.map((l, i) => (cart.entries[i].id === entry.id ? { ...l, quantity } : l)),
    cart.currency,
  );
  if (limit) return fail(limit.code, limit.message, limit.field);
  await ctx.db.cartEntry.update({ where: { id: entry.id }, data: { quantity } });
  return { ok: true, ...(await changeOf(ctx, cart.id, entry.id)), warnings };
}

export async function removeEntry(ctx: RequestContext, input: { cartToken?: string | null; entryId: string }): Promise<Result<CartChange>> {
  const { cart, entry } = await shopperEntry(ctx, input.cartToken, input.entryId);
  if (!cart || !entry) return fail('API_FAILURE', NO_ENTRY_MESSAGE, 'entryId');
  await ctx.db.cartEntry.delete({ where: { id: entry.id } });
  return { ok: true, ...(await changeOf(ctx, cart.id, null)) };
}

/** New answers to the item's custom form, validated like on add; identical answers merge into one entry. */
export async function updateAdditionalFields(
  ctx: RequestContext,
  input: { cartToken?: string | null; entryId: string; additionalFields: unknown },
): Promise<Result<CartChange>> {
  await ctx.limits.consume('cartWrites', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const { cart, entry } = await shopperEntry(ctx, input.cartToken, input.entryId);
  if (!cart || !entry) return fail('API_FAILURE', NO_ENTRY_MESSAGE, 'entryId');
  const product = await loadCartProduct(ctx, entry.itemId);
  if (!product) return fail('API_FAILURE', NO_ENTRY_MESSAGE, 'entryId');
  const answers = checkAnswers(product, input.additionalFields);
  if (!answers.ok) return answers;
  const twin = cart.entries.find(
    (e) => e.id !== entry.id && e.itemId === entry.itemId && e.sku === entry.sku && e.additionalFieldsKey === answers.key,
  );
  if (twin) {
    // Identical answers make one line, still within LINE_QUANTITY_MAX (checked in the write, so no race passes it).
    const merged = await ctx.db.$transaction(async (tx) => {
      const { count } = await tx.cartEntry.updateMany({
        where: { id: twin.id, quantity: { lte: LINE_QUANTITY_MAX - entry.quantity } },
        data: { quantity: { increment: entry.quantity } },
      });
      if (count === 1) await tx.cartEntry.delete({ where: { id: entry.id } });
      return count === 1;
    });
    if (!merged) return fail('QUANTITY_OUT_OF_RANGE', QUANTITY_OUT_OF_RANGE_MESSAGE, 'quantity');
    return { ok: true, ...(await changeOf(ctx, cart.id, twin.id)) };
  }
  await ctx.db.cartEntry.update({
    where: { id: entry.id },
    data: { additionalFields: answers.answers ?? undefined, additionalFieldsKey: answers.key },
  });
  return { ok: true, ...(await changeOf(ctx, cart.id, entry.id)) };
}

const withoutWarnings = <T>(r: Result<T>) => (r.ok ? { ...r, warnings: [] as CartWarning[] } : r);
