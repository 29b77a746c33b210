// Where the shopper goes after checkout: the confirmation page for an order, found by its private status token
// (the last segment of Order.statusUrl, /orders/{token}), and the status page itself.

export const CONFIRMATION_PATH = '/checkout/confirmed';

/** The token of a status URL such as '/orders/abc123'. */
export function statusTokenOf(statusUrl: string): string {
  return statusUrl.slice(statusUrl.lastIndexOf('/') + 1);
}

/** '/checkout/confirmed?order=abc123', with '&subscription=1' for a subscription checkout (page type 206). */
export function confirmationUrl(statusToken: string, subscription: boolean): string {
  const params = new URLSearchParams({ order: statusToken });
  if (subscription) params.set('subscription', '1');
  return `${CONFIRMATION_PATH}?${params}`;
}
