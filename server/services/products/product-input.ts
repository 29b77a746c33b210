// What owners send to change the catalog, as zod schemas: GraphQL, the CSV import and the command line all go
// through these, so every door accepts exactly the same products, variants and collections.
import { z } from 'zod';
import { isProductType } from '../../../domain/product-type.ts';
import { PUBLISH_STATUSES } from '../../../domain/publish-status.ts';
import {
  MAX_BODY_LENGTH,
  MAX_EXCERPT_LENGTH,
  MAX_OPTION_NAME_LENGTH,
  MAX_OPTION_VALUE_LENGTH,
  MAX_OPTION_VALUES,
  MAX_ORDER_AMOUNT_MINOR,
  MAX_PRODUCT_OPTIONS,
  MAX_SKU_LENGTH,
  MAX_STOCK,
  MAX_SUBSCRIPTION_OPTIONS,
  MAX_TITLE_LENGTH,
  MAX_VARIANTS_PER_PRODUCT,
  MAX_WEIGHT_GRAMS,
} from '../../../domain/store-limits.ts';
import { isValidSlug } from '../../../domain/url-slug.ts';
import { MerchandisingChanges } from '../merchandising.ts';

export const recordId = z.string().min(1).max(200);
export const title = z.string().trim().min(1, 'cannot be blank.').max(MAX_TITLE_LENGTH);
export const urlSlug = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isValidSlug, 'must be lower-case letters, digits and single hyphens (at most 200 characters).');
const cents = z.number().int().min(0).max(MAX_ORDER_AMOUNT_MINOR);
const optionName = z.string().trim().min(1).max(MAX_OPTION_NAME_LENGTH);
const optionValue = z.string().trim().min(1).max(MAX_OPTION_VALUE_LENGTH);

/** A variant's attributes as a list of option name and value (the order does not matter); names appear once. */
export const Attributes = z
  .array(z.strictObject({ name: optionName, value: optionValue }))
  .max(MAX_PRODUCT_OPTIONS)
  .refine((list) => new Set(list.map((a) => a.name)).size === list.length, 'names an option twice: name each option once.')
  .transform((list) => Object.fromEntries(list.map((a) => [a.name, a.value])) as Record<string, string>);

/** A variant's fields; on create, absent ones take their defaults (no options, price 0, stock 0). */
export const VariantFields = z.strictObject({
  sku: z.string().trim().min(1).max(MAX_SKU_LENGTH).optional(),
  attributes: Attributes.optional(),
  priceCents: cents.optional(),
  salePriceCents: cents.optional(),
  onSale: z.boolean().optional(),
  unlimited: z.boolean().optional(),
  qtyInStock: z.number().int().min(0).max(MAX_STOCK).optional(),
  weightGrams: z.number().int().min(0).max(MAX_WEIGHT_GRAMS).optional(),
  mainImageId: recordId.nullable().optional(),
});
export type VariantFields = z.output<typeof VariantFields>;

export const BILLING_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;

/** A subscription plan offered on the product: every {value} {unit}s, for {cycles} payments (0: until cancelled),
 * optionally at its own price. Plans are shared: the website's plan with the same period and cycles is reused. */
export const SubscriptionOptionFields = z.strictObject({
  billingPeriodValue: z.number().int().min(1).max(52),
  billingPeriodUnit: z.enum(BILLING_UNITS),
  numBillingCycles: z.number().int().min(0).max(1000).default(0),
  priceCents: cents.nullable().optional(),
});
export type SubscriptionOptionFields = z.output<typeof SubscriptionOptionFields>;

const productTypeCode = z
  .number()
  .int()
  .refine(isProductType, 'must be a product type code: 1 physical, 2 digital, 3 service, 4 gift card, 5 paywall.');
const publishStatus = z.enum(PUBLISH_STATUSES);
const customAddButtonText = z.string().trim().max(100).nullable();

/** The fields of a product that create and update share. */
const productFields = {
  title,
  urlSlug,
  excerpt: z.string().max(MAX_EXCERPT_LENGTH),
  body: z.string().max(MAX_BODY_LENGTH),
  customAddButtonText,
  isSubscribable: z.boolean(),
  subscriptionOptions: z.array(SubscriptionOptionFields).max(MAX_SUBSCRIPTION_OPTIONS),
  additionalFieldsFormId: recordId.nullable(),
  status: publishStatus,
  publishOn: z.date(),
};

export const CreateProductInput = z.strictObject({
  collectionId: recordId,
  productType: productTypeCode,
  title: productFields.title,
  urlSlug: productFields.urlSlug.optional(),
  excerpt: productFields.excerpt.optional(),
  body: productFields.body.optional(),
  /** Option names in display order (`variantOptionOrdering`). */
  optionNames: z.array(optionName).max(MAX_PRODUCT_OPTIONS).default([]),
  variants: z.array(VariantFields).min(1, 'needs at least one variant.').max(MAX_VARIANTS_PER_PRODUCT),
  customAddButtonText: customAddButtonText.optional(),
  isSubscribable: productFields.isSubscribable.default(false),
  subscriptionOptions: productFields.subscriptionOptions.default([]),
  additionalFieldsFormId: productFields.additionalFieldsFormId.optional(),
  merchandising: MerchandisingChanges.optional(),
  /** New products are drafts unless published (a future publishOn schedules them). */
  status: publishStatus.default('DRAFT'),
  publishOn: z.date().optional(),
});
export type CreateProductInput = z.output<typeof CreateProductInput>;

/** Changes to a product, its merchandising among them; absent fields stay as they are. */
export const UpdateProductInput = z.strictObject({ ...productFields, merchandising: MerchandisingChanges }).partial();
export type UpdateProductInput = z.output<typeof UpdateProductInput>;

/** The product's options as they should be: renames carry variants along, new combinations get variants. */
export const ProductOptionsInput = z.strictObject({
  options: z
    .array(
      z.strictObject({
        name: optionName,
        renameFrom: optionName.nullable().optional(),
        values: z.array(optionValue).min(1).max(MAX_OPTION_VALUES),
        valueRenames: z
          .array(z.strictObject({ from: optionValue, to: optionValue }))
          .max(MAX_OPTION_VALUES)
          .nullable()
          .optional(),
      }),
    )
    .max(MAX_PRODUCT_OPTIONS),
  /** Give every new combination a variant (default), or only keep and rename the existing ones. */
  createMissing: z.boolean().default(true),
  /** Fields of the variants created for new combinations (price, stock …); by default the first variant's price. */
  newVariant: VariantFields.optional(),
});
export type ProductOptionsInput = z.output<typeof ProductOptionsInput>;

export const CollectionFields = z.strictObject({ title, urlSlug: urlSlug.optional() });
export const CollectionChanges = z.strictObject({ title: title.optional(), urlSlug: urlSlug.optional() });
