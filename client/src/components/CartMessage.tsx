// A cart message (spec §8): what failed ('Unable to update quantity', …) and the hint ('Please try again.').
import type { CartMessage as CartMessageShape } from '../lib/use-cart-line.ts';

export function CartMessage({ message }: { message: CartMessageShape | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="cart-message">
      <strong>{message.title}</strong> <span className="cart-message__hint">{message.hint}</span>
    </p>
  );
}
