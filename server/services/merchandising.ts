// Owners change a product's merchandising context (spec §3): scarcity on or off with its threshold and text, custom
// sold-out and sale texts, restock notifications with their success message and mailing-list options. The
// storefront, `?format=json` and the catalog cache see the change at once.
import { z } from 'zod';
import { NO_SUCH_PRODUCT_MESSAGE } from '../../domain/messages.ts';
import { MAX_STOCK } from '../../domain/store-limits.ts';
import type { Tx } from '../db/client.ts';
import type { MerchandisingContext } from '../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from './audit.ts';
import { fail, type Result } from './user-errors.ts';
import { invalidInput, parseWith } from './validation.ts';

export type MerchandisingShape = Omit<MerchandisingContext, 'websiteId' | 'updatedAt'>;

/** A product without a merchandising row gets these defaults. */
export const defaultMerchandising = (productId: string): MerchandisingShape => ({
  productId,
  scarcityEnabled: false,
  scarcityThreshold: 5,
  scarcityText: null,
  customSoldOutText: null,
  customSaleText: null,
  restockNotificationsEnabled: false,
  restockSuccessMessage: null,
  restockAutoSend: false,
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
});

const text = (max: number) => z.string().trim().max(max).nullable();

/** The fields an owner may change; absent fields stay as they are, null texts go back to the defaults. */
export const MerchandisingChanges = z.strictObject({
  scarcityEnabled: z.boolean().optional(),
  scarcityThreshold: z.number().int().min(1).max(MAX_STOCK).optional(),
  scarcityText: text(200).optional(),
  customSoldOutText: text(100).optional(),
  customSaleText: text(100).optional(),
  restockNotificationsEnabled: z.boolean().optional(),
  restockSuccessMessage: text(500).optional(),
  restockAutoSend: z.boolean().optional(),
  mailingListSignUpEnabled: z.boolean().optional(),
  mailingListOptInByDefault: z.boolean().optional(),
});

export async function updateMerchandising(
  ctx: OwnerContext,
  input: { productId: string; changes: unknown },
): Promise<Result<{ merchandising: MerchandisingContext }>> {
  const parsed = parseWith(MerchandisingChanges, input.changes, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const product = await ctx.db.product.findFirst({
    where: { id: input.productId, websiteId: ctx.website.id },
    select: { id: true, merchandising: true },
  });
  if (!product) return fail('NOT_FOUND', NO_SUCH_PRODUCT_MESSAGE, 'productId');
  const merchandising = await ctx.db.$transaction(async (tx) => {
    const after = await writeMerchandising(tx, ctx.website.id, product.id, parsed.data);
    await recordChanges(tx, ctx, [
      { action: 'product.merchandising', entityType: 'Product', entityId: product.id, before: product.merchandising, after },
    ]);
    return after;
  });
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Product', id: product.id }]);
  return { ok: true, merchandising };
}

/** Writes validated changes in a transaction (an emptied text goes back to the default). */
export function writeMerchandising(tx: Tx, websiteId: string, productId: string, parsed: z.output<typeof MerchandisingChanges>) {
  const changes = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v === '' ? null : v]));
  return tx.merchandisingContext.upsert({
    where: { productId },
    create: { productId, websiteId, ...changes },
    update: changes,
  });
}
