// The outbox worker: claims due email rows one at a time (the lowest turn first: services/outbox.ts), renders and
// sends them, and records the outcome.
//
// Claiming is a compare-and-set (updateMany on id + status), so two workers, on one node or many, never take the same
// row. A row stuck in SENDING longer than the lease (its node died mid-send) is claimed again. A message can
// therefore be sent twice only when a node died after the SMTP server accepted it and before the row was marked
// SENT; every row has a stable Message-ID (`<outbox-{id}@{host}>`) so receivers can drop the repeat. A failed send
// goes back to PENDING with exponential backoff (30 s × 2^(attempts-1), at most 1 h) and becomes FAILED after
// 8 attempts; rows are never lost while SMTP is down. A message that can never be sent (its order is gone) fails
// at once.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logging.ts';
import type { EmailSender } from '../services/email/email-sender.ts';
import { UndeliverableError } from '../services/email/template-kit.ts';
import { renderOutboxEmail } from '../services/email/templates.ts';
import { claimOutboxMessage, loadOutboxMessage, markOutboxSent, markOutboxUndelivered } from '../services/outbox.ts';
import { type Periodic, runEvery } from './periodic.ts';

export const OUTBOX_LEASE_MS = 5 * 60_000;
export const OUTBOX_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

export type OutboxSettings = {
  /** PUBLIC_URL: the origin of links in emails. */
  publicUrl: string;
  /** MAIL_FROM: an address (named after the store) or a full `"Name" <address>`; default no-reply@{public host}. */
  mailFrom?: string;
};

export type DeliveryOptions = OutboxSettings & {
  /** Recorded in claimedBy; unique per call by default. */
  workerId?: string;
  now?: () => Date;
  /** Most rows handled in one call (default 100). */
  limit?: number;
  /** Checked between rows: once true, no further row is claimed (the process is stopping). */
  stopping?: () => boolean;
  leaseMs?: number;
};

export type DeliveryCounts = { sent: number; retried: number; failed: number };

/** Wait before the next try after `attempts` tries: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

function mailHost(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return /^[\d.:[\]]+$/.test(host) ? 'localhost' : host;
}

/** The From header: MAIL_FROM as given when it has a name, else the store's name on MAIL_FROM or no-reply@host. */
export function fromHeader(settings: OutboxSettings, storeName: string): string {
  if (settings.mailFrom?.includes('<')) return settings.mailFrom;
  const address = settings.mailFrom ?? `no-reply@${mailHost(settings.publicUrl)}`;
  return `"${storeName.replace(/[\r\n]+/g, ' ').replace(/["\\]/g, '\\$&')}" <${address}>`;
}

/** Delivers due rows until none is left (or `limit`); safe to run on several workers at once. */
export async function deliverPending(db: Db, sender: EmailSender, opts: DeliveryOptions): Promise<DeliveryCounts> {
  const workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const now = opts.now ?? (() => new Date());
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0 };
  for (let handled = 0; handled < (opts.limit ?? 100) && !opts.stopping?.(); handled++) {
    const id = await claimOutboxMessage(db, workerId, now(), opts.leaseMs ?? OUTBOX_LEASE_MS);
    if (!id) break;
    counts[await deliverOne(db, sender, id, workerId, opts, now)]++;
  }
  return counts;
}

async function deliverOne(
  db: Db,
  sender: EmailSender,
  id: string,
  workerId: string,
  settings: OutboxSettings,
  now: () => Date,
): Promise<keyof DeliveryCounts> {
  const row = await loadOutboxMessage(db, id);
  try {
    const { storeName, ...email } = await renderOutboxEmail(db, row, settings.publicUrl);
    const messageId = `<outbox-${row.id}@${mailHost(settings.publicUrl)}>`;
    await sender.send({ ...email, from: fromHeader(settings, storeName), messageId });
  } catch (err) {
    const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    const failed = err instanceof UndeliverableError || row.attempts >= OUTBOX_MAX_ATTEMPTS;
    await markOutboxUndelivered(db, id, workerId, lastError, failed ? null : new Date(now().getTime() + retryDelayMs(row.attempts)));
    return failed ? 'failed' : 'retried';
  }
  await markOutboxSent(db, id, now());
  return 'sent';
}

/** Runs deliverPending every `everyMs` (default 5 s), one run at a time; stopping lets the row in hand finish. */
export function startOutboxWorker(db: Db, sender: EmailSender, settings: OutboxSettings, log: Logger, everyMs = 5_000): Periodic {
  return runEvery(everyMs, 'outbox delivery', log, (stopping) => deliverPending(db, sender, { ...settings, stopping }));
}
