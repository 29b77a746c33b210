// Starting and stopping a server process. The port is bound first, so a port in use or a bad HOST fails before
// anything else starts; meanwhile /healthz answers (the process is up) and everything else 503 until the database
// is open, migrated and the workers run (/readyz). A start-up problem is one line (StartupError). Stopping (SIGTERM,
// SIGINT) drains: no new connections, in-flight requests finish (bounded), the workers finish the row they hold,
// then the database closes.
import { accessSync, constants } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { printDemoOwner, seedDemoStore } from '../prisma/seed.ts';
import type { Config } from './config.ts';
import { DatabaseConfigError, DatabaseConnectionError } from './db/database-url.ts';
import { openDatabase } from './db/open.ts';
import { ensureDir } from './ensure-dir.ts';
import { createApp } from './http/app.ts';
import { startScheduler } from './jobs/scheduler.ts';
import type { Logger } from './logging.ts';
import { describeEmailSender, emailSender } from './services/email/email-sender.ts';
import { paymentProvider } from './services/payments/payment-providers.ts';
import { RateLimits, rateLimitStore } from './services/rate-limits.ts';

/** A start-up problem the operator can fix; its message is the one line to print. */
export class StartupError extends Error {
  override name = 'StartupError';
}

type Fetch = (request: Request) => Response | Promise<Response>;

/** Before the app is ready: the process is up (/healthz), nothing else is served yet. */
const starting: Fetch = (request) =>
  new URL(request.url).pathname === '/healthz'
    ? Response.json({ ok: true, status: 'starting' })
    : Response.json({ error: 'The server is starting; try again in a moment.' }, { status: 503, headers: { 'retry-after': '1' } });

/** Binds the port, or fails with one line. */
function listen(config: Config, fetch: Fetch): Promise<Server> {
  const server = createAdaptorServer({ fetch }) as Server;
  return new Promise((resolveListen, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => reject(new StartupError(bindFailure(err, config))));
    server.listen(config.port, config.host, () => resolveListen(server));
  });
}

function bindFailure(err: NodeJS.ErrnoException, config: Config): string {
  const where = `${config.host}:${config.port}`;
  if (err.code === 'EADDRINUSE') return `Port ${config.port} is already in use on ${config.host}: stop the other process or set PORT.`;
  if (err.code === 'EACCES') return `Not allowed to listen on ${where} (EACCES): use a PORT above 1023 or run with the right to bind it.`;
  if (err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN')
    return `HOST=${config.host} is not an address of this machine (${err.code}): use 0.0.0.0, 127.0.0.1 or one of its addresses.`;
  return `Cannot listen on ${where}: ${err.code ?? err.message}.`;
}

/** The folder .eml files go to must be writable, or every email would fail later. */
function checkOutboxDir(dir: string): void {
  const path = resolve(dir);
  try {
    ensureDir(path);
    accessSync(path, constants.W_OK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new StartupError(`OUTBOX_DIR=${dir} cannot be written (${code}): use a folder this user may write, or set SMTP_URL.`);
  }
}

export type Running = { server: Server; stop: (reason: string) => Promise<void> };

export async function start(config: Config, log: Logger): Promise<Running> {
  let handle: Fetch = starting;
  const server = await listen(config, (request) => handle(request));
  if (!config.email.smtpUrl) checkOutboxDir(config.email.outboxDir);
  const payments = paymentProvider(config); // refuses a test provider in production unless allowed
  const db = await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize, log: (line) => log.info(line) }).catch((err) => {
    server.close();
    if (err instanceof DatabaseConfigError || err instanceof DatabaseConnectionError) throw new StartupError(err.message);
    throw err;
  });
  if (config.seedDemo) {
    const seed = await seedDemoStore(db);
    if (seed.seeded) printDemoOwner(seed.owner, config, log);
  }
  const limits = new RateLimits(rateLimitStore(config.rateLimitStore, config.databaseUrl));
  let workers = false;
  const { app, services } = createApp(db, { config, log, limits, payments, readiness: () => workers });
  const sender = emailSender(config.email);
  const scheduler = startScheduler(services, { sender, settings: { publicUrl: config.publicUrl, mailFrom: config.email.mailFrom } });
  workers = true;
  handle = app.fetch;
  log.info({ port: config.port, email: describeEmailSender(config.email), graphiql: config.graphiql }, 'Shopwright is ready');

  let stopping: Promise<void> | null = null;
  const stop = (reason: string) => {
    stopping ??= (async () => {
      log.info({ reason }, 'stopping: draining requests');
      workers = false;
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      const timeout = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
      await closed;
      clearTimeout(timeout);
      await scheduler.stop();
      if ('close' in sender) sender.close();
      await Promise.allSettled([limits.close(), db.$disconnect()]);
      log.info('stopped');
    })();
    return stopping;
  };
  return { server, stop };
}
