// Background jobs of a server process: every minute, subscription renewals and the recovery of payments a dead node
// left mid-way; every few seconds, outbox email delivery. Safe on several nodes (renewals claim each subscription
// with a lease, settlements and refunds are conditional updates, the outbox claims each row).
import type { BackgroundServices } from '../services/background.ts';
import type { EmailSender } from '../services/email/email-sender.ts';
import { recoverPayments } from '../services/payment-recovery.ts';
import { runRenewals } from '../services/subscription-renewals.ts';
import { type OutboxSettings, startOutboxWorker } from './outbox-worker.ts';

export function startScheduler(
  services: BackgroundServices,
  email: { sender: EmailSender; settings: OutboxSettings },
  everyMs = 60_000,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runRenewals(services);
      await recoverPayments(services);
    } catch (err) {
      console.error('Background payments work failed:', err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  const stopOutbox = startOutboxWorker(services.db, email.sender, email.settings);
  return () => {
    clearInterval(timer);
    stopOutbox();
  };
}
