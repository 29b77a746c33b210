// Add-to-cart button (spec §4, §9): the product's own text or 'Add To Cart' / 'Subscribe'; 'Sold Out' and disabled when sold out.
import { BUTTON_LABEL, DEFAULT_TEXT } from '../../../domain/messages.ts';

export type AddToCartButtonProps = {
  soldOut: boolean;
  isSubscribable: boolean;
  /** The store's custom button text, when the product uses one. */
  customText?: string | null;
};

export function addToCartLabel({ soldOut, isSubscribable, customText }: AddToCartButtonProps): string {
  if (soldOut) return BUTTON_LABEL.soldOut;
  if (customText) return customText;
  return isSubscribable ? DEFAULT_TEXT.subscribe : DEFAULT_TEXT.addToCart;
}

export function AddToCartButton(props: AddToCartButtonProps) {
  // The cart is not wired yet: the button only shows its state.
  return (
    <button type="button" className="button add-to-cart-button" disabled={props.soldOut}>
      {addToCartLabel(props)}
    </button>
  );
}
