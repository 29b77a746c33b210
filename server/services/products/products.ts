// Owners create, change and duplicate products. Every change is checked first (collection, form, slug, SKUs, the
// product type's shape, options and variants), written in one transaction with its audit entry, and announced, so
// the storefront, `?format=json`, the REST paths and the catalog caches see it at once.
import { LAST_VARIANT_MESSAGE } from '../../../domain/editing-messages.ts';
import { NO_SUCH_PRODUCT_MESSAGE } from '../../../domain/messages.ts';
import { productShapeProblem, tracksStock } from '../../../domain/product-type.ts';
import { searchTextOf } from '../../../domain/search-text.ts';
import { MAX_SKU_LENGTH } from '../../../domain/store-limits.ts';
import { firstFree } from '../../../domain/url-slug.ts';
import {
  type Attributes,
  attributesProblem,
  OPTIONS_NEEDED_MESSAGE,
  optionNamesProblem,
  salePriceProblem,
} from '../../../domain/variant-options.ts';
import type { Prisma, Tx } from '../../db/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import type { ServiceContext } from '../context.ts';
import { writeMerchandising } from '../merchandising.ts';
import { fail, type Result, type UserError } from '../user-errors.ts';
import { invalidInput, parseWith } from '../validation.ts';
import { lockCollection, productCollection, productFormProblem, raceRefusal, skusProblem, slugIn } from './product-checks.ts';
import { CreateProductInput, UpdateProductInput, type VariantFields } from './product-input.ts';
import { generatedSku, loadProduct, optionNamesOf, productSnapshot, type WholeProduct } from './product-record.ts';
import { setSubscriptionOptions, subscriptionOptionsProblem } from './subscription-options.ts';

type Refusal = { ok: false; userErrors: UserError[] };
export type ProductChange = Result<{ product: WholeProduct }>;

const invalid = (message: string, field = 'input'): Refusal => fail('INVALID_INPUT', message, field);

/** A variant row as created: stock only for the types that count it (the others are unlimited). */
export function variantRow(
  ctx: Pick<ServiceContext, 'website'>,
  product: { id: string; productType: number },
  v: VariantFields,
  position: number,
): Prisma.ProductVariantCreateManyInput {
  const stock = tracksStock(product.productType)
    ? { unlimited: v.unlimited ?? false, qtyInStock: v.qtyInStock ?? 0 }
    : { unlimited: true, qtyInStock: 0 };
  return {
    websiteId: ctx.website.id,
    productId: product.id,
    sku: v.sku ?? generatedSku(),
    attributes: v.attributes ?? {},
    priceCents: v.priceCents ?? 0,
    salePriceCents: v.salePriceCents ?? 0,
    onSale: v.onSale ?? false,
    currency: ctx.website.currency,
    weightGrams: v.weightGrams ?? 0,
    mainImageId: v.mainImageId ?? null,
    position,
    ...stock,
  };
}

/** The first problem of a set of variants under these option names (attributes, sale prices), or null. */
export function variantsProblem(names: string[], variants: VariantFields[], fieldOf: (i: number) => string): Refusal | null {
  const seen: Attributes[] = [];
  for (const [i, v] of variants.entries()) {
    const attributes = v.attributes ?? {};
    const problem = attributesProblem(names, attributes, seen);
    if (problem) return fail(problem.code, problem.message, `${fieldOf(i)}.attributes`);
    seen.push(attributes);
    const sale = salePriceProblem({ priceCents: v.priceCents ?? 0, salePriceCents: v.salePriceCents ?? 0, onSale: v.onSale ?? false });
    if (sale) return invalid(sale, `${fieldOf(i)}.salePriceCents`);
  }
  return null;
}

/** The product after a change: reloaded, announced to the caches. */
export async function changedProduct(ctx: ServiceContext, id: string): Promise<{ ok: true; product: WholeProduct }> {
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Product', id }]);
  return { ok: true, product: (await loadProduct(ctx.db, ctx.website.id, id)) as WholeProduct };
}

const buttonText = (text: string | null | undefined) => ({ useCustomAddButtonText: Boolean(text), customAddButtonText: text || null });

export async function createProduct(ctx: OwnerContext, raw: unknown): Promise<ProductChange> {
  const parsed = parseWith(CreateProductInput, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const input = parsed.data;
  const found = await productCollection(ctx, input.collectionId);
  if (!found.ok) return found;
  const shape = productShapeProblem({
    productType: input.productType,
    optionNames: input.optionNames,
    variantCount: input.variants.length,
    isSubscribable: input.isSubscribable,
    hasForm: Boolean(input.additionalFieldsFormId),
  });
  if (shape) return invalid(shape, 'productType');
  const names = optionNamesProblem(input.optionNames);
  if (names) return invalid(names, 'optionNames');
  if (input.optionNames.length === 0 && input.variants.length > 1) return invalid(OPTIONS_NEEDED_MESSAGE, 'optionNames');
  const refusal =
    variantsProblem(input.optionNames, input.variants, (i) => `variants.${i}`) ??
    (input.variants.some((v) => v.mainImageId)
      ? invalid('Add images to the product first, then choose a variant image.', 'variants')
      : null) ??
    subscriptionRefusal(input.isSubscribable, input.subscriptionOptions) ??
    (await productFormProblem(ctx, input.additionalFieldsFormId)) ??
    (await skusProblem(
      ctx,
      input.variants.map((v) => v.sku),
      (i) => `variants.${i}.sku`,
    ));
  if (refusal) return refusal;
  const slug = await slugIn(ctx, input.collectionId, input);
  if (!slug.ok) return slug;
  try {
    const id = await ctx.db.$transaction(async (tx) => {
      await lockCollection(tx, input.collectionId);
      const item = await tx.item.create({
        data: {
          websiteId: ctx.website.id,
          collectionId: input.collectionId,
          recordType: 11,
          title: input.title,
          urlSlug: slug.urlSlug,
          excerpt: input.excerpt ?? '',
          body: input.body ?? '',
          status: input.status,
          publishOn: input.publishOn ?? new Date(),
          searchText: searchTextOf(input.title, slug.urlSlug),
        },
      });
      const product = { id: item.id, productType: input.productType };
      await tx.product.create({
        data: {
          id: item.id,
          websiteId: ctx.website.id,
          collectionId: input.collectionId,
          productType: input.productType,
          variantOptionOrdering: input.optionNames,
          isSubscribable: input.isSubscribable,
          additionalFieldsFormId: input.additionalFieldsFormId ?? null,
          position: await tx.product.count({ where: { collectionId: input.collectionId } }),
          ...buttonText(input.customAddButtonText),
        },
      });
      await tx.productVariant.createMany({ data: input.variants.map((v, i) => variantRow(ctx, product, v, i)) });
      if (input.subscriptionOptions.length > 0) await setSubscriptionOptions(tx, ctx.website.id, item.id, input.subscriptionOptions);
      if (input.merchandising)
        await tx.merchandisingContext.create({ data: { productId: item.id, websiteId: ctx.website.id, ...input.merchandising } });
      await audit(tx, ctx, 'product.create', item.id, null);
      return item.id;
    });
    return changedProduct(ctx, id);
  } catch (err) {
    return raceRefusal(err);
  }
}

function subscriptionRefusal(isSubscribable: boolean, options: Parameters<typeof subscriptionOptionsProblem>[0]): Refusal | null {
  if (isSubscribable && options.length === 0) return invalid('Offer a subscribable product on at least one plan.', 'subscriptionOptions');
  const problem = subscriptionOptionsProblem(options);
  return problem ? invalid(problem, 'subscriptionOptions') : null;
}

/** Records a product change with the product as it is now in the transaction (and as it was). */
export async function audit(tx: Tx, ctx: OwnerContext, action: string, id: string, before: WholeProduct | null) {
  const after = await loadProduct(tx, ctx.website.id, id);
  await recordChanges(tx, ctx, [
    {
      action,
      entityType: 'Product',
      entityId: id,
      before: before && productSnapshot(before),
      after: after && productSnapshot(after),
    },
  ]);
}

export async function updateProduct(ctx: OwnerContext, productId: string, raw: unknown): Promise<ProductChange> {
  const parsed = parseWith(UpdateProductInput, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const input = parsed.data;
  const before = await loadProduct(ctx.db, ctx.website.id, productId);
  if (!before) return fail('NOT_FOUND', NO_SUCH_PRODUCT_MESSAGE, 'productId');
  const isSubscribable = input.isSubscribable ?? before.isSubscribable;
  const formId = input.additionalFieldsFormId !== undefined ? input.additionalFieldsFormId : before.additionalFieldsFormId;
  const shape = productShapeProblem({
    productType: before.productType,
    optionNames: optionNamesOf(before.variantOptionOrdering),
    variantCount: before.variants.length,
    isSubscribable,
    hasForm: Boolean(formId),
  });
  if (shape) return invalid(shape);
  const options =
    input.subscriptionOptions ??
    before.subscriptionOptions.map((o) => ({
      billingPeriodValue: o.plan.billingPeriodValue,
      billingPeriodUnit: o.plan.billingPeriodUnit,
      numBillingCycles: o.plan.numBillingCycles,
      priceCents: o.priceCents,
    }));
  const refusal = subscriptionRefusal(isSubscribable, options) ?? (await productFormProblem(ctx, input.additionalFieldsFormId));
  if (refusal) return refusal;
  const title = input.title ?? before.item.title;
  const slug =
    input.urlSlug && input.urlSlug !== before.item.urlSlug
      ? await slugIn(ctx, before.collectionId, { urlSlug: input.urlSlug, title }, before.id)
      : ({ ok: true, urlSlug: before.item.urlSlug } as const);
  if (!slug.ok) return slug;
  try {
    await ctx.db.$transaction(async (tx) => {
      await tx.item.update({
        where: { id: before.id },
        data: {
          title,
          urlSlug: slug.urlSlug,
          excerpt: input.excerpt,
          body: input.body,
          status: input.status,
          publishOn: input.publishOn,
          searchText: searchTextOf(title, slug.urlSlug),
        },
      });
      await tx.product.update({
        where: { id: before.id },
        data: {
          isSubscribable,
          additionalFieldsFormId: formId,
          ...(input.customAddButtonText !== undefined ? buttonText(input.customAddButtonText) : {}),
        },
      });
      if (input.subscriptionOptions) await setSubscriptionOptions(tx, ctx.website.id, before.id, input.subscriptionOptions);
      if (input.merchandising) await writeMerchandising(tx, ctx.website.id, before.id, input.merchandising);
      await audit(tx, ctx, 'product.update', before.id, before);
    });
    return changedProduct(ctx, before.id);
  } catch (err) {
    return raceRefusal(err);
  }
}

/** A copy of a product as a draft at the end of its collection: "{title} (copy)", a free slug, its variants with
 * new SKUs ("{sku}-COPY"), prices and options, no stock (stock is counted goods, not copied), the same images, plans,
 * form and merchandising. */
export async function duplicateProduct(ctx: OwnerContext, productId: string): Promise<ProductChange> {
  const original = await loadProduct(ctx.db, ctx.website.id, productId);
  if (!original) return fail('NOT_FOUND', NO_SUCH_PRODUCT_MESSAGE, 'productId');
  if (original.variants.length === 0) return fail('LAST_VARIANT', LAST_VARIANT_MESSAGE, 'productId');
  const title = `${original.item.title} (copy)`.slice(0, 200);
  const slug = await slugIn(ctx, original.collectionId, { title: `${original.item.urlSlug}-copy` });
  if (!slug.ok) return slug;
  const copyOf = (sku: string) => `${sku.slice(0, MAX_SKU_LENGTH - 10)}-COPY`;
  const taken = await ctx.db.productVariant.findMany({
    where: { websiteId: ctx.website.id, OR: original.variants.map((v) => ({ sku: { startsWith: copyOf(v.sku) } })) },
    select: { sku: true },
  });
  const skus = new Set(taken.map((t) => t.sku));
  const copySku = (sku: string) => {
    const next = firstFree(copyOf(sku), skus, MAX_SKU_LENGTH);
    skus.add(next);
    return next;
  };
  try {
    const id = await ctx.db.$transaction(async (tx) => {
      await lockCollection(tx, original.collectionId);
      const { collectionId, recordType, excerpt, body } = original.item;
      const copy = await tx.item.create({
        data: {
          collectionId,
          recordType,
          excerpt,
          body,
          websiteId: ctx.website.id,
          title,
          urlSlug: slug.urlSlug,
          status: 'DRAFT',
          publishOn: new Date(),
          searchText: searchTextOf(title, slug.urlSlug),
        },
      });
      await tx.product.create({
        data: {
          id: copy.id,
          websiteId: ctx.website.id,
          collectionId: original.collectionId,
          productType: original.productType,
          variantOptionOrdering: original.variantOptionOrdering as Prisma.InputJsonValue,
          isSubscribable: original.isSubscribable,
          additionalFieldsFormId: original.additionalFieldsFormId,
          useCustomAddButtonText: original.useCustomAddButtonText,
          customAddButtonText: original.customAddButtonText,
          position: await tx.product.count({ where: { collectionId: original.collectionId } }),
        },
      });
      const imageIds = new Map<string, string>();
      for (const image of original.images) {
        const { id: oldId, productId: _p, createdAt: _ic, widths, colorData, ...fields } = image;
        // The copy shares the original's stored renditions (server/services/media keeps them while any image uses them).
        const json = {
          widths: (widths ?? undefined) as Prisma.InputJsonValue,
          colorData: (colorData ?? undefined) as Prisma.InputJsonValue,
        };
        imageIds.set(oldId, (await tx.productImage.create({ data: { ...fields, ...json, productId: copy.id } })).id);
      }
      await tx.productVariant.createMany({
        data: original.variants.map((v) => ({
          ...variantRow(
            ctx,
            { id: copy.id, productType: original.productType },
            { ...v, attributes: v.attributes as Record<string, string>, sku: copySku(v.sku), qtyInStock: 0 },
            v.position,
          ),
          mainImageId: v.mainImageId ? (imageIds.get(v.mainImageId) ?? null) : null,
        })),
      });
      for (const o of original.subscriptionOptions)
        await tx.productSubscriptionOption.create({
          data: {
            websiteId: ctx.website.id,
            productId: copy.id,
            subscriptionPlanId: o.subscriptionPlanId,
            priceCents: o.priceCents,
            position: o.position,
          },
        });
      if (original.merchandising) {
        const { productId: _m, updatedAt: _mu, ...merchandising } = original.merchandising;
        await tx.merchandisingContext.create({ data: { ...merchandising, productId: copy.id } });
      }
      await audit(tx, ctx, 'product.duplicate', copy.id, null);
      return copy.id;
    });
    return changedProduct(ctx, id);
  } catch (err) {
    return raceRefusal(err);
  }
}
