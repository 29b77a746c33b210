// Background jobs of a server process: every minute (JOBS_INTERVAL_MS), subscription renewals, the recovery of
// payments a dead node left mid-way and automatic restock emails; every few seconds, outbox email delivery. Safe on
// several nodes (renewals claim each subscription with a lease, settlements and refunds are conditional updates,
// restock sign-ups and outbox rows are claimed one by one); every minute too, catalog imports a dead node left
// (claimed with a lease, resumed after the batches already written); every hour, analytics records past their
// retention. Stopping lets each job finish the row it holds and claim no more.
import { deleteExpiredAnalytics } from '../services/analytics/privacy.ts';
import type { BackgroundServices } from '../services/background.ts';
import { resumeCatalogImports } from '../services/catalog-io/import-jobs.ts';
import type { EmailSender } from '../services/email/email-sender.ts';
import { recoverPayments } from '../services/payment-recovery.ts';
import { sendPendingRestocks } from '../services/restock-triggers.ts';
import { runRenewals } from '../services/subscription-renewals.ts';
import { type OutboxSettings, startOutboxWorker } from './outbox-worker.ts';
import { runEvery } from './periodic.ts';

export function startScheduler(
  services: BackgroundServices,
  email: { sender: EmailSender; settings: OutboxSettings },
  everyMs = 60_000,
): { stop: () => Promise<void> } {
  const payments = runEvery(everyMs, 'renewals, payment recovery and restock emails', services.log, async (stopping) => {
    await runRenewals(services, new Date(), stopping);
    if (!stopping()) await recoverPayments(services);
    if (!stopping()) await sendPendingRestocks(services, stopping);
  });
  const imports = runEvery(everyMs, 'catalog imports', services.log, (stopping) => resumeCatalogImports(services, stopping));
  // Hourly: raw analytics records past each website's retention (docs/analytics.md).
  const retention = runEvery(60 * everyMs, 'analytics retention', services.log, (stopping) =>
    deleteExpiredAnalytics(services.db, new Date(), stopping),
  );
  const outbox = startOutboxWorker(services.db, email.sender, email.settings, services.log);
  return { stop: async () => void (await Promise.all([payments.stop(), imports.stop(), retention.stop(), outbox.stop()])) };
}
