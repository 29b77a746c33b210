// The outbox: background work (emails first) written in the same transaction as the change that causes it, so it is
// never lost when a node dies. Delivery workers claim rows later.
import type { Prisma } from '../db/client.ts';

type Tx = Pick<Prisma.TransactionClient, 'outboxMessage'>;

export type OutboxKind =
  | 'email.orderConfirmation'
  | 'email.giftCard'
  | 'email.digitalDownload'
  | 'email.subscriptionConfirmation'
  | 'email.restock'
  | 'email.formNotification'
  | 'email.newsletterConfirm';

export function enqueue(tx: Tx, message: { websiteId: string; kind: OutboxKind; payload: Prisma.InputJsonValue }) {
  return tx.outboxMessage.create({ data: { websiteId: message.websiteId, kind: message.kind, payload: message.payload } });
}
