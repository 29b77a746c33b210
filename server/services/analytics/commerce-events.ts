// Commerce events the server writes itself, in the transaction of what they record (spec §3): a paid order (the
// "Order for analytics" of domain/order-analytics.ts) and a lead (a newsletter sign-up). They add to the same daily
// counts as the events pages send, so the funnel's last step and the revenue are exact.
import type { AnalyticsOrder } from '../../../domain/order-analytics.ts';
import type { Tx } from '../../db/client.ts';
import type { Website } from '../../db/generated/postgresql/client.ts';
import { dayIn } from './days.ts';
import { type Count, count, type EventRecord, funnelStep, Metric } from './records.ts';
import { writeRecords } from './write-batch.ts';

type OrderFacts = {
  order: AnalyticsOrder;
  grandTotalCents: number;
  visitorId: string | null;
  units: { productId: string; quantity: number }[];
};

export async function recordOrderEvent(tx: Tx, website: Website, facts: OrderFacts, at = new Date()): Promise<void> {
  if (website.analyticsDisabled) return;
  const test = facts.order.testMode;
  const counts: Count[] = [
    count(Metric.EVENTS, 'commerce:order'),
    count(test ? Metric.TEST_ORDERS : Metric.ORDERS),
    count(test ? Metric.TEST_REVENUE_CENTS : Metric.REVENUE_CENTS, '', facts.grandTotalCents),
    ...facts.units.map((u) => count(test ? `test:${Metric.PRODUCT_UNITS_SOLD}` : Metric.PRODUCT_UNITS_SOLD, u.productId, u.quantity)),
  ];
  const steps = [test ? { step: 'test-order', counts: [count(Metric.FUNNEL, 'test-order')] } : funnelStep('order')];
  await write(tx, website, at, {
    name: 'order',
    visitorId: facts.visitorId,
    payload: facts.order,
    counts,
    steps,
  });
}

export async function recordLeadEvent(tx: Tx, website: Website, visitorId: string | null, source: string, at = new Date()): Promise<void> {
  if (website.analyticsDisabled) return;
  const counts = [count(Metric.EVENTS, 'commerce:lead'), count(Metric.LEADS)];
  await write(tx, website, at, { name: 'lead', visitorId, payload: { source }, counts, steps: [] });
}

function write(tx: Tx, website: Website, at: Date, e: Pick<EventRecord, 'name' | 'visitorId' | 'payload' | 'counts' | 'steps'>) {
  const record: EventRecord = {
    type: 'event',
    websiteId: website.id,
    day: dayIn(website.timeZone, at),
    at,
    family: 'commerce',
    path: null,
    pageType: null,
    productId: null,
    ...e,
  };
  return writeRecords(tx, [record]);
}
