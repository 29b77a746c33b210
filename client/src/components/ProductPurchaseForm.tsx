// The purchase part of a product page or quick view: options (a denomination picker for gift cards), quantity,
// subscription plan, scarcity and the add button with its inline error, alert and custom-form modal. Before the
// script runs (or without it) the form posts itself to the server (domain/cart-form.ts), for products that need
// nothing the script asks for (a denomination's recipient, a plan, a custom form).
import { useId, useState } from 'react';
import { CART_ERROR_PARAM, CART_FORM_FIELDS, CART_FORM_PATH, cartFormErrorMessage } from '../../../domain/cart-form.ts';
import { ProductType } from '../../../domain/product-type.ts';
import { QUANTITY_DEFAULT } from '../../../domain/quantity-input.ts';
import type { ProductDetailsFragment } from '../graphql/generated/documents/ProductDetailsFragment.ts';
import { useLocation, useSearchParams } from '../lib/router.tsx';
import { useAddToCart } from '../lib/use-add-to-cart.ts';
import type { ProductSelection } from '../lib/use-product-selection.ts';
import { AddToCartAlert } from './AddToCartAlert.tsx';
import { AddToCartButton } from './AddToCartButton.tsx';
import { AddToCartFormModal } from './AddToCartFormModal.tsx';
import { DenominationPicker } from './DenominationPicker.tsx';
import { type GiftCardRecipient, GiftCardRecipientFields, recipientJson } from './GiftCardRecipientFields.tsx';
import { QuantityInput } from './QuantityInput.tsx';
import { ScarcityMessage } from './ScarcityMessage.tsx';
import { SubscriptionOptions } from './SubscriptionOptions.tsx';
import { VariantPicker } from './VariantPicker.tsx';

export type ProductPurchaseFormProps = { product: ProductDetailsFragment } & ProductSelection;

export function ProductPurchaseForm({
  product,
  selection,
  select,
  view,
  subscriptionOptionId,
  chooseSubscription,
}: ProductPurchaseFormProps) {
  const errorId = useId();
  const [quantity, setQuantity] = useState(String(QUANTITY_DEFAULT));
  const [recipient, setRecipient] = useState<GiftCardRecipient>({ recipientEmail: '', message: '' });
  const flow = useAddToCart(product);
  const giftCard = product.productTypeCode === ProductType.GIFT_CARD;
  const form = product.additionalFieldsForm;
  const plainForm = !giftCard && !product.isSubscribable && !form;
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  // A refusal of the plain form, brought back to this page; gone once the shopper tries again.
  const [brought, setBrought] = useState(() => search.get(CART_ERROR_PARAM));
  const inlineError =
    flow.inlineError ??
    (brought
      ? cartFormErrorMessage(
          brought,
          view.options.map((o) => o.name),
        )
      : null);

  /** A choice clears what it fixes: the refusal brought back by the plain form, and 'Please select…' (what is still
   * missing stays said). */
  const choose = (name: string, value: string) => {
    select(name, value);
    setBrought(null);
    const next = { ...selection, [name]: value };
    if (!value) delete next[name];
    flow.optionsChanged(next);
  };

  return (
    <form
      className="product-form"
      aria-label="Purchase options"
      method={plainForm ? 'post' : undefined}
      action={plainForm ? CART_FORM_PATH : undefined}
      onSubmit={(e) => e.preventDefault()}
    >
      {plainForm && (
        <>
          <input type="hidden" name={CART_FORM_FIELDS.itemId} value={product.id} />
          <input type="hidden" name={CART_FORM_FIELDS.back} value={pathname} />
        </>
      )}
      {giftCard ? (
        <DenominationPicker options={view.options} selection={selection} onSelect={select} />
      ) : (
        <VariantPicker options={view.options} selection={selection} onSelect={choose} unavailableValues={view.unavailableValues} />
      )}
      {giftCard && <GiftCardRecipientFields value={recipient} onChange={setRecipient} />}
      {product.showQuantityInput && <QuantityInput value={quantity} onChange={setQuantity} />}
      {product.isSubscribable && (
        <SubscriptionOptions options={product.subscriptionOptions} value={subscriptionOptionId} onChange={chooseSubscription} />
      )}
      <ScarcityMessage message={view.scarcity} />
      {inlineError && (
        <p id={errorId} role="alert" className="field__error add-to-cart-error">
          {inlineError}
        </p>
      )}
      <AddToCartButton
        soldOut={view.soldOut}
        unavailable={view.unavailable}
        isSubscribable={product.isSubscribable}
        customText={product.useCustomAddButtonText ? product.customAddButtonText : null}
        expressCheckout={flow.expressCheckout}
        phase={flow.button.phase}
        describedBy={inlineError ? errorId : undefined}
        submits={plainForm}
        onClick={() => {
          setBrought(null);
          flow.start({ selection, quantity, subscriptionOptionId, additionalFieldsJson: giftCard ? recipientJson(recipient) : null });
        }}
      />
      <AddToCartAlert alert={flow.alert} onClose={flow.closeAlert} />
      <AddToCartFormModal form={form} flow={flow} />
    </form>
  );
}
