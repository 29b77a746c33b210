// A headless shopper for the suites that run the built server (tests/cluster, tests/reliability): a cart with one
// item, then an order placed with a test card and an idempotency key, over real HTTP with a storefront token.
import { gql } from './server-process.ts';

const TEST_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const NEW_YORK = { address: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) {
  order { id orderNumber status } userErrors { code message } } }`;
const ADD = `mutation A($input: AddToCartInput!) { addToCart(input: $input) { cart { cartToken } userErrors { message } } }`;

/** A new cart holding one of `sku` (a variant of `itemId`); its token, or null when the item could not be added. */
export async function newCart(base: string, headers: Record<string, string>, itemId: string, sku: string): Promise<string | null> {
  const res = await gql(base, ADD, { input: { itemId, sku } }, headers);
  const added = res.body?.data?.addToCart;
  return added && added.userErrors.length === 0 ? added.cart.cartToken : null;
}

type OrderOf = { cartToken: string; idempotencyKey: string; shippingOptionId: string };

/** The placeOrder operation and its variables for the cart of `input`, shipped to New York and paid by test card. */
export const placeOrderRequest = (input: OrderOf) => ({
  query: PLACE,
  variables: { input: { ...input, email: 'shopper@example.com', name: 'Ada Lovelace', shippingAddress: NEW_YORK, card: TEST_CARD } },
});

/** Places the order of `cartToken`, shipped to New York with `shippingOptionId`; retrying with the same key is safe. */
export function placeOrder(base: string, headers: Record<string, string>, input: OrderOf) {
  const { query, variables } = placeOrderRequest(input);
  return gql(base, query, variables, headers);
}
