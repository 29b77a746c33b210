// A product as owners change it: loaded whole (item, variants, subscription options, merchandising, images) and
// snapshotted for the audit trail.
import { randomBytes } from 'node:crypto';
import type { Prisma, Tx } from '../../db/client.ts';
import type { ServiceContext } from '../context.ts';

export const wholeProduct = {
  item: true,
  variants: { orderBy: { position: 'asc' } },
  subscriptionOptions: { orderBy: { position: 'asc' }, include: { plan: true } },
  merchandising: true,
  images: { orderBy: { position: 'asc' } },
} satisfies Prisma.ProductInclude;

export type WholeProduct = Prisma.ProductGetPayload<{ include: typeof wholeProduct }>;

/** The website's product with everything an owner edits, or null. */
export function loadProduct(db: ServiceContext['db'] | Tx, websiteId: string, id: string): Promise<WholeProduct | null> {
  return db.product.findFirst({ where: { id, websiteId }, include: wholeProduct });
}

export const optionNamesOf = (json: unknown): string[] => (Array.isArray(json) ? json.map(String) : []);
export const attributesOf = (json: unknown): Record<string, string> =>
  json && typeof json === 'object' ? Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)])) : {};

export const variantSnapshot = (v: WholeProduct['variants'][number]) => ({
  id: v.id,
  sku: v.sku,
  attributes: v.attributes,
  priceCents: v.priceCents,
  salePriceCents: v.salePriceCents,
  onSale: v.onSale,
  unlimited: v.unlimited,
  qtyInStock: v.qtyInStock,
  weightGrams: v.weightGrams,
  mainImageId: v.mainImageId,
});

/** What the audit trail keeps of a product. */
export function productSnapshot(p: WholeProduct) {
  return {
    id: p.id,
    title: p.item.title,
    urlSlug: p.item.urlSlug,
    excerpt: p.item.excerpt,
    body: p.item.body,
    status: p.item.status,
    publishOn: p.item.publishOn,
    collectionId: p.collectionId,
    position: p.position,
    productType: p.productType,
    optionNames: optionNamesOf(p.variantOptionOrdering),
    isSubscribable: p.isSubscribable,
    customAddButtonText: p.useCustomAddButtonText ? p.customAddButtonText : null,
    additionalFieldsFormId: p.additionalFieldsFormId,
    archivedAt: p.archivedAt,
    subscriptionOptions: p.subscriptionOptions.map((o) => ({
      billingPeriodValue: o.plan.billingPeriodValue,
      billingPeriodUnit: o.plan.billingPeriodUnit,
      numBillingCycles: o.plan.numBillingCycles,
      priceCents: o.priceCents,
    })),
    variants: p.variants.map(variantSnapshot),
    merchandising: p.merchandising && merchandisingSnapshot(p.merchandising),
  };
}

function merchandisingSnapshot({ productId: _p, websiteId: _w, updatedAt: _u, ...kept }: NonNullable<WholeProduct['merchandising']>) {
  return kept;
}

const SKU_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A SKU for a variant the owner gave none: "SQ" and ten random characters (Crockford base 32). */
export function generatedSku(): string {
  return `SQ${[...randomBytes(10)].map((b) => SKU_ALPHABET[b % 32]).join('')}`;
}

/** Whether a write failed on a unique index, and which fields it names (P2002). */
export function uniqueViolation(err: unknown): string[] | null {
  const e = err as { code?: string; meta?: { target?: unknown; driverAdapterError?: { cause?: { constraint?: { fields?: unknown } } } } };
  if (e?.code !== 'P2002') return null;
  const fields = e.meta?.target ?? e.meta?.driverAdapterError?.cause?.constraint?.fields;
  return Array.isArray(fields) ? fields.map(String) : typeof fields === 'string' ? [fields] : [];
}
