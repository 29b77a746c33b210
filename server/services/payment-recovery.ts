// Money left mid-way by a node that died: orders recorded but never settled (PENDING past their grace period) are
// settled (captured and completed, or given back), and refunds never completed are completed. Both use the keys the
// first attempt used, so the provider moves money once. Run by the scheduler on every node; conditional updates
// make concurrent runs harmless.
import { type BackgroundServices, orderContextFor } from './background.ts';
import { SETTLEMENT_GRACE_MS, settleOrder } from './checkout/order-settlement.ts';
import { completeStaleRefunds } from './refunds.ts';

const PER_RUN = 50;

export async function recoverPayments(services: BackgroundServices, now = new Date()): Promise<{ orders: number; refunds: number }> {
  const stale = await services.db.order.findMany({
    where: { status: 'PENDING', updatedAt: { lt: new Date(now.getTime() - SETTLEMENT_GRACE_MS) } },
    include: { lines: true },
    orderBy: { updatedAt: 'asc' },
    take: PER_RUN,
  });
  for (const order of stale) await settleOrder(await orderContextFor(services, order.websiteId), order);
  return { orders: stale.length, refunds: await completeStaleRefunds(services, now) };
}
