// The listing's add-to-cart button (spec §2): adds a product that needs no choice; for one with options it shows the
// inline error ('Please select the Size and Color options.') and 'Select Option', as nothing can be chosen in a card.
import { useId } from 'react';
import type { PurchasableProductFragment } from '../graphql/generated/graphql.ts';
import { useAddToCart } from '../lib/use-add-to-cart.ts';
import { AddToCartAlert } from './AddToCartAlert.tsx';
import { AddToCartButton } from './AddToCartButton.tsx';
import { AddToCartFormModal } from './AddToCartFormModal.tsx';

export function GridAddToCartButton({ product, soldOut }: { product: PurchasableProductFragment; soldOut: boolean }) {
  const errorId = useId();
  const flow = useAddToCart(product);
  const form = product.additionalFieldsForm;
  return (
    <div className="grid-add-to-cart">
      <AddToCartButton
        soldOut={soldOut}
        isSubscribable={product.isSubscribable}
        customText={product.useCustomAddButtonText ? product.customAddButtonText : null}
        expressCheckout={flow.expressCheckout}
        phase={flow.button.phase}
        describedBy={flow.inlineError ? errorId : undefined}
        onClick={() => flow.start({ selection: {}, quantity: '1' })}
      />
      {flow.inlineError && (
        <p id={errorId} role="alert" className="field__error add-to-cart-error">
          {flow.inlineError}
        </p>
      )}
      <AddToCartAlert alert={flow.alert} onClose={flow.closeAlert} />
      <AddToCartFormModal form={form} flow={flow} />
    </div>
  );
}
