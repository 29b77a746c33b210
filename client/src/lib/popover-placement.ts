// Where the added-to-cart popover sits (spec §4, §9): under the header when the cart is in it, under a floating cart,
// or top right (33 px down, 16 px in) when no cart is visible. Measured again on scroll, at most every 100 ms.
import { POPOVER_MARGIN_SIDE_PX, POPOVER_MARGIN_TOP_PX } from './storefront-timings.ts';

export type Box = { top: number; bottom: number; right: number };
export type Placement = { top: number; right: number };

/** `cart` and `header` are null when they are not shown, or scrolled out of view. */
export function popoverPlacement(cart: Box | null, header: Box | null, viewportWidth: number): Placement {
  const onScreen = (box: Box | null): box is Box => box !== null && box.bottom > 0;
  if (!onScreen(cart)) return { top: POPOVER_MARGIN_TOP_PX, right: POPOVER_MARGIN_SIDE_PX };
  const under = onScreen(header) && header.bottom >= cart.bottom ? header.bottom : cart.bottom;
  return { top: under + POPOVER_MARGIN_SIDE_PX, right: Math.max(POPOVER_MARGIN_SIDE_PX, viewportWidth - cart.right) };
}

/** The live placement from the page: the cart pill and the site header, by their data hooks. */
export function measurePlacement(): Placement {
  const cart = document.querySelector<HTMLElement>('[data-cart-pill]');
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const shown = (el: HTMLElement | null) => (el?.checkVisibility({ visibilityProperty: true }) ? el.getBoundingClientRect() : null);
  return popoverPlacement(shown(cart), shown(header), document.documentElement.clientWidth);
}

/** Calls `fn` at most once per `ms`, with a trailing call so the last position is never missed. */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = 0;
  let timer: number | undefined;
  return {
    run() {
      const wait = ms - (Date.now() - last);
      if (wait <= 0) {
        last = Date.now();
        fn();
      } else {
        timer ??= window.setTimeout(() => {
          timer = undefined;
          last = Date.now();
          fn();
        }, wait);
      }
    },
    cancel: () => window.clearTimeout(timer),
  };
}
