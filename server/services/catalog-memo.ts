// Per-node memo of catalog facts that carts read on every request: product display data (title, URL, image, type,
// option ordering, custom form fields) and the website's tax rules and shipping options. Stock and prices are never
// memoised: carts read variants fresh. Dropped when the website's catalog changes (CatalogEvents, relayed between nodes)
// and after CATALOG_CACHE_TTL_MS (5 s), which bounds staleness on a node that missed a change. Bounded by size, not by
// the websites a node serves: MAX_MEMO_ENTRIES products and websites in all, the least recently used dropped first.
import { LRUCache } from 'lru-cache';
import { type FormField, parseFormField } from '../../domain/form-fields.ts';
import type { ShippingOption, TaxRule } from '../db/generated/postgresql/client.ts';
import { type CatalogEvents, changedWebsites } from './catalog-events.ts';
import { type MemoContext, readCheckoutRules, readProductDisplay } from './catalog-memo-rows.ts';
import { productLiveFrom } from './live-rows.ts';

export type ProductMeta = {
  id: string;
  productType: number;
  isSubscribable: boolean;
  title: string;
  url: string;
  imageUrl: string | null;
  /** Image id → address, for the images its variants show as their own. */
  variantImages: Record<string, string>;
  optionOrdering: string[];
  formId: string | null;
  formFields: FormField[] | null;
  /** When shoppers may buy it (ms since the epoch): its publish date; null while it is a draft, private or archived. */
  liveFrom: number | null;
};

/** Whether shoppers may add the product to a cart and buy it now. */
export const liveNow = (meta: Pick<ProductMeta, 'liveFrom'>, now = Date.now()) => meta.liveFrom !== null && meta.liveFrom <= now;
export type CheckoutRules = { taxRules: TaxRule[]; shippingOptions: ShippingOption[] };

type Memo = { products: Map<string, ProductMeta>; rules: CheckoutRules | null };

/** Products and websites the memo holds at the most, all websites together (each website counts one, each product
 * one). */
export const MAX_MEMO_ENTRIES = 20_000;

export class CatalogMemo {
  private readonly websites: LRUCache<string, Memo> | null;

  constructor(
    events: CatalogEvents,
    /** CATALOG_CACHE_TTL_MS. */
    ttlMs: number,
    maxEntries = MAX_MEMO_ENTRIES,
  ) {
    this.websites = ttlMs > 0 ? new LRUCache({ maxSize: maxEntries, sizeCalculation: (memo) => 1 + memo.products.size, ttl: ttlMs }) : null;
    events.subscribe(
      (changes) => {
        for (const websiteId of changedWebsites(changes)) this.websites?.delete(websiteId);
      },
      () => this.websites?.clear(),
    );
  }

  /** Websites and products held now (MAX_MEMO_ENTRIES at the most). */
  get size(): number {
    return this.websites?.calculatedSize ?? 0;
  }

  /** Display data of these products of the request's website; one statement for those not memoised (a second for the
   * fields of those with a custom form). */
  async products(ctx: MemoContext, ids: readonly string[]): Promise<Map<string, ProductMeta>> {
    const memo = this.memo(ctx.website.id);
    const missing = [...new Set(ids)].filter((id) => !memo.products.has(id));
    if (missing.length > 0) {
      const rows = await readProductDisplay(ctx, missing);
      for (const p of rows) {
        memo.products.set(p.id, {
          id: p.id,
          productType: p.productType,
          isSubscribable: p.isSubscribable,
          title: p.title,
          url: `/${p.collectionSlug}/${p.urlSlug}`,
          imageUrl: p.imageUrl,
          variantImages: p.variantImages,
          optionOrdering: Array.isArray(p.variantOptionOrdering) ? p.variantOptionOrdering.map(String) : [],
          formId: p.additionalFieldsFormId,
          formFields: p.formFields ? p.formFields.map(parseFormField) : null,
          liveFrom: productLiveFrom(p),
        });
      }
      // Each product counts toward the bound: the memo is written again (a new record, so its size is counted again),
      // with the same expiry.
      if (this.websites?.has(ctx.website.id)) this.websites.set(ctx.website.id, { ...memo }, { noUpdateTTL: true });
    }
    return new Map(ids.flatMap((id) => (memo.products.has(id) ? [[id, memo.products.get(id) as ProductMeta]] : [])));
  }

  /** The website's tax rules and active shipping options. */
  async checkoutRules(ctx: MemoContext): Promise<CheckoutRules> {
    const memo = this.memo(ctx.website.id);
    if (!memo.rules) {
      memo.rules = await readCheckoutRules(ctx);
    }
    return memo.rules;
  }

  private memo(websiteId: string): Memo {
    let memo = this.websites?.get(websiteId);
    if (!memo) {
      memo = { products: new Map(), rules: null };
      this.websites?.set(websiteId, memo);
    }
    return memo;
  }
}
