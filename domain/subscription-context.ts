// The current subscription context of a product page (spec §2, §8; docs/api.md "For page scripts"): the product details
// element carries it as JSON — the product, whether it can be subscribed to, and the plan the shopper has chosen — and
// page scripts read it back. A context that cannot be read (a page script changed it into something else) is reported
// to error reporting and reads as nothing.

/** The attribute of the product details element holding the context. */
export const SUBSCRIPTION_CONTEXT_ATTRIBUTE = 'data-subscription-context';
/** The error type a failed read is reported under. */
export const SUBSCRIPTION_CONTEXT_ERROR = 'SUBSCRIPTION_CONTEXT_READ';

export type SubscriptionContext = {
  productId: string;
  isSubscribable: boolean;
  /** The chosen subscription option (plan and price), or null when the product has none. */
  subscriptionOptionId: string | null;
  planId: string | null;
};

const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

/** The context as the element carries it. */
export const subscriptionContextJson = (context: SubscriptionContext) => JSON.stringify(context);

/** The context read from the element's JSON (null when there is none: not a product page); a read that fails is
 * passed to `report` and reads as null. */
export function readSubscriptionContext(json: string | null, report: (error: Error) => void): SubscriptionContext | null {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as Record<string, unknown> | null;
    if (
      typeof value !== 'object' ||
      value === null ||
      typeof value.productId !== 'string' ||
      typeof value.isSubscribable !== 'boolean' ||
      !isStringOrNull(value.subscriptionOptionId) ||
      !isStringOrNull(value.planId)
    )
      throw new Error(`The subscription context is not one: ${json.slice(0, 200)}`);
    return {
      productId: value.productId,
      isSubscribable: value.isSubscribable,
      subscriptionOptionId: value.subscriptionOptionId as string | null,
      planId: value.planId as string | null,
    };
  } catch (error) {
    report(error instanceof Error ? error : new Error(String(error)));
    return null;
  }
}
