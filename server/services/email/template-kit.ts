// What every email template shares: its context (the database and the store, one website), the rendered result,
// the error for a message that can never be sent, and small readers for payload ids, product links and dates.
import type { Db } from '../../db/client.ts';
import type { StoreIdentity } from './html.ts';

export type RenderedEmail = { to: string; subject: string; text: string; html: string };

export type TemplateContext = {
  db: Db;
  websiteId: string;
  store: StoreIdentity & { language: string; timeZone: string };
};

export type EmailTemplate = (ctx: TemplateContext, payload: unknown) => Promise<RenderedEmail>;

/** The message can never be sent (its subject row is gone, or there is nobody to send it to): no retries. */
export class UndeliverableError extends Error {}

/** A string id from the outbox payload, e.g. payloadId(payload, 'orderId'). */
export function payloadId(payload: unknown, key: string): string {
  const value = payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[key] : undefined;
  if (typeof value !== 'string' || value === '') throw new UndeliverableError(`The payload has no ${key}.`);
  return value;
}

/** The row, or UndeliverableError naming what is missing. */
export function found<T>(row: T | null, what: string): T {
  if (row === null) throw new UndeliverableError(`${what} no longer exists.`);
  return row;
}

/** An absolute URL on the store: absoluteUrl(store, '/orders/abc'). */
export function absoluteUrl(store: StoreIdentity, path: string): string {
  return new URL(path, `${store.origin}/`).toString();
}

/** Product page links by item id (`/{collection}/{item}`), within the website. */
export async function productUrls(ctx: TemplateContext, itemIds: readonly string[]): Promise<Map<string, string>> {
  const items = await ctx.db.item.findMany({
    where: { websiteId: ctx.websiteId, id: { in: [...new Set(itemIds)] } },
    select: { id: true, urlSlug: true, collection: { select: { urlSlug: true } } },
  });
  return new Map(items.map((i) => [i.id, absoluteUrl(ctx.store, `/${i.collection.urlSlug}/${i.urlSlug}`)]));
}

/** Variant attributes as "Size: M, Color: Blue" (empty for a product without options). */
export function variantLabel(attributes: unknown): string {
  if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes)) return '';
  return Object.entries(attributes as Record<string, unknown>)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
}

/** Variant labels by variant id, within the website. */
export async function variantLabels(ctx: TemplateContext, variantIds: readonly (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(variantIds.filter((id): id is string => !!id))];
  const variants = await ctx.db.productVariant.findMany({
    where: { websiteId: ctx.websiteId, id: { in: ids } },
    select: { id: true, attributes: true },
  });
  return new Map(variants.map((v) => [v.id, variantLabel(v.attributes)]));
}

/** A date and time in the store's language and time zone: "March 5, 2026 at 3:00 PM". */
export function formatDateTime(ctx: TemplateContext, date: Date): string {
  return new Intl.DateTimeFormat(ctx.store.language, { dateStyle: 'long', timeStyle: 'short', timeZone: ctx.store.timeZone }).format(date);
}

/** A date in the store's language and time zone: "March 5, 2026". */
export function formatDate(ctx: TemplateContext, date: Date): string {
  return new Intl.DateTimeFormat(ctx.store.language, { dateStyle: 'long', timeZone: ctx.store.timeZone }).format(date);
}
