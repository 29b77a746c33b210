// Products: the catalog's main type, with availability, prices, options, subscriptions, merchandising, installments.
import { type AvailabilityInput, fromPriceCents, hasMultiplePrices, isOnSale, isSoldOut, productMark } from '../domain/availability.ts';
import { ProductType } from '../domain/product-type.ts';
import { PUBLISH_STATUSES, statusLabel } from '../domain/publish-status.ts';
import { showQuantityInput } from '../domain/quantity-input.ts';
import { shopperLanguage } from '../domain/shopper-language.ts';
import { optionsOf } from '../domain/variant-selection.ts';
import { findProduct } from '../server/services/catalog.ts';
import { sanitizeBlockHtml } from '../server/services/content/render-html.ts';
import { builder } from './builder.ts';
import { InstallmentContext, installmentContextFor } from './installments.ts';
import { defaultMerchandising, MerchandisingContext } from './merchandising.ts';
import type { MerchandisingWithVariants } from './merchandising-views.ts';
import { Money, money } from './money.ts';
import { attributesOf, ProductImage } from './variant.ts';

export const ProductTypeEnum = builder.enumType('ProductType', {
  description: 'Product type codes: 1 physical, 2 digital, 3 service, 4 gift card, 5 paywall.',
  values: Object.fromEntries(Object.entries(ProductType).map(([name, value]) => [name, { value }])) as Record<
    keyof typeof ProductType,
    { value: number }
  >,
});

export const PublishStatusEnum = builder.enumType('PublishStatus', {
  description: "An item's publish state; 'Scheduled' is PUBLISHED with a publishOn still ahead.",
  values: PUBLISH_STATUSES,
});

const ProductMarkEnum = builder.enumType('ProductMark', { values: { SOLD_OUT: { value: 'sold-out' }, SALE: { value: 'sale' } } as const });

const ProductAvailability = builder.objectRef<AvailabilityInput & { currency: string }>('ProductAvailability').implement({
  description: 'Spec §4 "Product availability".',
  fields: (t) => ({
    soldOut: t.boolean({ resolve: (p) => isSoldOut(p) }),
    onSale: t.boolean({ resolve: (p) => isOnSale(p) }),
    hasMultiplePrices: t.boolean({ resolve: (p) => hasMultiplePrices(p) }),
    mark: t.field({ type: ProductMarkEnum, nullable: true, description: 'Sold out beats sale.', resolve: (p) => productMark(p) }),
    fromPrice: t.field({
      type: Money,
      nullable: true,
      resolve: (p) => {
        const cents = fromPriceCents(p);
        return cents === null ? null : money(cents, p.currency);
      },
    }),
  }),
});

const ProductOption = builder.objectRef<{ name: string; values: string[] }>('ProductOption').implement({
  fields: (t) => ({ name: t.exposeString('name'), values: t.exposeStringList('values') }),
});

const variantsInOrder = { variants: { orderBy: { position: 'asc' as const } } };
const optionOrdering = (json: unknown): string[] => (Array.isArray(json) ? json.map(String) : []);

/** The columns most product fields read; every other field names what it reads (its `select`), so a listing of titles
 * and prices reads no times, excerpts or option orderings. */
const productHead = { id: true, productType: true, isSubscribable: true, item: { select: { title: true, urlSlug: true } } } as const;
const itemColumn = <K extends 'excerpt' | 'recordType' | 'status' | 'publishOn'>(...names: K[]) =>
  ({ item: { select: Object.fromEntries(names.map((n) => [n, true])) as Record<K, true> } }) as const;

export const Product = builder.prismaObject('Product', {
  select: productHead,
  fields: (t) => ({
    // Plain resolvers for the columns of its `select` (see ProductVariant in variant.ts).
    id: t.id({ resolve: (p) => p.id }),
    title: t.string({ resolve: (p) => p.item.title }),
    urlSlug: t.string({ resolve: (p) => p.item.urlSlug }),
    fullUrl: t.string({
      select: { collection: { select: { urlSlug: true } } },
      resolve: (p) => `/${p.collection.urlSlug}/${p.item.urlSlug}`,
    }),
    excerpt: t.string({
      description: 'Plain text, as written: shown as text, never as HTML.',
      select: itemColumn('excerpt'),
      resolve: (p) => p.item.excerpt,
    }),
    body: t.string({
      description: 'HTML, sanitised (for owners too).',
      select: { item: { select: { body: true } } },
      resolve: (p) => sanitizeBlockHtml(p.item.body),
    }),
    bodySource: t.string({
      nullable: true,
      description: 'Owners: the body exactly as written, to edit (null for everyone else).',
      select: { item: { select: { body: true } } },
      resolve: (p, _args, ctx) => (ctx.owner ? p.item.body : null),
    }),
    recordType: t.int({ select: itemColumn('recordType'), resolve: (p) => p.item.recordType }),
    collectionId: t.exposeID('collectionId'),
    collection: t.relation('collection'),
    productType: t.field({ type: ProductTypeEnum, resolve: (p) => p.productType }),
    productTypeCode: t.int({ resolve: (p) => p.productType }),
    variants: t.relation('variants', { query: { orderBy: { position: 'asc' } } }),
    images: t.relation('images', { query: { orderBy: { position: 'asc' } } }),
    mainImage: t.field({
      type: ProductImage,
      nullable: true,
      select: { images: { orderBy: { position: 'asc' }, take: 1 } },
      resolve: (p) => p.images[0] ?? null,
    }),
    variantOptionOrdering: t.stringList({
      select: { variantOptionOrdering: true },
      resolve: (p) => optionOrdering(p.variantOptionOrdering),
    }),
    options: t.field({
      type: [ProductOption],
      select: { variantOptionOrdering: true, ...variantsInOrder },
      resolve: (p) =>
        optionsOf(
          p.variants.map((v) => ({ sku: v.sku, attributes: Object.fromEntries(attributesOf(v.attributes).map((a) => [a.name, a.value])) })),
          optionOrdering(p.variantOptionOrdering),
        ),
    }),
    availability: t.field({
      type: ProductAvailability,
      select: variantsInOrder,
      resolve: (p, _args, ctx) => ({
        productType: p.productType,
        variants: p.variants,
        currency: p.variants[0]?.currency ?? ctx.website.currency,
      }),
    }),
    isSubscribable: t.boolean({ resolve: (p) => p.isSubscribable }),
    subscriptionOptions: t.relation('subscriptionOptions', { query: { orderBy: { position: 'asc' } } }),
    merchandising: t.field({
      type: MerchandisingContext,
      select: { merchandising: true, ...variantsInOrder },
      resolve: (p): MerchandisingWithVariants => ({ ...(p.merchandising ?? defaultMerchandising(p.id)), variants: p.variants }),
    }),
    installments: t.field({
      type: InstallmentContext,
      select: variantsInOrder,
      resolve: (p, _args, ctx) =>
        installmentContextFor(
          ctx.website,
          shopperLanguage(null, ctx.acceptedLanguage, ctx.website.language),
          p.productType,
          fromPriceCents({ productType: p.productType, variants: p.variants }) ?? 0,
        ),
    }),
    showQuantityInput: t.boolean({
      description: 'Spec §5 "Quantity input" visibility.',
      select: variantsInOrder,
      resolve: (p, _args, ctx) =>
        showQuantityInput({
          productType: p.productType,
          isSubscribable: p.isSubscribable,
          variants: p.variants,
          multipleQuantityAllowedForServices: ctx.website.multipleQuantityAllowedForServices,
        }),
    }),
    status: t.field({
      type: PublishStatusEnum,
      description: 'What the owner chose; visitors only ever see PUBLISHED.',
      select: itemColumn('status'),
      resolve: (p) => p.item.status,
    }),
    statusLabel: t.string({
      description: "The editing UI's label: Draft, Scheduled, Needs Review, Private or Published.",
      select: itemColumn('status', 'publishOn'),
      resolve: (p) => statusLabel(p.item, new Date()),
    }),
    publishOn: t.field({ type: 'DateTime', select: itemColumn('publishOn'), resolve: (p) => p.item.publishOn }),
    archivedAt: t.expose('archivedAt', { type: 'DateTime', nullable: true }),
    position: t.exposeInt('position', { description: 'Place in its collection (0 first).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    useCustomAddButtonText: t.exposeBoolean('useCustomAddButtonText'),
    customAddButtonText: t.exposeString('customAddButtonText', { nullable: true }),
    additionalFieldsFormId: t.exposeID('additionalFieldsFormId', { nullable: true }),
  }),
});

builder.queryField('product', (t) =>
  t.prismaField({
    type: 'Product',
    nullable: true,
    description: 'A product of this website by id, or by URL slug (optionally within a collection slug).',
    args: { id: t.arg.id(), urlSlug: t.arg.string(), collectionSlug: t.arg.string() },
    resolve: (query, _root, args, ctx) => findProduct(ctx, args, query),
  }),
);
