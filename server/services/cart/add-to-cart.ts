// Add to cart (spec §5, §7): the item's form answers are validated, the add-to-cart rules run against what the cart
// already holds, the cart's bounds (domain/store-limits.ts) against what it would hold, and the entry is created or
// merged (same item + SKU + identical answers) in one transaction (a first add: the new cart and its entry as one
// batch of INSERTs, new-cart.ts). An Add-To-Cart-Id is claimed by that transaction's first write, so retries of one
// add, however concurrent, add once and answer alike.
import { effectivePriceCents } from '../../../domain/availability.ts';
import { type CartProduct, checkAddToCart } from '../../../domain/cart-validation.ts';
import { isValidEmail } from '../../../domain/email.ts';
import { validateAnswers } from '../../../domain/form-validation.ts';
import { canonicalAnswersKey, type FormAnswers, normalizeAnswers } from '../../../domain/form-values.ts';
import { giftCardRecipient } from '../../../domain/gift-card.ts';
import {
  CHARACTER_LIMIT_MESSAGE,
  EMAIL_FORMAT_EXAMPLE,
  QUANTITY_OUT_OF_RANGE_MESSAGE,
  siteFormEmailInvalidMessage,
  TrackedErrorType,
  VARIANT_UNAVAILABLE_MESSAGE,
} from '../../../domain/messages.ts';
import { ProductType } from '../../../domain/product-type.ts';
import { cartLimitProblem, LINE_QUANTITY_MAX } from '../../../domain/store-limits.ts';
import type { ProductVariant } from '../../db/generated/postgresql/client.ts';
import { transaction } from '../../db/kysely.ts';
import { liveNow, type ProductMeta } from '../catalog-memo.ts';
import type { RequestContext, ServiceContext } from '../context.ts';
import { fail, type Result, type UserError } from '../user-errors.ts';
import { readProductVariants } from './cart-rows.ts';
import { type CartLine, type CartRow, loadCart, shopperCartLines } from './cart-store.ts';
import { type CartView, cartView, type EntryView } from './cart-view.ts';
import { answerClaim, insertClaim, mergeEntryRow } from './cart-writes.ts';
import { type AddRequestKey, type NewEntry, newEntryRow, writeNewCart } from './new-cart.ts';

export type AddToCartInput = {
  cartToken?: string | null;
  itemId: string;
  sku?: string | null;
  quantity?: unknown;
  additionalFields?: unknown;
  selectedOptions?: Record<string, string> | null;
  /** Add-To-Cart-Id: a repeated id returns the first result and adds nothing twice. */
  addToCartId?: string | null;
};

export type CartChange = { cart: CartView; entry: EntryView | null };

export type CartProductRow = { meta: ProductMeta; variants: ProductVariant[] };

export const cartProduct = ({ meta, variants }: CartProductRow): CartProduct => ({
  productType: meta.productType,
  optionOrdering: meta.optionOrdering,
  variants: variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    attributes: (v.attributes ?? {}) as Record<string, string>,
    unlimited: v.unlimited,
    qtyInStock: v.qtyInStock,
  })),
});

/** The product's form answers, normalised and validated; errors are keyed by field id. */
export function checkAnswers(
  { meta }: CartProductRow,
  raw: unknown,
): { ok: true; answers: FormAnswers | null; key: string } | { ok: false; userErrors: UserError[] } {
  if (!meta.formFields && meta.productType === ProductType.GIFT_CARD) return giftCardAnswers(raw);
  if (!meta.formFields) return { ok: true, answers: null, key: '' };
  const answers = normalizeAnswers(meta.formFields, raw);
  const errors = Object.entries(validateAnswers(meta.formFields, answers));
  if (errors.length > 0)
    return { ok: false, userErrors: errors.map(([field, message]) => ({ code: 'INVALID_FORM_ANSWER', message, field })) };
  return { ok: true, answers, key: canonicalAnswersKey(answers) };
}

/** A gift card's optional recipient email and message travel with the entry like form answers. */
function giftCardAnswers(raw: unknown): { ok: true; answers: FormAnswers | null; key: string } | { ok: false; userErrors: UserError[] } {
  const recipient = giftCardRecipient(raw, isValidEmail);
  if (!recipient.ok) {
    const message = recipient.reason === 'email' ? siteFormEmailInvalidMessage(EMAIL_FORMAT_EXAMPLE) : CHARACTER_LIMIT_MESSAGE;
    return { ok: false, userErrors: [{ code: 'INVALID_FORM_ANSWER', message, field: recipient.field }] };
  }
  return recipient.value
    ? { ok: true, answers: recipient.value, key: canonicalAnswersKey(recipient.value) }
    : { ok: true, answers: null, key: '' };
}

/** The product (memoised display data) with its variants read fresh: stock and prices are never memoised. Null when
 * shoppers may not buy it (unknown, a draft, scheduled for later, archived). */
export async function loadCartProduct(ctx: RequestContext, itemId: string): Promise<CartProductRow | null> {
  const [metas, variants] = await Promise.all([ctx.catalog.products(ctx, [itemId]), readProductVariants(ctx, itemId)]);
  const meta = metas.get(itemId);
  return meta && liveNow(meta) ? { meta, variants } : null;
}

/** What the cart would hold after adding: an identical line (item, SKU, answers) grows, else a new line is added. */
function withAdded(lines: CartLine[], added: CartLine): CartLine[] {
  const same = (l: CartLine) => l.itemId === added.itemId && l.sku === added.sku && l.additionalFieldsKey === added.additionalFieldsKey;
  return lines.some(same) ? lines.map((l) => (same(l) ? { ...l, quantity: l.quantity + added.quantity } : l)) : [...lines, added];
}

/** A line that would hold more than LINE_QUANTITY_MAX after a concurrent add: the whole add is rolled back. */
class LineQuantityExceeded extends Error {}

type DbError = { code?: string; name?: string; cause?: { kind?: string }; meta?: { driverAdapterError?: { cause?: { kind?: string } } } };
/** A write refused by a unique index: P2002 from a model write, P2010 naming the violation from a raw one, or the
 * driver's own error from a Kysely statement (server/db/kysely.ts). */
const isUniqueViolation = (err: unknown) => {
  const e = err as DbError;
  if (e.name === 'DriverAdapterError') return e.cause?.kind === 'UniqueConstraintViolation';
  return e.code === 'P2002' || (e.code === 'P2010' && e.meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation');
};

export async function addToCart(ctx: RequestContext, input: AddToCartInput): Promise<Result<CartChange>> {
  await ctx.limits.consume('cartWrites', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const product = await loadCartProduct(ctx, input.itemId);
  if (!product) return fail(TrackedErrorType.VARIANT_UNAVAILABLE, VARIANT_UNAVAILABLE_MESSAGE, 'itemId');
  const answers = checkAnswers(product, input.additionalFields);
  if (!answers.ok) return answers;
  const claim = input.addToCartId ? addRequestKey(ctx, input.addToCartId, input.cartToken) : null;
  const prior = claim ? await priorAdd(ctx, claim) : null;
  if (prior) return { ok: true, ...(await changeOf(ctx, prior.cartId, prior.entryId)) };
  const { cartId, lines } = await shopperCartLines(ctx, input.cartToken);
  const held = (variantId: string) =>
    lines.reduce((n, l) => n + (l.itemId === product.meta.id && l.variantId === variantId ? l.quantity : 0), 0);
  const rules = { ...cartProduct(product), multipleQuantityAllowedForServices: ctx.website.multipleQuantityAllowedForServices };
  const check = checkAddToCart(rules, input, held);
  if (!check.ok) return fail(check.error.code, check.error.message, check.error.field ?? undefined);
  const variant = product.variants.find((v) => v.id === check.variant.id) as ProductVariant;
  const line: CartLine = {
    itemId: product.meta.id,
    variantId: variant.id,
    sku: variant.sku,
    additionalFieldsKey: answers.key,
    quantity: check.quantity,
    unitPriceCents: effectivePriceCents(variant),
    giftCard: product.meta.productType === ProductType.GIFT_CARD,
  };
  const limit = cartLimitProblem(withAdded(lines, line), ctx.website.currency);
  if (limit) return fail(limit.code, limit.message, limit.field);
  const entry: NewEntry = { ...line, answers: answers.answers };
  try {
    if (!cartId) {
      // A first add writes the cart, its entry and the claim in one transaction and answers the rows as written
      // (new-cart.ts).
      const made = await writeNewCart(ctx, entry, claim);
      const cart = await cartView(ctx, { ...made.cart, entries: [{ ...made.entry, variant }], coupons: [] });
      return { ok: true, cart, entry: cart.entries.find((e) => e.id === made.entry.id) ?? null };
    }
    // The claim of the Add-To-Cart-Id is the first write: a concurrent retry waits on it, fails, and replays.
    const entryId = await transaction(ctx.db, async (trx) => {
      const now = new Date();
      if (claim) await insertClaim(trx, ctx.db, claim, { cartId: null, entryId: null }, now);
      const merged = await mergeEntryRow(trx, ctx.db, newEntryRow(ctx.website.id, cartId, entry, now));
      if (merged.quantity > LINE_QUANTITY_MAX) throw new LineQuantityExceeded();
      if (claim) await answerClaim(trx, ctx.db, claim, cartId, merged.id);
      return merged.id;
    });
    return { ok: true, ...(await changeOf(ctx, cartId, entryId)) };
  } catch (err) {
    if (err instanceof LineQuantityExceeded) return fail('QUANTITY_OUT_OF_RANGE', QUANTITY_OUT_OF_RANGE_MESSAGE, 'quantity');
    const replay = claim && isUniqueViolation(err) ? await priorAdd(ctx, claim) : null;
    if (replay) return { ok: true, ...(await changeOf(ctx, replay.cartId, replay.entryId)) };
    throw err;
  }
}

/** An Add-To-Cart-Id belongs to its caller: a browser's visitor, or a token caller together with the cart it names. */
function addRequestKey(ctx: RequestContext, addToCartId: string, cartToken?: string | null): AddRequestKey {
  const callerKey = ctx.credential === 'cookies' ? ctx.caller : `${ctx.caller}:${cartToken ?? ''}`;
  return { websiteId: ctx.website.id, callerKey, addToCartId };
}

async function priorAdd(ctx: RequestContext, key: AddRequestKey): Promise<{ cartId: string; entryId: string } | null> {
  const prior = await ctx.db.cartAddRequest.findUnique({ where: { websiteId_callerKey_addToCartId: key } });
  return prior?.cartId && prior.entryId ? { cartId: prior.cartId, entryId: prior.entryId } : null;
}

/** The cart after a change, with the changed entry. (The doors keep the CART cookie in step with it.) */
export async function changeOf(ctx: ServiceContext, cartId: string, entryId: string | null): Promise<CartChange> {
  const row = (await loadCart(ctx, { id: cartId })) as CartRow;
  const cart = await cartView(ctx, row);
  return { cart, entry: cart.entries.find((e) => e.id === entryId) ?? null };
}
