// The listing's add-to-cart button (spec §2): adds a product that needs no choice; for one with several variants
// (options to choose, a gift card's denominations) it opens the product's quick view, where they are chosen.
// A failure shows the alert, or on the cart page the cart message 'Unable to add item' with its hint.
import { useId } from 'react';
import { UNABLE_TO_ADD_ITEM_MESSAGE } from '../../../domain/messages.ts';
import type { PurchasableProductFragment } from '../graphql/generated/documents/PurchasableProductFragment.ts';
import { useOnCartPage } from '../lib/cart-page-adds.tsx';
import { needsChoice } from '../lib/purchasable.ts';
import { useAddToCart } from '../lib/use-add-to-cart.ts';
import { AddToCartAlert } from './AddToCartAlert.tsx';
import { AddToCartButton } from './AddToCartButton.tsx';
import { AddToCartFormModal } from './AddToCartFormModal.tsx';
import { CartMessage } from './CartMessage.tsx';

type Props = { product: PurchasableProductFragment; soldOut: boolean; onNeedsChoice: () => void };

export function GridAddToCartButton({ product, soldOut, onNeedsChoice }: Props) {
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
        opensDialog={needsChoice(product)}
        onClick={() => {
          flow.closeAlert();
          if (needsChoice(product)) onNeedsChoice();
          else flow.start({ selection: {}, quantity: '1' });
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
