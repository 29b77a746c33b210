// Owners add, edit, remove and reorder a product's variants, and set its options. Every variant keeps exactly one
// value per option and a combination of its own (domain/variant-options.ts); a variant shoppers still need (open
// carts, unfinished orders, renewing subscriptions) is never removed — an option change that would remove one is
// refused as a whole.
import { LAST_VARIANT_MESSAGE, NO_SUCH_VARIANT_MESSAGE } from '../../../domain/editing-messages.ts';
import { NO_SUCH_PRODUCT_MESSAGE, VARIANT_IN_USE_MESSAGE } from '../../../domain/messages.ts';
import { hasOneVariant, tracksStock } from '../../../domain/product-type.ts';
import { MAX_VARIANTS_PER_PRODUCT } from '../../../domain/store-limits.ts';
import { attributesProblem, optionsProblem, planVariants, salePriceProblem } from '../../../domain/variant-options.ts';
import type { OwnerContext } from '../audit.ts';
import { markRestocked } from '../restock-triggers.ts';
import { fail } from '../user-errors.ts';
import { invalidInput, parseWith } from '../validation.ts';
import { raceRefusal, skusProblem } from './product-checks.ts';
import { ProductOptionsInput, VariantFields } from './product-input.ts';
import { attributesOf, loadProduct, optionNamesOf, type WholeProduct } from './product-record.ts';
import { inUse } from './product-usage.ts';
import { audit, changedProduct, type ProductChange, variantRow } from './products.ts';

const variantOf = async (ctx: OwnerContext, variantId: string) =>
  ctx.db.productVariant.findFirst({ where: { id: variantId, websiteId: ctx.website.id }, select: { productId: true } });

/** Runs a change on the product of a variant, or refuses an unknown variant. */
async function withVariant(
  ctx: OwnerContext,
  variantId: string,
  change: (product: WholeProduct, variant: WholeProduct['variants'][number]) => Promise<ProductChange>,
): Promise<ProductChange> {
  const found = await variantOf(ctx, variantId);
  const product = found && (await loadProduct(ctx.db, ctx.website.id, found.productId));
  const variant = product?.variants.find((v) => v.id === variantId);
  return product && variant ? change(product, variant) : fail('VARIANT_NOT_FOUND', NO_SUCH_VARIANT_MESSAGE, 'variantId');
}

const imageProblem = (product: WholeProduct, imageId: string | null | undefined) =>
  imageId && !product.images.some((i) => i.id === imageId)
    ? fail('NOT_FOUND', 'No such image of this product.', 'input.mainImageId')
    : null;

export async function addVariant(ctx: OwnerContext, productId: string, raw: unknown): Promise<ProductChange> {
  const parsed = parseWith(VariantFields, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const v = parsed.data;
  const product = await loadProduct(ctx.db, ctx.website.id, productId);
  if (!product) return fail('NOT_FOUND', NO_SUCH_PRODUCT_MESSAGE, 'productId');
  if (hasOneVariant(product.productType))
    return fail('INVALID_INPUT', 'Digital and paywall products have one variant and no options.', 'productId');
  if (product.variants.length >= MAX_VARIANTS_PER_PRODUCT)
    return fail('INVALID_INPUT', `A product can have at most ${MAX_VARIANTS_PER_PRODUCT} variants.`, 'productId');
  const names = optionNamesOf(product.variantOptionOrdering);
  const clash = attributesProblem(
    names,
    v.attributes ?? {},
    product.variants.map((s) => attributesOf(s.attributes)),
  );
  if (clash) return fail(clash.code, clash.message, 'input.attributes');
  const sale = salePriceProblem({ priceCents: v.priceCents ?? 0, salePriceCents: v.salePriceCents ?? 0, onSale: v.onSale ?? false });
  if (sale) return fail('INVALID_INPUT', sale, 'input.salePriceCents');
  const refusal = imageProblem(product, v.mainImageId) ?? (await skusProblem(ctx, [v.sku], () => 'input.sku'));
  if (refusal) return refusal;
  try {
    await ctx.db.$transaction(async (tx) => {
      const last = product.variants.at(-1)?.position ?? -1;
      await tx.productVariant.create({ data: variantRow(ctx, product, v, last + 1) });
      await audit(tx, ctx, 'variant.add', product.id, product);
    });
  } catch (err) {
    return raceRefusal(err);
  }
  return changedProduct(ctx, product.id);
}

export function updateVariant(ctx: OwnerContext, variantId: string, raw: unknown): Promise<ProductChange> {
  const parsed = parseWith(VariantFields, raw, 'input');
  if (!parsed.ok) return Promise.resolve(invalidInput(parsed.issues));
  const v = parsed.data;
  return withVariant(ctx, variantId, async (product, variant) => {
    const siblings = product.variants.filter((s) => s.id !== variant.id).map((s) => attributesOf(s.attributes));
    const clash = v.attributes && attributesProblem(optionNamesOf(product.variantOptionOrdering), v.attributes, siblings);
    if (clash) return fail(clash.code, clash.message, 'input.attributes');
    const prices = {
      priceCents: v.priceCents ?? variant.priceCents,
      salePriceCents: v.salePriceCents ?? variant.salePriceCents,
      onSale: v.onSale ?? variant.onSale,
    };
    const sale = salePriceProblem(prices);
    if (sale) return fail('INVALID_INPUT', sale, 'input.salePriceCents');
    const refusal =
      imageProblem(product, v.mainImageId) ??
      (v.sku && v.sku !== variant.sku ? await skusProblem(ctx, [v.sku], () => 'input.sku', [variant.id]) : null);
    if (refusal) return refusal;
    const stock = tracksStock(product.productType) ? { unlimited: v.unlimited, qtyInStock: v.qtyInStock } : {};
    try {
      await ctx.db.$transaction(async (tx) => {
        await tx.productVariant.update({
          where: { id: variant.id },
          data: { sku: v.sku, attributes: v.attributes, weightGrams: v.weightGrams, mainImageId: v.mainImageId, ...prices, ...stock },
        });
        const after = await tx.productVariant.findUniqueOrThrow({
          where: { id: variant.id },
          select: { unlimited: true, qtyInStock: true },
        });
        await markRestocked(tx, ctx.website.id, [{ variantId: variant.id, before: variant, after }]);
        await audit(tx, ctx, 'variant.update', product.id, product);
      });
    } catch (err) {
      return raceRefusal(err);
    }
    return changedProduct(ctx, product.id);
  });
}

export function removeVariant(ctx: OwnerContext, variantId: string): Promise<ProductChange> {
  return withVariant(ctx, variantId, async (product, variant) => {
    if (product.variants.length === 1) return fail('LAST_VARIANT', LAST_VARIANT_MESSAGE, 'variantId');
    if (await inUse(ctx.db, ctx.website.id, { productId: product.id, variantIds: [variant.id] }))
      return fail('PRODUCT_IN_USE', VARIANT_IN_USE_MESSAGE, 'variantId');
    await ctx.db.$transaction(async (tx) => {
      await tx.productVariant.delete({ where: { id: variant.id } });
      await tx.productVariant.updateMany({
        where: { productId: product.id, position: { gt: variant.position } },
        data: { position: { decrement: 1 } },
      });
      await audit(tx, ctx, 'variant.remove', product.id, product);
    });
    return changedProduct(ctx, product.id);
  });
}

/** Moves a variant to `position` (0 first) among its product's variants. */
export function moveVariant(ctx: OwnerContext, variantId: string, position: number): Promise<ProductChange> {
  return withVariant(ctx, variantId, async (product, variant) => {
    const order = product.variants.filter((v) => v.id !== variant.id);
    order.splice(Math.min(Math.max(position, 0), order.length), 0, variant);
    await ctx.db.$transaction(async (tx) => {
      for (const [i, v] of order.entries())
        if (v.position !== i) await tx.productVariant.update({ where: { id: v.id }, data: { position: i } });
      await audit(tx, ctx, 'variant.move', product.id, product);
    });
    return changedProduct(ctx, product.id);
  });
}

/** Sets the product's options: existing variants follow renames, those whose combination is gone are removed (refused
 * while shoppers need them), and every new combination gets a variant unless `createMissing` is false. */
export async function setProductOptions(ctx: OwnerContext, productId: string, raw: unknown): Promise<ProductChange> {
  const parsed = parseWith(ProductOptionsInput, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const input = parsed.data;
  const product = await loadProduct(ctx.db, ctx.website.id, productId);
  if (!product) return fail('NOT_FOUND', NO_SUCH_PRODUCT_MESSAGE, 'productId');
  if (hasOneVariant(product.productType) && input.options.length > 0)
    return fail('INVALID_INPUT', 'Digital and paywall products have one variant and no options.', 'input.options');
  const problem = optionsProblem(input.options);
  if (problem) return fail('INVALID_INPUT', problem, 'input.options');
  const plan = planVariants(
    product.variants.map((v) => ({ id: v.id, attributes: attributesOf(v.attributes) })),
    input.options,
    input.createMissing,
  );
  if (plan.keep.length + plan.create.length === 0) return fail('LAST_VARIANT', LAST_VARIANT_MESSAGE, 'input.options');
  if (plan.remove.length > 0 && (await inUse(ctx.db, ctx.website.id, { productId: product.id, variantIds: plan.remove })))
    return fail('PRODUCT_IN_USE', VARIANT_IN_USE_MESSAGE, 'input.options');
  const template = { ...(input.newVariant ?? {}) };
  template.priceCents ??= product.variants[0]?.priceCents ?? 0;
  if (template.sku) return fail('INVALID_INPUT', 'New variants get their own SKUs; leave sku out.', 'input.newVariant.sku');
  const sale = salePriceProblem({
    priceCents: template.priceCents,
    salePriceCents: template.salePriceCents ?? 0,
    onSale: template.onSale ?? false,
  });
  if (sale) return fail('INVALID_INPUT', sale, 'input.newVariant.salePriceCents');
  const image = imageProblem(product, template.mainImageId);
  if (image) return image;
  await ctx.db.$transaction(async (tx) => {
    await tx.productVariant.deleteMany({ where: { id: { in: plan.remove } } });
    for (const [i, kept] of plan.keep.entries())
      await tx.productVariant.update({ where: { id: kept.id }, data: { attributes: kept.attributes, position: i } });
    await tx.productVariant.createMany({
      data: plan.create.map((attributes, i) => variantRow(ctx, product, { ...template, attributes }, plan.keep.length + i)),
    });
    await tx.product.update({ where: { id: product.id }, data: { variantOptionOrdering: input.options.map((o) => o.name) } });
    await audit(tx, ctx, 'product.options', product.id, product);
  });
  return changedProduct(ctx, product.id);
}
