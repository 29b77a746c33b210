// Added-to-cart popover (spec §4, §8, §9): '{productName} was added to your cart.' with a close control, the line
// added (image, options, price) and the way on: View cart, Checkout (while the cart meets the minimum); removes
// itself after 3 s and follows the cart on scroll. It appears over the default tween and glides to its new place over
// the scroll animation's duration (lib/motion.ts), neither with reduced motion. The live region stays in the page so
// the text is announced. The card's code (AddedToCartCard.tsx) is fetched once the page works, not with the page.
import { useEffect, useState } from 'react';
import { useAddedNotice } from '../lib/added-to-cart.ts';
import type { AddedToCartCard as CardComponent } from './AddedToCartCard.tsx';

let Card: typeof CardComponent | null = null;

export function AddedToCartPopover() {
  const notice = useAddedNotice();
  const [, setArrived] = useState(Card !== null);
  useEffect(() => {
    if (Card) return;
    void import('./AddedToCartCard.tsx').then((m) => {
      Card = m.AddedToCartCard;
      setArrived(true);
    });
  }, []);
  return (
    <div role="status" className="added-to-cart-region">
      {notice && Card && <Card key={notice.id} notice={notice} />}
    </div>
  );
}
