// On a phone, once the product's own add button has scrolled up out of view, a bar at the bottom of the screen keeps
// the product's name, its price and the same button within reach. Pressed, it acts as the purchase form's own button
// when the choice is complete; otherwise it brings the form back into view, where the options are.
import { type RefObject, useEffect, useState } from 'react';
import { type AddToCartLabelProps, addToCartLabel } from './AddToCartButton.tsx';

export type StickyAddBarProps = {
  /** The product's article: the bar watches the purchase form's button inside it. */
  article: RefObject<HTMLElement | null>;
  title: string;
  price: string | null;
  /** Every choice the add needs is made (a variant is chosen). */
  ready: boolean;
  label: AddToCartLabelProps;
};

const BUTTON = '.product-form .add-to-cart-button';

export function StickyAddBar({ article, title, price, ready, label }: StickyAddBarProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const button = article.current?.querySelector(BUTTON);
    if (!button) return;
    // Shown while the button is above the screen. It crossing the screen's edge is observed; a jump past the whole
    // screen (to the top of the page) crosses no edge, so scrolling checks too.
    const update = () => setShown(button.getBoundingClientRect().bottom <= 0);
    const watch = typeof IntersectionObserver === 'function' ? new IntersectionObserver(update) : null;
    watch?.observe(button);
    addEventListener('scroll', update, { passive: true });
    return () => {
      watch?.disconnect();
      removeEventListener('scroll', update);
    };
  }, [article]);
  if (label.soldOut) return null;
  const act = () => {
    const button = article.current?.querySelector<HTMLButtonElement>(BUTTON);
    const form = article.current?.querySelector<HTMLElement>('.product-form');
    if (ready && button) button.click();
    else form?.scrollIntoView({ block: 'start' });
    if (!ready) form?.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true });
  };
  return (
    <div className="sticky-add" data-shown={shown || undefined} inert={!shown}>
      <div className="sticky-add__text">
        <p className="sticky-add__title">{title}</p>
        {price && <p className="sticky-add__price">{price}</p>}
      </div>
      <button type="button" className="button" onClick={act}>
        {addToCartLabel(label)}
      </button>
    </div>
  );
}
