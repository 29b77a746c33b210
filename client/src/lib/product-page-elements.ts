// The product page's marked elements (spec §2; docs/api.md "For page scripts"): the PDP area (the product's article),
// its product details, the details' price area and the price element, found by their data attributes rather than by
// class names that change with the design. The price element is the one inside the PDP details price area, or else the
// one inside the product details of the PDP area; the product details element carries the current subscription context.

import {
  readSubscriptionContext,
  SUBSCRIPTION_CONTEXT_ATTRIBUTE,
  SUBSCRIPTION_CONTEXT_ERROR,
  type SubscriptionContext,
} from '../../../domain/subscription-context.ts';
import { reportError } from '../analytics/error-reporting.ts';

/** The attributes marking each element (set with an empty value). */
export const PDP_AREA_ATTRIBUTE = 'data-pdp';
export const PRODUCT_DETAILS_ATTRIBUTE = 'data-product-details';
export const PDP_DETAILS_PRICE_ATTRIBUTE = 'data-pdp-details-price';
export const PRICE_ELEMENT_ATTRIBUTE = 'data-product-price';

const PRODUCT_DETAILS = `[${PDP_AREA_ATTRIBUTE}] [${PRODUCT_DETAILS_ATTRIBUTE}]`;

/** Where the price element is looked for, in order. */
export const PRICE_ELEMENT_SELECTORS = [
  `[${PDP_DETAILS_PRICE_ATTRIBUTE}] [${PRICE_ELEMENT_ATTRIBUTE}]`,
  `${PRODUCT_DETAILS} [${PRICE_ELEMENT_ATTRIBUTE}]`,
] as const;

/** The product page's price element: inside the PDP details price area, falling back to the one inside the product
 * details of the PDP area; null when the page shows no price. */
export function findPriceElement(root: ParentNode = document): Element | null {
  for (const selector of PRICE_ELEMENT_SELECTORS) {
    const element = root.querySelector(selector);
    if (element) return element;
  }
  return null;
}

/** The product page's current subscription context, from its product details element; null on other pages, and
 * when it cannot be read (then reported). */
export function currentSubscriptionContext(root: ParentNode = document): SubscriptionContext | null {
  const details = root.querySelector(PRODUCT_DETAILS);
  return readSubscriptionContext(details?.getAttribute(SUBSCRIPTION_CONTEXT_ATTRIBUTE) ?? null, (error) =>
    reportError(error, SUBSCRIPTION_CONTEXT_ERROR),
  );
}
