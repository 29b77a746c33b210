// Add-to-cart button (spec §4, §9): its text ('Add To Cart', 'Subscribe', 'Purchase' for express checkout, or the
// product's own unless blank), 'Adding…', 'Added!', 'Select Option', 'Sold Out' and 'Unavailable' (the chosen options
// name no variant); clicks are ignored outside the idle state.
import { ADDING_LABEL, BUTTON_LABEL, DEFAULT_TEXT } from '../../../domain/messages.ts';
import type { AddButtonPhase } from '../lib/use-add-button-phase.ts';

export type AddToCartLabelProps = {
  soldOut: boolean;
  isSubscribable: boolean;
  /** The store's custom button text, when the product uses one. */
  customText?: string | null;
  expressCheckout?: boolean;
  /** Every option is chosen, but no variant has that combination. */
  unavailable?: boolean;
};

export function addToCartLabel({
  soldOut,
  isSubscribable,
  customText,
  expressCheckout = false,
  unavailable = false,
}: AddToCartLabelProps): string {
  if (unavailable) return DEFAULT_TEXT.unavailable;
  if (soldOut) return BUTTON_LABEL.soldOut;
  if (customText?.trim()) return customText;
  if (isSubscribable) return DEFAULT_TEXT.subscribe;
  return expressCheckout ? BUTTON_LABEL.purchase : DEFAULT_TEXT.addToCart;
}

const PHASE_LABEL: Record<Exclude<AddButtonPhase, 'idle'>, string> = {
  adding: ADDING_LABEL,
  added: BUTTON_LABEL.added,
  'select-option': BUTTON_LABEL.selectOption,
};

export type AddToCartButtonProps = AddToCartLabelProps & {
  phase?: AddButtonPhase;
  onClick?: () => void;
  /** Describes the button, e.g. the inline error's id. */
  describedBy?: string;
  /** Submits its form when no script handles the click (the plain purchase form, domain/cart-form.ts). */
  submits?: boolean;
  /** The click opens a dialog (the quick view, to choose a variant) rather than adding. */
  opensDialog?: boolean;
};

export function AddToCartButton({
  phase = 'idle',
  onClick,
  describedBy,
  submits = false,
  opensDialog = false,
  ...labelProps
}: AddToCartButtonProps) {
  const inactive = labelProps.soldOut || labelProps.unavailable || phase !== 'idle';
  const label = labelProps.soldOut || labelProps.unavailable || phase === 'idle' ? addToCartLabel(labelProps) : PHASE_LABEL[phase];
  return (
    <button
      type={submits ? 'submit' : 'button'}
      className={`button add-to-cart-button add-to-cart-button--${labelProps.unavailable ? 'unavailable' : labelProps.soldOut ? 'sold-out' : phase}`}
      // aria-disabled keeps the button focusable while it ignores clicks; sold out is disabled until reset.
      aria-disabled={inactive || undefined}
      disabled={labelProps.soldOut}
      aria-describedby={describedBy}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      aria-live="polite"
      onClick={() => {
        if (!inactive) onClick?.();
      }}
    >
      {label}
    </button>
  );
}
