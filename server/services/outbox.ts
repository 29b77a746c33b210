// The outbox: background work (emails) written in the same transaction as the change that causes it, so it is never
// lost when a node dies, and claimed later by delivery workers (server/jobs/outbox-worker.ts).
//
// Fairness: each message carries its turn within the batch one change queued (an order's confirmation is turn 0,
// its gift cards 1, 2, …; a restock send numbers its emails). Workers take due messages by turn, then by due time:
// every batch's first message goes before any batch's second, so one big batch never starves another order's mail.
import type { Db, Prisma } from '../db/client.ts';

type Tx = Pick<Prisma.TransactionClient, 'outboxMessage'>;

export type OutboxKind =
  | 'email.orderConfirmation'
  | 'email.orderUpdate'
  | 'email.giftCard'
  | 'email.digitalDownload'
  | 'email.subscriptionConfirmation'
  | 'email.restock'
  | 'email.formNotification'
  | 'email.newsletterConfirm';

export type OutboxMessageInput = { websiteId: string; kind: OutboxKind; payload: Prisma.InputJsonValue; turn?: number };

export function enqueue(tx: Tx, message: OutboxMessageInput) {
  return tx.outboxMessage.create({ data: { ...message, turn: message.turn ?? 0 } });
}

/** A batch of messages one change queues, numbered in turn from `firstTurn`. */
export function outboxBatch(tx: Tx, websiteId: string, firstTurn = 0) {
  let turn = firstTurn;
  return (kind: OutboxKind, payload: Prisma.InputJsonValue) => enqueue(tx, { websiteId, kind, payload, turn: turn++ });
}

/** Takes one due message (PENDING and due, or SENDING past its lease: its node died mid-send) for `workerId`, the
 * lowest turn first; null when none is left. A compare-and-set, so two workers never take the same message. */
export async function claimOutboxMessage(db: Db, workerId: string, now: Date, leaseMs: number): Promise<string | null> {
  const expired = new Date(now.getTime() - leaseMs);
  const due = (status: 'PENDING' | 'SENDING') =>
    status === 'PENDING' ? { status, nextAttemptAt: { lte: now } } : { status, claimedAt: { lt: expired } };
  for (;;) {
    const candidates = await db.outboxMessage.findMany({
      where: { OR: [due('PENDING'), due('SENDING')] },
      orderBy: [{ turn: 'asc' }, { nextAttemptAt: 'asc' }],
      select: { id: true, status: true },
      take: 10,
    });
    if (candidates.length === 0) return null;
    for (const c of candidates) {
      const { count } = await db.outboxMessage.updateMany({
        where: { id: c.id, ...due(c.status as 'PENDING' | 'SENDING') },
        data: { status: 'SENDING', claimedBy: workerId, claimedAt: now, attempts: { increment: 1 } },
      });
      if (count === 1) return c.id;
    }
    // Every candidate went to another worker: look again.
  }
}

export const loadOutboxMessage = (db: Db, id: string) => db.outboxMessage.findUniqueOrThrow({ where: { id } });

/** Delivered: marked even if another worker reclaimed it meanwhile, so nobody sends it again. */
export async function markOutboxSent(db: Db, id: string, now: Date): Promise<void> {
  await db.outboxMessage.updateMany({ where: { id, status: { not: 'SENT' } }, data: { status: 'SENT', sentAt: now, lastError: null } });
}

/** Not delivered: back to PENDING at `retryAt`, or FAILED for good when `retryAt` is null. Only this worker's claim. */
export async function markOutboxUndelivered(db: Db, id: string, workerId: string, lastError: string, retryAt: Date | null): Promise<void> {
  await db.outboxMessage.updateMany({
    where: { id, status: 'SENDING', claimedBy: workerId },
    data: retryAt
      ? { status: 'PENDING', lastError, claimedBy: null, claimedAt: null, nextAttemptAt: retryAt }
      : { status: 'FAILED', lastError },
  });
}
