// The purchase part of a product page or quick view: options (a denomination picker for gift cards), quantity,
// subscription plan, scarcity and the add button with its inline error, alert and custom-form modal.
import { useId, useState } from 'react';
import { ADDING_LABEL, CART_TEXT } from '../../../domain/messages.ts';
import { ProductType } from '../../../domain/product-type.ts';
import { QUANTITY_DEFAULT } from '../../../domain/quantity-input.ts';
import type { ProductDetailsFragment } from '../graphql/generated/graphql.ts';
import { useAddToCart } from '../lib/use-add-to-cart.ts';
import type { ProductSelection } from '../lib/use-product-selection.ts';
import { AddToCartAlert } from './AddToCartAlert.tsx';
import { AddToCartButton } from './AddToCartButton.tsx';
import { CustomFormModal } from './CustomFormModal.tsx';
import { DenominationPicker } from './DenominationPicker.tsx';
import { type GiftCardRecipient, GiftCardRecipientFields, recipientJson } from './GiftCardRecipientFields.tsx';
import { QuantityInput } from './QuantityInput.tsx';
import { ScarcityMessage } from './ScarcityMessage.tsx';
import { SubscriptionOptions } from './SubscriptionOptions.tsx';
import { VariantPicker } from './VariantPicker.tsx';

export type ProductPurchaseFormProps = { product: ProductDetailsFragment } & ProductSelection;

export function ProductPurchaseForm({ product, selection, select, view }: ProductPurchaseFormProps) {
  const errorId = useId();
  const [quantity, setQuantity] = useState(String(QUANTITY_DEFAULT));
  const [subscriptionOptionId, setSubscriptionOptionId] = useState<string | null>(product.subscriptionOptions[0]?.id ?? null);
  const [recipient, setRecipient] = useState<GiftCardRecipient>({ recipientEmail: '', message: '' });
  const flow = useAddToCart(product);
  const giftCard = product.productTypeCode === ProductType.GIFT_CARD;
  const Picker = giftCard ? DenominationPicker : VariantPicker;
  const form = product.additionalFieldsForm;

  return (
    <form className="product-form" aria-label="Purchase options" onSubmit={(e) => e.preventDefault()}>
      <Picker options={view.options} selection={selection} onSelect={select} />
      {giftCard && <GiftCardRecipientFields value={recipient} onChange={setRecipient} />}
      {product.showQuantityInput && <QuantityInput value={quantity} onChange={setQuantity} />}
      {product.isSubscribable && (
        <SubscriptionOptions options={product.subscriptionOptions} value={subscriptionOptionId} onChange={setSubscriptionOptionId} />
      )}
      <ScarcityMessage message={view.scarcity} />
      {flow.inlineError && (
        <p id={errorId} role="alert" className="field__error add-to-cart-error">
          {flow.inlineError}
        </p>
      )}
      <AddToCartButton
        soldOut={view.soldOut}
        isSubscribable={product.isSubscribable}
        customText={product.useCustomAddButtonText ? product.customAddButtonText : null}
        expressCheckout={flow.expressCheckout}
        phase={flow.button.phase}
        describedBy={flow.inlineError ? errorId : undefined}
        onClick={() =>
          flow.start({ selection, quantity, subscriptionOptionId, additionalFieldsJson: giftCard ? recipientJson(recipient) : null })
        }
      />
      <AddToCartAlert alert={flow.alert} onClose={flow.closeAlert} />
      {form && flow.formPending && (
        <CustomFormModal
          form={form}
          submitLabel={CART_TEXT.addToCart}
          submittingLabel={ADDING_LABEL}
          onSubmit={flow.submitForm}
          onClose={flow.closeForm}
        />
      )}
    </form>
  );
}
