// Cart pill count (spec §4, §9): the shown count, its spoken label and when the pill is hidden.

import { CART_COUNT_OVERFLOW_LABEL, CART_COUNT_OVERFLOW_SPOKEN } from './messages.ts';

/** Counts above this show as '100+'. */
export const CART_COUNT_LIMIT = 100;

/** '100+' above 100, else the number. */
export function cartCountLabel(n: number): string {
  return n > CART_COUNT_LIMIT ? CART_COUNT_OVERFLOW_LABEL : String(n);
}

/** 'More than 100 items in cart' above 100, else '1 item in cart' / '3 items in cart'. */
export function cartCountSpokenLabel(n: number): string {
  if (n > CART_COUNT_LIMIT) return CART_COUNT_OVERFLOW_SPOKEN;
  return `${n} ${n === 1 ? 'item' : 'items'} in cart`;
}

/** The pill is hidden when the cart's totalQuantity is 0. */
export function isCartPillHidden(totalQuantity: number): boolean {
  return totalQuantity <= 0;
}
