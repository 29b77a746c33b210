// Background jobs of a server process: subscription renewals every minute. Safe on several nodes (renewals claim
// each subscription atomically).
import type { Db } from '../db/client.ts';
import type { PaymentProvider } from '../services/payments/payment-provider.ts';
import { runRenewals } from '../services/subscriptions.ts';

export function startScheduler(db: Db, payments: PaymentProvider, everyMs = 60_000): () => void {
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
  return () => clearInterval(timer);
}
