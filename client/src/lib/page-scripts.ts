// What the storefront offers the page's own scripts (docs/api.md "For page scripts"): window.Shopwright with the page
// context, the product page's price element and its current subscription context. Installed once, before the app
// renders.
import type { PageContext } from '../../../domain/page-context.ts';
import type { SubscriptionContext } from '../../../domain/subscription-context.ts';
import { currentPageContext, startPageContext } from './page-context.ts';
import { currentSubscriptionContext, findPriceElement } from './product-page-elements.ts';

export type PageScriptsApi = {
  /** The page context now (a copy). */
  readonly pageContext: PageContext;
  /** The product page's price element, or null. */
  priceElement(): Element | null;
  /** The product page's current subscription context, or null. */
  subscriptionContext(): SubscriptionContext | null;
};

declare global {
  interface Window {
    Shopwright?: PageScriptsApi;
  }
}

export function startPageScriptsApi(): void {
  startPageContext();
  const api: PageScriptsApi = {
    get pageContext() {
      return currentPageContext();
    },
    priceElement: () => findPriceElement(),
    subscriptionContext: () => currentSubscriptionContext(),
  };
  window.Shopwright = Object.freeze(api);
}
