// Background work (renewals, sweepers) runs without a request: it gets the per-node services a request would have,
// and builds the context of each website it works on.
import type { Db } from '../db/client.ts';
import type { Logger } from '../logging.ts';
import type { CatalogEvents } from './catalog-events.ts';
import type { CatalogMemo } from './catalog-memo.ts';
import type { OrderContext } from './checkout/order-context.ts';
import type { FileStorage } from './media/storage.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';

export type BackgroundServices = {
  db: Db;
  payments: PaymentProvider;
  events: CatalogEvents;
  catalog: CatalogMemo;
  storage: FileStorage;
  log: Logger;
};

/** The order context of one website, for background work. */
export async function orderContextFor(services: Omit<BackgroundServices, 'log'>, websiteId: string): Promise<OrderContext> {
  const website = await services.db.website.findUniqueOrThrow({ where: { id: websiteId } });
  const { db, payments, events, catalog } = services;
  return { db, payments, events, catalog, website };
}
