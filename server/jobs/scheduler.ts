// Background jobs of a server process: every minute, subscription renewals and the recovery of payments a dead node
// left mid-way; every few seconds, outbox email delivery. Safe on several nodes (renewals claim each subscription
// with a lease, settlements and refunds are conditional updates, the outbox claims each row). Stopping lets each job
// finish the row it holds and claim no more.
import type { BackgroundServices } from '../services/background.ts';
import type { EmailSender } from '../services/email/email-sender.ts';
import { recoverPayments } from '../services/payment-recovery.ts';
import { runRenewals } from '../services/subscription-renewals.ts';
import { type OutboxSettings, startOutboxWorker } from './outbox-worker.ts';
import { runEvery } from './periodic.ts';

export function startScheduler(
  services: BackgroundServices,
  email: { sender: EmailSender; settings: OutboxSettings },
  everyMs = 60_000,
): { stop: () => Promise<void> } {
  const payments = runEvery(everyMs, 'renewals and payment recovery', services.log, async (stopping) => {
    await runRenewals(services, new Date(), stopping);
    if (!stopping()) await recoverPayments(services);
  });
  const outbox = startOutboxWorker(services.db, email.sender, email.settings, services.log);
  return { stop: async () => void (await Promise.all([payments.stop(), outbox.stop()])) };
}
