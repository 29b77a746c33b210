// The JSON a template reads: a page's `?format=json` (server/services/page-json.ts) with the fields the engine's
// commerce formatters look for filled in where that JSON carries them elsewhere. Nothing the page sets is replaced.

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Option names in the order the variants first use them ('Size', 'Color'). */
function optionOrdering(variants: Json[]): string[] {
  const names: string[] = [];
  for (const v of variants) {
    if (isObject(v.attributes)) for (const name of Object.keys(v.attributes)) if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** A product item whose structuredContent variants carry priceMoney and salePriceMoney (the engine prices from
 * them), whose structuredContent names its option order (the variant picker lists options from it) and, for a
 * digital product, carries its price. */
function commerceItem(item: Json, collectionId: unknown): Json {
  const content = item.structuredContent;
  if (!isObject(content) || !Array.isArray(content.variants)) return item;
  const priced = Array.isArray(item.variants) ? item.variants.filter(isObject) : [];
  const variants = content.variants.map((v) => {
    if (!isObject(v)) return v;
    const match = priced.find((p) => p.id === v.id);
    return match ? { priceMoney: match.priceMoney, salePriceMoney: match.salePriceMoney, ...v } : v;
  });
  const structuredContent: Json = { ...content, variants };
  if (!('variantOptionOrdering' in content)) structuredContent.variantOptionOrdering = optionOrdering(variants.filter(isObject));
  // A digital product is priced on itself, not on its variants (spec §3).
  const [first] = variants.filter(isObject);
  if (content.productType === 2 && first && !('priceMoney' in content)) {
    Object.assign(structuredContent, { priceMoney: first.priceMoney, salePriceMoney: first.salePriceMoney, onSale: first.onSale });
  }
  const filled: Json = { ...item, structuredContent };
  if (!('collectionId' in item) && typeof collectionId === 'string') filled.collectionId = collectionId;
  return filled;
}

/** The context for a render: the page's JSON, its items prepared for the commerce formatters, and prices shown with
 * their currency (featureFlags.useCLDRMoneyFormat) unless the page says otherwise. */
export function templateContext(page: unknown): Json {
  if (!isObject(page)) return {};
  const collectionId = isObject(page.collection) ? page.collection.id : undefined;
  const context: Json = { ...page };
  if (isObject(page.item)) context.item = commerceItem(page.item, collectionId);
  if (Array.isArray(page.items)) context.items = page.items.map((i) => (isObject(i) ? commerceItem(i, collectionId) : i));
  context.featureFlags = { useCLDRMoneyFormat: true, ...(isObject(page.featureFlags) ? page.featureFlags : {}) };
  return context;
}
