// Every code a refusal (`userErrors { code message field }`) can carry: the spec's tracked error types (§8) and ours.
// GraphQL serves them as the UserErrorCode enum with these descriptions; docs/api.md lists them (a test keeps the
// two in step).
import { TrackedErrorType } from './messages.ts';

const TRACKED = {
  [TrackedErrorType.NO_VARIANT_SELECTED]: 'Add to cart: an option (or a gift card denomination) is not chosen.',
  [TrackedErrorType.VARIANT_UNAVAILABLE]: 'Add to cart: no such product or variant, or not sold any more.',
  [TrackedErrorType.OUT_OF_STOCK]: 'Not enough stock for the quantity (counting what the cart holds), at add or at checkout.',
  [TrackedErrorType.QUANTITY_NOT_A_NUMBER]: 'The quantity is not a (whole) number.',
  [TrackedErrorType.SUB_WITH_FORM_FAILURE]: "A subscription's custom form answers are invalid.",
  [TrackedErrorType.SUB_QUANTITY_NOT_A_WHOLE_NUMBER]: "A subscription's quantity is not a whole number.",
  [TrackedErrorType.SUB_API_FAILURE]: 'The product cannot be bought as a subscription (or with that option).',
  [TrackedErrorType.EXPRESS_CHECKOUT_FAILURE]: 'Express checkout could not start.',
  [TrackedErrorType.CUSTOM_FORM_RENDER_ERROR]: "The product's custom form could not be shown.",
  [TrackedErrorType.CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK]: "The product's custom form cannot be shown: the item is out of stock.",
  [TrackedErrorType.API_FAILURE]: 'A cart or checkout call failed: no cart, an entry not in it, a cart already checked out.',
} as const;

export const USER_ERROR_CODES = {
  ...TRACKED,
  QUANTITY_OUT_OF_RANGE: "A line's quantity would be outside 1–9999 ('Quantity must be between 1 and 9999.').",
  SERVICE_QUANTITY_LIMIT: 'The store sells services one at a time.',
  CART_LINE_LIMIT: 'The cart already holds the most different lines one order may have (100).',
  GIFT_CARD_LIMIT: 'One order may issue at most 100 gift cards, and redeem at most 10 gift card codes.',
  NOT_A_GIFT_CARD: 'A gift card checkout cart takes only a gift card (product type 4).',
  ORDER_AMOUNT_LIMIT: 'The order would be worth more than the largest amount one order may be (10,000,000.00; ¥1,000,000,000).',
  INVALID_FORM_ANSWER: "An answer to the product's custom form (or a gift card's recipient) is invalid; `field` is its id.",
  INVALID_COUPON: 'No coupon has that code.',
  INVALID_COUNTRY: 'The shipping location has no valid country.',
  INVALID_SHIPPING_OPTION: 'No shipping option is chosen, or the chosen one does not reach the address.',
  INVALID_EMAIL: 'The email address is missing or malformed.',
  INVALID_ADDRESS: 'An address field is missing or invalid (postal code, region); `field` names it.',
  CHECKOUT_MINIMUM: "The subtotal is below the store's checkout minimum.",
  CARD_REQUIRED: 'Something is left to pay after gift cards, and no card was given.',
  CARD_DECLINED: 'The payment provider declined the card.',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds.',
  INVALID_CARD: 'The card number, expiry or CVC is invalid, or the card has expired.',
  PAYMENT_FAILED: 'The payment could not be completed (its capture or refund failed); nothing was charged by that step.',
  INVALID_GIFT_CARD: 'No usable gift card has that code (unknown, disabled, or another currency).',
  GIFT_CARD_BALANCE_CHANGED: "A gift card's balance was spent elsewhere during checkout; nothing was charged.",
  IDEMPOTENCY_KEY_REUSED: 'The idempotency key already bought another cart: send a new key for a new order.',
  NOT_FOUND: 'No such record in this store.',
  FORBIDDEN: "The caller's role does not allow this choice (e.g. a storefront token needs settings rights).",
  INVALID_STATE: 'The record is not in a state that allows the change (e.g. a cancelled order cannot be cancelled).',
  INVALID_AMOUNT: 'The amount is outside what is allowed (e.g. more than is left to refund).',
  ORDER_CHANGED: 'The order changed while the change was made (e.g. a concurrent refund); look again and retry.',
  REFUND_FAILED: 'The order was cancelled, but the provider refused its refund: refund it again.',
  VARIANT_NOT_FOUND: 'No variant with that id in this store.',
  INSUFFICIENT_STOCK: 'A stock decrement would take more than is in stock.',
  STOCK_OUT_OF_RANGE: 'A stock count would pass the largest allowed (1,000,000,000).',
  INVALID_INPUT: 'The input does not have the expected shape; `field` is its path and `message` says what is wrong.',
  EMAIL_BLANK: "Restock sign-up: 'Email cannot be blank'.",
  EMAIL_INVALID: "Restock sign-up or account: 'Email is invalid'.",
  RESTOCK_UNAVAILABLE: 'Restock notifications are not available for this item.',
  NO_STOCK_TO_ANNOUNCE:
    'Restock send: the variant has no stock, so its shoppers would be told it is back while it is sold out (send with `sendWithoutStock` to email them anyway).',
  CAPTCHA_FAILED: 'The bot check (captcha) did not pass.',
  REVIEWS_DISABLED: 'The store does not take product reviews (its reviewsEnabled setting is off).',
  NOT_VERIFIED_BUYER:
    'A review needs proof of purchase: a signed-in customer whose paid order holds the product, or that order’s private status link.',
  EMAIL_TAKEN: 'An account already uses that email address.',
  PASSWORD_TOO_SHORT: 'The password is too short.',
  INVALID_CREDENTIALS: 'The email address or password is wrong.',
  INVALID_ROLE: 'No role has that code.',
  NAME_REQUIRED: 'A name is required.',
  INVALID_TIME_ZONE: 'Not an IANA time zone.',
  INVALID_CURRENCY: 'Not a supported currency.',
  INVALID_RETENTION: 'Analytics retention is a whole number of days from 1 to 3650.',
  ALREADY_EXISTS:
    "Another record already has this unique value ('This URL slug already exists', 'This SKU already exists', 'This variant already exists').",
  PRODUCT_IN_USE: 'The product is in open carts, unfinished orders or active subscriptions: archive it instead of deleting it.',
  COLLECTION_NOT_EMPTY: 'A collection is deleted only when it holds no products.',
  LAST_VARIANT: 'A product keeps at least one variant.',
  LAST_ADMIN: 'A website keeps at least one admin: the change would leave it none.',
} as const;

export type UserErrorCode = keyof typeof USER_ERROR_CODES;
