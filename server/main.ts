// Starts Shopwright: opens (and migrates) the database, seeds the demo store on first start, serves HTTP.
import { serve } from '@hono/node-server';
import { printDemoOwner, seedDemoStore } from '../prisma/seed.ts';
import { readConfig } from './config.ts';
import { DatabaseConfigError, DatabaseConnectionError } from './db/database-url.ts';
import { openDatabase } from './db/open.ts';
import { createApp } from './http/app.ts';
import { outboxSettingsFromEnv } from './jobs/outbox-worker.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { describeEmailSender, emailSenderFromEnv } from './services/email/email-sender.ts';
import { TestCardProvider } from './services/payments/test-card-provider.ts';
import { RateLimits, rateLimitStoreFromEnv } from './services/rate-limits.ts';

const config = readConfig();

async function main() {
  const db = await openDatabase(config.databaseUrl, { log: console.log });
  if (config.seedDemo) {
    const seed = await seedDemoStore(db);
    if (seed.seeded) {
      console.log('Seeded the demo store (USD at localhost, JPY at jp.localhost).');
      printDemoOwner(seed.owner);
    }
  }
  const limits = new RateLimits(rateLimitStoreFromEnv());
  const payments = new TestCardProvider();
  const { app, services } = createApp(db, { ...config, limits, payments });
  const stopScheduler = startScheduler(services, { sender: emailSenderFromEnv(), settings: outboxSettingsFromEnv() });
  console.log(`Email: ${describeEmailSender()}.`);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Shopwright is listening on http://localhost:${info.port} (GraphiQL at /graphql)`);
  });
  const stop = () => {
    stopScheduler();
    server.close();
    void Promise.allSettled([db.$disconnect(), limits.close()]).finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  if (err instanceof DatabaseConfigError || err instanceof DatabaseConnectionError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
