// Every column of the tables Kysely's statements read whole, listed once and checked against the generated types
// (columns.ts): a column added to, renamed in or dropped from schema.prisma fails `npm run typecheck` here.
import { allColumns } from './columns.ts';

export const COLLECTION_COLUMNS = allColumns<'Collection'>()([
  'id',
  'websiteId',
  'title',
  'urlSlug',
  'type',
  'typeName',
  'folderBehavior',
  'isFolder',
  'folderId',
  'navigation',
  'position',
  'enabled',
  'passwordHash',
  'description',
  'blocks',
  'externalLink',
  'showPastOrUpcomingEvents',
  'listTemplate',
  'itemTemplate',
  'createdAt',
  'updatedAt',
]);

export const CART_COLUMNS = allColumns<'ShoppingCart'>()([
  'id',
  'websiteId',
  'token',
  'kind',
  'visitorId',
  'siteUserId',
  'currency',
  'isPurchased',
  'orderId',
  'shippingLocation',
  'selectedShippingOptionId',
  'subscriptionOptionId',
  'created',
  'updatedAt',
]);

export const ENTRY_COLUMNS = allColumns<'CartEntry'>()([
  'id',
  'websiteId',
  'cartId',
  'itemId',
  'variantId',
  'sku',
  'quantity',
  'additionalFields',
  'additionalFieldsKey',
  'purchasePriceCents',
  'created',
  'updatedAt',
]);

export const COUPON_COLUMNS = allColumns<'Coupon'>()([
  'id',
  'websiteId',
  'code',
  'kind',
  'percentOffBps',
  'amountOffCents',
  'minSubtotalCents',
  'startsAt',
  'expiresAt',
  'usageLimit',
  'timesUsed',
  'active',
  'createdAt',
]);

export const VARIANT_COLUMNS = allColumns<'ProductVariant'>()([
  'id',
  'websiteId',
  'productId',
  'sku',
  'attributes',
  'priceCents',
  'salePriceCents',
  'onSale',
  'currency',
  'unlimited',
  'qtyInStock',
  'weightGrams',
  'mainImageId',
  'position',
  'restockSendPending',
  'createdAt',
  'updatedAt',
]);

export const TAX_RULE_COLUMNS = allColumns<'TaxRule'>()([
  'id',
  'websiteId',
  'name',
  'country',
  'region',
  'rateBps',
  'appliesToPhysical',
  'appliesToDigital',
  'appliesToService',
  'taxShipping',
]);

export const SHIPPING_OPTION_COLUMNS = allColumns<'ShippingOption'>()([
  'id',
  'websiteId',
  'name',
  'kind',
  'countries',
  'flatRateCents',
  'rateTiers',
  'freeOverCents',
  'position',
  'active',
]);
