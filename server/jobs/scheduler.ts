// Background jobs of a server process: subscription renewals every minute and outbox email delivery every few
// seconds. Safe on several nodes (renewals claim each subscription atomically, the outbox claims each row).
import type { Db } from '../db/client.ts';
import type { EmailSender } from '../services/email/email-sender.ts';
import type { PaymentProvider } from '../services/payments/payment-provider.ts';
import { runRenewals } from '../services/subscriptions.ts';
import { type OutboxSettings, startOutboxWorker } from './outbox-worker.ts';

export function startScheduler(
  db: Db,
  payments: PaymentProvider,
  email: { sender: EmailSender; settings: OutboxSettings },
  everyMs = 60_000,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runRenewals(db, payments);
    } catch (err) {
      console.error('Subscription renewals failed:', err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  const stopOutbox = startOutboxWorker(db, email.sender, email.settings);
  return () => {
    clearInterval(timer);
    stopOutbox();
  };
}
