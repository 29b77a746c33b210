// Starting and stopping a server process, once its port is bound (http/listener.ts): the database is opened and
// migrated, the demo store seeded when asked, the workers started, and the app served (/readyz then answers 200). A
// start-up problem is one line (StartupError). Stopping (SIGTERM, SIGINT) drains: no new connections, in-flight
// requests finish (bounded), the workers finish the row they hold, then the database closes.
import { accessSync, constants } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { printDemoOwner, seedDemoStore } from '../prisma/seed.ts';
import type { Config } from './config.ts';
import { DatabaseConfigError, DatabaseConnectionError, resolveDatabaseUrl } from './db/database-url.ts';
import { openDatabase } from './db/open.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { ensureDir } from './ensure-dir.ts';
import { createApp } from './http/app.ts';
import { type Fetch, notReady, StartupError } from './http/listener.ts';
import { startScheduler } from './jobs/scheduler.ts';
import type { Logger } from './logging.ts';
import { relayChanges } from './services/change-relay.ts';
import { closeTemplatePool } from './services/content/template-views.ts';
import { describeEmailSender, emailSender } from './services/email/email-sender.ts';
import { LocalDiskStorage } from './services/media/storage.ts';
import { paymentProvider } from './services/payments/payment-providers.ts';
import { RateLimits, rateLimitStore } from './services/rate-limits.ts';

/** A folder the server writes to must be writable, or every email or upload would fail later. */
function checkWritable(name: string, dir: string, hint: string): void {
  const path = resolve(dir);
  try {
    ensureDir(path);
    accessSync(path, constants.W_OK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new StartupError(`${name}=${dir} cannot be written (${code}): use a folder this user may write${hint}.`);
  }
}

export type Running = { stop: (reason: string) => Promise<void> };

/** Opens the database, seeds, starts the workers and hands the bound server its app (`serve`). */
export async function start(config: Config, log: Logger, server: Server, serve: (fetch: Fetch) => void): Promise<Running> {
  if (!config.email.smtpUrl) checkWritable('OUTBOX_DIR', config.email.outboxDir, ', or set SMTP_URL');
  checkWritable('MEDIA_DIR', config.mediaDir, '');
  const payments = await paymentProvider(config);
  const db = await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize, log: (line) => log.info(line) }).catch((err) => {
    server.close();
    if (err instanceof DatabaseConfigError || err instanceof DatabaseConnectionError) throw new StartupError(err.message);
    throw err;
  });
  if (config.seedDemo) {
    // Nodes started together seed once: the first holds the lock, the others then find the store there.
    const seed = await withStartupLock(resolveDatabaseUrl(config.databaseUrl), () =>
      seedDemoStore(db, new LocalDiskStorage(config.mediaDir)),
    );
    if (seed.seeded) printDemoOwner(seed.owner, config, log);
  }
  const limits = new RateLimits(rateLimitStore(config.rateLimitStore, config.databaseUrl));
  let workers = false;
  const { app, services, analytics } = createApp(db, { config, log, limits, payments, readiness: () => workers });
  // Several nodes on one PostgreSQL: each tells the others what it changed, so their caches drop it at once.
  const relay = await relayChanges(config.databaseUrl, services.events, log);
  const sender = emailSender(config.email);
  const scheduler = startScheduler(
    services,
    { sender, settings: { publicUrl: config.publicUrl, mailFrom: config.email.mailFrom } },
    config.jobsIntervalMs,
  );
  workers = true;
  serve(app.fetch);
  log.info({ port: config.port, email: describeEmailSender(config.email), graphiql: config.graphiql }, 'Shopwright is ready');

  let stopping: Promise<void> | null = null;
  const stop = (reason: string) => {
    stopping ??= (async () => {
      log.info({ reason }, 'stopping: draining requests');
      workers = false;
      serve(notReady);
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const timeout = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
      await closed;
      clearTimeout(timeout);
      await Promise.all([scheduler.stop(), analytics.buffer.stop()]);
      if ('close' in sender) sender.close();
      await Promise.allSettled([limits.close(), relay?.close(), db.$disconnect(), closeTemplatePool()]);
      log.info('stopped');
    })();
    return stopping;
  };
  return { stop };
}
