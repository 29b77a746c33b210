// What an owner template reads besides the page's `?format=json`: what the engine's commerce formatters look for and
// that JSON leaves out (docs/templates.md) — a product's option order, subscribable flag and custom add-button text,
// its merchandising context (scarcity message, custom sold-out text, restock form), the website's captcha site key
// and store settings (beside the website settings the page JSON carries).
// The page JSON itself is never changed: rendering gets a copy with these added.
import {
  restockNotificationMessages,
  restockNotificationViews,
  type StockedVariant,
  scarcityTemplateViews,
} from '../../../domain/merchandising-views.ts';
import { DEFAULT_SCARCITY_TEXT } from '../../../domain/scarcity.ts';
import { RecordType } from '../../../domain/site-structure.ts';
import type { ServiceContext } from '../context.ts';
import type { MerchandisingShape } from '../merchandising.ts';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The product items of a page's JSON (its item, or its list). */
function productItems(page: Json): Json[] {
  const items = [page.item, ...(Array.isArray(page.items) ? page.items : [])].filter(isObject);
  return items.filter((i) => i.recordType === RecordType.STORE_ITEM && typeof i.id === 'string');
}

const variantsOf = (item: Json) => {
  const content = isObject(item.structuredContent) ? item.structuredContent : {};
  return (Array.isArray(content.variants) ? content.variants : []).filter(isObject) as StockedVariant[];
};

/** One product's `productMerchandisingContext` entry, the shape the engine's formatters read. */
export function merchandisingJson(m: MerchandisingShape, variants: readonly StockedVariant[]) {
  return {
    scarcityEnabled: m.scarcityEnabled,
    // The engine's message formatter names the count qtyInStock; owners write {qty}.
    scarcityText: (m.scarcityText || DEFAULT_SCARCITY_TEXT).replaceAll('{qty}', '{qtyInStock}'),
    scarcityShownByDefault: variants.length <= 1,
    scarcityTemplateViews: scarcityTemplateViews(m, variants),
    customSoldOutText: m.customSoldOutText,
    restockNotificationViews: restockNotificationViews(m.restockNotificationsEnabled, variants),
    restockNotificationMessages: restockNotificationMessages(m.restockSuccessMessage),
    mailingListSignUpEnabled: m.mailingListSignUpEnabled,
    mailingListOptInByDefault: m.mailingListOptInByDefault,
  };
}

/** The page's product items with the product fields of spec §3 that `?format=json` leaves out (option order,
 * subscribable, the custom add-button text), and their merchandising contexts by product id. */
async function withProductFacts(ctx: ServiceContext, page: Json): Promise<Json> {
  const items = productItems(page);
  if (items.length === 0) return page;
  const rows = await ctx.db.product.findMany({
    where: { websiteId: ctx.website.id, id: { in: items.map((i) => i.id as string) } },
    select: {
      id: true,
      variantOptionOrdering: true,
      isSubscribable: true,
      useCustomAddButtonText: true,
      customAddButtonText: true,
      merchandising: true,
    },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fill = (item: unknown) => {
    const row = isObject(item) && item.recordType === RecordType.STORE_ITEM ? byId.get(item.id as string) : undefined;
    if (!row || !isObject(item)) return item;
    const facts = {
      variantOptionOrdering: Array.isArray(row.variantOptionOrdering) ? row.variantOptionOrdering : [],
      isSubscribable: row.isSubscribable,
      useCustomAddButtonText: row.useCustomAddButtonText,
      customAddButtonText: row.customAddButtonText ?? '',
    };
    return { ...item, structuredContent: { ...facts, ...(isObject(item.structuredContent) ? item.structuredContent : {}) } };
  };
  const merchandising: Json = {};
  for (const item of items) {
    const m = byId.get(item.id as string)?.merchandising;
    if (m) merchandising[item.id as string] = merchandisingJson(m, variantsOf(item));
  }
  return {
    ...page,
    ...(page.item !== undefined ? { item: fill(page.item) } : {}),
    ...(Array.isArray(page.items) ? { items: page.items.map(fill) } : {}),
    ...(Object.keys(merchandising).length > 0 ? { productMerchandisingContext: merchandising } : {}),
  };
}

/** The page JSON with what the commerce formatters read added. Nothing of the caller's: the HTML is the same for
 * every visitor (public answers are shared), so `{cart|cart-quantity}` counts an empty cart and the storefront script
 * fills in the visitor's count, as it does for every `.sqs-cart-quantity`. */
export async function templateData(ctx: ServiceContext, page: object): Promise<Json> {
  const json = await withProductFacts(ctx, page as Json);
  const website = isObject(json.website) ? json.website : {};
  const data: Json = {
    ...json,
    website: ctx.website.captchaSiteKey ? { ...website, captchaSettings: { siteKey: ctx.website.captchaSiteKey } } : website,
    websiteSettings: {
      ...(isObject(json.websiteSettings) ? json.websiteSettings : {}),
      storeSettings: { multipleQuantityAllowedForServices: ctx.website.multipleQuantityAllowedForServices },
    },
  };
  return data;
}
