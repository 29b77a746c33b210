// The listing's add-to-cart button (spec §2): adds a product that needs no choice; for one with options it shows the
// inline error ('Please select the Size and Color options.') and 'Select Option', as nothing can be chosen in a card.
// A failure shows the alert, or on the cart page the cart message 'Unable to add item' with its hint.
import { useId } from 'react';
import { UNABLE_TO_ADD_ITEM_MESSAGE } from '../../../domain/messages.ts';
import type { PurchasableProductFragment } from '../graphql/generated/graphql.ts';
import { useOnCartPage } from '../lib/cart-page-adds.tsx';
import { useAddToCart } from '../lib/use-add-to-cart.ts';
import { AddToCartAlert } from './AddToCartAlert.tsx';
import { AddToCartButton } from './AddToCartButton.tsx';
import { AddToCartFormModal } from './AddToCartFormModal.tsx';
import { CartMessage } from './CartMessage.tsx';

export function GridAddToCartButton({ product, soldOut }: { product: PurchasableProductFragment; soldOut: boolean }) {
  const errorId = useId();
  const flow = useAddToCart(product);
  const form = product.additionalFieldsForm;
  const onCartPage = useOnCartPage();
  return (
    <div className="grid-add-to-cart">
      <AddToCartButton
        soldOut={soldOut}
        isSubscribable={product.isSubscribable}
        customText={product.useCustomAddButtonText ? product.customAddButtonText : null}
        expressCheckout={flow.expressCheckout}
        phase={flow.button.phase}
        describedBy={flow.inlineError ? errorId : undefined}
        onClick={() => {
          flow.closeAlert();
          flow.start({ selection: {}, quantity: '1' });
        }}
      />
      {flow.inlineError && (
        <p id={errorId} role="alert" className="field__error add-to-cart-error">
          {flow.inlineError}
        </p>
      )}
      {onCartPage ? (
        <CartMessage message={flow.alert && { title: UNABLE_TO_ADD_ITEM_MESSAGE, hint: flow.alert.message }} />
      ) : (
        <AddToCartAlert alert={flow.alert} onClose={flow.closeAlert} />
      )}
      <AddToCartFormModal form={form} flow={flow} />
    </div>
  );
}
