// The storefront's timings and placement constants (spec §4, §9), in milliseconds and pixels.

/** The add button shows 'Added!' this long after the item was added… */
export const ADDED_DELAY_MS = 1000;
/** …and goes back to its text this long after that. */
export const ADDED_DURATION_MS = 2000;
/** After a failed add, the button goes back to its text this long after the error shows. */
export const FAILURE_RESET_MS = 1000;
/** 'Select Option' stays (disabled) this long, then the button's text returns. */
export const SELECT_OPTION_MS = 2000;
/** The added-to-cart popover removes itself after this long. */
export const POPOVER_MS = 3000;
/** The popover follows the cart on scroll at most this often. */
export const POPOVER_SCROLL_THROTTLE_MS = 100;
/** Top-right placement when no cart is visible: this far from the top… */
export const POPOVER_MARGIN_TOP_PX = 33;
/** …and this far from the right edge (also the gap under the header or the cart). */
export const POPOVER_MARGIN_SIDE_PX = 16;
/** A modal lightbox (the quick view, a product's form, the installment info…) taller than the window stands this far
 * below the window's top (and above its bottom), its content scrolling inside; a shorter one is centred. */
export const MODAL_LIGHTBOX_TOP_MARGIN_PX = 50;
