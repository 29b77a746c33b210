// Adding to cart without JavaScript: a product page's purchase form is a plain HTML form that posts here, so a shopper
// can add before the page's script has loaded (or with scripts off). The server adds the line and answers 303 to the
// cart; a refusal goes back to the product page with its code, which the page turns into the same message the
// script would show. Names shared by the form (client) and the route (server).
import {
  OUT_OF_STOCK_MESSAGE,
  QUANTITY_NOT_A_NUMBER_MESSAGE,
  QUANTITY_OUT_OF_RANGE_MESSAGE,
  SERVICE_SINGLE_QUANTITY_MESSAGE,
  selectOptionMessage,
  TrackedErrorType,
  UNABLE_TO_ADD_ITEM_MESSAGE,
  VARIANT_UNAVAILABLE_MESSAGE,
} from './messages.ts';
import { CART_LINES_LIMIT_MESSAGE, GIFT_CARDS_LIMIT_MESSAGE } from './store-limits.ts';

export const CART_FORM_PATH = '/cart/add';
/** Where the shopper lands after adding. */
export const CART_PAGE_PATH = '/cart';
/** The query parameter that brings a refusal's code back to the product page. */
export const CART_ERROR_PARAM = 'cart-error';

export const CART_FORM_FIELDS = { itemId: 'itemId', quantity: 'quantity', back: 'back' } as const;
/** Each product option's select is named `option:{name}`, e.g. `option:Size`. */
export const OPTION_FIELD_PREFIX = 'option:';
/** A form has at most this many fields (a product has a handful of options): more is refused, nothing added. */
export const CART_FORM_MAX_FIELDS = 50;

/** The options a posted form chose, by option name (empty values are not chosen). */
export function selectedOptionsOf(fields: Iterable<[string, string]>): Record<string, string> {
  const selected: Record<string, string> = {};
  for (const [name, value] of fields)
    if (name.startsWith(OPTION_FIELD_PREFIX) && value) selected[name.slice(OPTION_FIELD_PREFIX.length)] = value;
  return selected;
}

/** Where to send the shopper back to: a path of this site (never another host), or the home page. */
export function backPath(raw: string | null | undefined): string {
  if (!raw || raw.length > 500 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  return raw.split(/[?#]/)[0];
}

const MESSAGES: Partial<Record<string, string>> = {
  [TrackedErrorType.VARIANT_UNAVAILABLE]: VARIANT_UNAVAILABLE_MESSAGE,
  [TrackedErrorType.OUT_OF_STOCK]: OUT_OF_STOCK_MESSAGE,
  [TrackedErrorType.QUANTITY_NOT_A_NUMBER]: QUANTITY_NOT_A_NUMBER_MESSAGE,
  QUANTITY_OUT_OF_RANGE: QUANTITY_OUT_OF_RANGE_MESSAGE,
  SERVICE_QUANTITY_LIMIT: SERVICE_SINGLE_QUANTITY_MESSAGE,
  CART_LINE_LIMIT: CART_LINES_LIMIT_MESSAGE,
  GIFT_CARD_LIMIT: GIFT_CARDS_LIMIT_MESSAGE,
};

/** The message a product page shows for a refusal brought back by CART_ERROR_PARAM; 'Unable to add item' for any
 * other code. A missing option names every option of the product (the posted choice is not carried back). */
export function cartFormErrorMessage(code: string, optionNames: readonly string[]): string {
  if (code === TrackedErrorType.NO_VARIANT_SELECTED && optionNames.length > 0) return selectOptionMessage(optionNames);
  return MESSAGES[code] ?? UNABLE_TO_ADD_ITEM_MESSAGE;
}
