// The owner's catalog: products and variants (catalog:write), the catalog and inventory lists (read). Resolvers only
// hand the input to the services (server/services/products), which validate it with the same schemas every door uses.
import { MAX_SEARCH_LENGTH } from '../domain/search-text.ts';
import {
  CATALOG_SORTS,
  type CatalogSort,
  findCatalogProduct,
  listCatalogProducts,
  listInventory,
  STATUS_FILTERS,
  STOCK_FILTERS,
} from '../server/services/products/catalog-search.ts';
import { deleteProduct, moveProduct, setArchived } from '../server/services/products/product-lifecycle.ts';
import type { WholeProduct } from '../server/services/products/product-record.ts';
import { createProduct, duplicateProduct, updateProduct } from '../server/services/products/products.ts';
import { addVariant, moveVariant, removeVariant, setProductOptions, updateVariant } from '../server/services/products/variants.ts';
import type { Result } from '../server/services/user-errors.ts';
import { builder } from './builder.ts';
import { MerchandisingInput } from './merchandising.ts';
import { payloadOf, payloadRef } from './payload.ts';
import { Product, ProductTypeEnum, PublishStatusEnum } from './product.ts';
import { BillingUnit } from './subscription-plan.ts';

const VariantAttributeInput = builder.inputType('VariantAttributeInput', {
  fields: (t) => ({ name: t.string({ required: true }), value: t.string({ required: true }) }),
});

const VariantInput = builder.inputType('VariantInput', {
  description: 'A variant; on create, absent fields take their defaults (price 0, stock 0). Prices in minor units.',
  fields: (t) => ({
    sku: t.string({ description: 'Unique in the website; generated when absent.' }),
    attributes: t.field({ type: [VariantAttributeInput], description: "One value for each of the product's options." }),
    priceCents: t.int(),
    salePriceCents: t.int({ description: 'Less than the price when on sale.' }),
    onSale: t.boolean(),
    unlimited: t.boolean({ description: 'Physical and service products only; the other types are always unlimited.' }),
    qtyInStock: t.int(),
    weightGrams: t.int(),
    mainImageId: t.id({ description: 'One of the product’s images.' }),
  }),
});

const SubscriptionOptionInput = builder.inputType('SubscriptionOptionInput', {
  fields: (t) => ({
    billingPeriodValue: t.int({ required: true }),
    billingPeriodUnit: t.field({ type: BillingUnit, required: true }),
    numBillingCycles: t.int({ description: 'Payments in all; 0 (default) until cancelled.' }),
    priceCents: t.int({ description: "The plan's own price; absent: the variant's price." }),
  }),
});

type InputFields = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

const productFields = (t: InputFields) => ({
  title: t.string(),
  urlSlug: t.string({ description: 'Unique in the collection; made from the title when absent.' }),
  excerpt: t.string(),
  body: t.string(),
  customAddButtonText: t.string({ description: 'null or empty: the default button text.' }),
  isSubscribable: t.boolean(),
  subscriptionOptions: t.field({
    type: [SubscriptionOptionInput],
    description:
      'The plans a subscribable product is offered on: at least one is required while isSubscribable is true (on update: unless the product has plans already), else INVALID_INPUT "Offer a subscribable product on at least one plan."',
  }),
  additionalFieldsFormId: t.id({ description: 'A product form of the website; null removes it.' }),
  status: t.field({ type: PublishStatusEnum }),
  publishOn: t.field({ type: 'DateTime', description: 'With PUBLISHED: a date ahead schedules the product. On create, now unless given.' }),
});

const CreateProductInput = builder.inputType('CreateProductInput', {
  fields: (t) => ({
    collectionId: t.id({ required: true }),
    productType: t.field({ type: ProductTypeEnum, required: true }),
    ...productFields(t),
    title: t.string({ required: true }),
    status: t.field({ type: PublishStatusEnum, description: 'DRAFT unless given.' }),
    optionNames: t.stringList({
      description:
        'Option names in display order (variantOptionOrdering). Required for more than one variant (each variant then gives a value of each in attributes); one variant may have none.',
    }),
    variants: t.field({ type: [VariantInput], required: true }),
    merchandising: t.field({ type: MerchandisingInput }),
  }),
});

const UpdateProductInput = builder.inputType('UpdateProductInput', {
  description: 'Changes to a product; absent fields stay as they are.',
  fields: (t) => ({
    ...productFields(t),
    merchandising: t.field({ type: MerchandisingInput, description: 'Saved with the rest of the change, in one transaction.' }),
  }),
});

const ProductOptionInput = builder.inputType('ProductOptionInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    renameFrom: t.string({ description: 'The name this option had, to carry its variants over.' }),
    values: t.stringList({ required: true }),
    valueRenames: t.field({
      type: [
        builder.inputType('OptionValueRenameInput', {
          fields: (v) => ({ from: v.string({ required: true }), to: v.string({ required: true }) }),
        }),
      ],
    }),
  }),
});

const SetProductOptionsInput = builder.inputType('SetProductOptionsInput', {
  fields: (t) => ({
    options: t.field({ type: [ProductOptionInput], required: true }),
    createMissing: t.boolean({ description: 'Give every new combination a variant (default true).' }),
    newVariant: t.field({ type: VariantInput, description: "Fields of the new variants (default: the first variant's price, no stock)." }),
  }),
});

const ProductPayload = payloadRef('ProductPayload', 'product', Product);

export const DeletePayload = payloadRef<'deletedId', string>('DeletePayload', 'deletedId', 'ID');

const productPayload = (r: Result<{ product: WholeProduct }>) => payloadOf('product', r);
export const deletePayload = (r: Result<{ deletedId: string }>) => payloadOf('deletedId', r);

// GraphQL leaves out input fields the caller did not give; the services read absent fields as "unchanged".
const write = { authScopes: { can: 'catalog:write' as const } };

builder.mutationFields((t) => ({
  createProduct: t.field({
    ...write,
    type: ProductPayload,
    args: { input: t.arg({ type: CreateProductInput, required: true }) },
    resolve: async (_root, { input }, ctx) => productPayload(await createProduct(ctx, input)),
  }),
  updateProduct: t.field({
    ...write,
    type: ProductPayload,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateProductInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => productPayload(await updateProduct(ctx, id, input)),
  }),
  duplicateProduct: t.field({
    ...write,
    type: ProductPayload,
    description: 'A draft copy: "(copy)" title, free slug, new SKUs, no stock.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => productPayload(await duplicateProduct(ctx, id)),
  }),
  archiveProduct: t.field({
    ...write,
    type: ProductPayload,
    description: 'Takes the product off the storefront; orders and subscriptions keep it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => productPayload(await setArchived(ctx, id, true)),
  }),
  unarchiveProduct: t.field({
    ...write,
    type: ProductPayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => productPayload(await setArchived(ctx, id, false)),
  }),
  deleteProduct: t.field({
    ...write,
    type: DeletePayload,
    description: 'Refused (PRODUCT_IN_USE) while open carts, unfinished orders or renewing subscriptions need it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => deletePayload(await deleteProduct(ctx, id)),
  }),
  moveProduct: t.field({
    ...write,
    type: ProductPayload,
    description: 'To a place (0 first; default last) in a collection (default its own).',
    args: { id: t.arg.id({ required: true }), collectionId: t.arg.id(), position: t.arg.int() },
    resolve: async (_root, { id, collectionId, position }, ctx) =>
      productPayload(await moveProduct(ctx, { productId: id, collectionId, position })),
  }),
  setProductOptions: t.field({
    ...write,
    type: ProductPayload,
    args: { productId: t.arg.id({ required: true }), input: t.arg({ type: SetProductOptionsInput, required: true }) },
    resolve: async (_root, { productId, input }, ctx) => productPayload(await setProductOptions(ctx, productId, input)),
  }),
  addVariant: t.field({
    ...write,
    type: ProductPayload,
    args: { productId: t.arg.id({ required: true }), input: t.arg({ type: VariantInput, required: true }) },
    resolve: async (_root, { productId, input }, ctx) => productPayload(await addVariant(ctx, productId, input)),
  }),
  updateVariant: t.field({
    ...write,
    type: ProductPayload,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: VariantInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => productPayload(await updateVariant(ctx, id, input)),
  }),
  removeVariant: t.field({
    ...write,
    type: ProductPayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => productPayload(await removeVariant(ctx, id)),
  }),
  moveVariant: t.field({
    ...write,
    type: ProductPayload,
    args: { id: t.arg.id({ required: true }), position: t.arg.int({ required: true }) },
    resolve: async (_root, { id, position }, ctx) => productPayload(await moveVariant(ctx, id, position)),
  }),
}));

const StatusFilter = builder.enumType('ProductStatusFilter', { values: STATUS_FILTERS });
const StockFilter = builder.enumType('StockFilter', { values: STOCK_FILTERS });
const CatalogProductSort = builder.enumType('CatalogProductSort', {
  description: 'POSITION (default): by collection and place in it. Ties keep that order.',
  values: Object.keys(CATALOG_SORTS) as CatalogSort[],
});
const SEARCH = `Title or slug contains this (any case; at most ${MAX_SEARCH_LENGTH} characters).`;

builder.queryFields((t) => ({
  catalogProducts: t.prismaConnection({
    type: 'Product',
    cursor: 'id',
    authScopes: { can: 'read' },
    description: 'Every product of the website for owners: drafts, scheduled and private ones; archived ones with archived: true.',
    args: {
      search: t.arg.string({ description: SEARCH }),
      collectionId: t.arg.id(),
      productType: t.arg({ type: ProductTypeEnum }),
      status: t.arg({ type: StatusFilter }),
      stock: t.arg({ type: StockFilter }),
      lowStockAt: t.arg.int({ description: 'LOW_STOCK: a counted variant with this many or fewer (default 5).' }),
      archived: t.arg.boolean({ defaultValue: false }),
      sort: t.arg({ type: CatalogProductSort }),
    },
    resolve: (query, _root, args, ctx) => listCatalogProducts(ctx, args, query),
  }),
  catalogProduct: t.prismaField({
    type: 'Product',
    nullable: true,
    authScopes: { can: 'read' },
    description: 'Any product of the website, whatever its state.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => findCatalogProduct(ctx, id, query),
  }),
  inventory: t.prismaConnection({
    type: 'ProductVariant',
    cursor: 'id',
    authScopes: { can: 'read' },
    description: 'Variants whose stock is counted, fewest in stock first; lowStockAt keeps those with that many or fewer.',
    args: { lowStockAt: t.arg.int(), search: t.arg.string({ description: SEARCH }) },
    resolve: (query, _root, args, ctx) => listInventory(ctx, args, query),
  }),
}));
