// Automatic restock emails: when a variant's stock comes back (from none to some, by an owner's adjustment or edit, an
// import, or a cancelled order's stock return) and its product sends restock emails by itself, the variant is marked
// in the same transaction; the restock job (every minute) sends its pending sign-ups and clears the mark. Each
// sign-up is claimed as it is queued (restock.ts), so however many adjustments race, nobody is emailed twice.
import type { Tx } from '../db/client.ts';
import type { BackgroundServices } from './background.ts';
import { sendAllRestockNotifications } from './restock.ts';

type Stock = { unlimited: boolean; qtyInStock: number };
export type StockMove = { variantId: string; before: Stock; after: Stock };

const available = (s: Stock) => s.unlimited || s.qtyInStock > 0;

/** Marks the variants whose stock came back, when their product sends restock emails by itself. */
export async function markRestocked(tx: Tx, websiteId: string, moves: StockMove[]): Promise<void> {
  const restocked = moves.filter((m) => !available(m.before) && available(m.after)).map((m) => m.variantId);
  if (restocked.length === 0) return;
  await tx.productVariant.updateMany({
    where: { id: { in: restocked }, websiteId, product: { merchandising: { restockAutoSend: true } } },
    data: { restockSendPending: true },
  });
}

/** Variants one run of the job handles; each sends at most MAX_RESTOCK_EMAILS_PER_SEND emails per run. */
const VARIANTS_PER_RUN = 50;

/** Sends the pending sign-ups of marked variants; a variant stays marked until none of its sign-ups is left. */
export async function sendPendingRestocks(services: Pick<BackgroundServices, 'db'>, stopping: () => boolean = () => false) {
  const marked = await services.db.productVariant.findMany({
    where: { restockSendPending: true },
    select: { id: true, productId: true, websiteId: true },
    take: VARIANTS_PER_RUN,
  });
  let queued = 0;
  for (const v of marked) {
    if (stopping()) break;
    const ctx = { db: services.db, website: { id: v.websiteId } };
    const sent = await sendAllRestockNotifications(ctx, [{ productId: v.productId, variantId: v.id }]);
    queued += sent.queued;
    if (sent.remaining === 0) await services.db.productVariant.updateMany({ where: { id: v.id }, data: { restockSendPending: false } });
  }
  return { variants: marked.length, queued };
}
