// The add-to-cart flow of one button (spec §4, §5, §8): the domain rules run first (no request for a missing option),
// a product with a custom form asks for it in a modal, then the item goes to the cart, a subscription to the
// subscription checkout page, a gift card to the gift card page, or (express checkout) straight to checkout; failures
// become the §8 alert. The button's render and presses, the form's opening and saving and the add itself are counted.
// Before a custom form opens, the item's stock is asked afresh (spec §5): not enough is reported as
// CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK, a failed check as CUSTOM_FORM_RENDER_ERROR; a failed express checkout (the
// add that would go straight to checkout) as EXPRESS_CHECKOUT_FAILURE (spec §8 tracked error types).
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { checkAddToCart, checkStock } from '../../../domain/cart-validation.ts';
import { addToCartErrorTitle, selectOptionMessage, TrackedErrorType, UNABLE_TO_OPEN_FORM_MESSAGE } from '../../../domain/messages.ts';
import { ProductType } from '../../../domain/product-type.ts';
import { chosenVariant, unselectedOptions } from '../../../domain/variant-selection.ts';
import { useAddToCartButtonCensus } from '../analytics/census.ts';
import { reportError } from '../analytics/error-reporting.ts';
import { analyticsItem } from '../analytics/shopping-events.ts';
import { useShoppingEvents } from '../analytics/shopping-place.tsx';
import { ProductStockDocument } from '../graphql/generated/documents/ProductStockQuery.ts';
import type { PurchasableProductFragment } from '../graphql/generated/documents/PurchasableProductFragment.ts';
import { type AddRequest, requestAddToCart, requestGiftCardCart, requestSubscriptionCart } from './add-to-cart-request.ts';
import { announceAddedToCart } from './added-to-cart.ts';
import { addToCartFailureMessage, cartFailureHint } from './cart-errors.ts';
import { type CheckoutKind, cartProductOf, checkoutUrl, heldInCart } from './purchasable.ts';
import { useNavigate } from './router.tsx';
import { useSite } from './site.tsx';
import { type AddButtonPhaseControls, useAddButtonPhase } from './use-add-button-phase.ts';
import { useCart } from './use-cart.ts';

export type AddAlert = { title: string; message: string };
export type AddChoice = {
  selection: Record<string, string>;
  quantity: string;
  subscriptionOptionId?: string | null;
  /** Answers that go with the add for products without a custom form (a gift card's recipient). */
  additionalFieldsJson?: string | null;
};

export type AddToCartFlow = {
  button: AddButtonPhaseControls;
  expressCheckout: boolean;
  /** 'Please select the Size option.' beside the button, until the next try. */
  inlineError: string | null;
  alert: AddAlert | null;
  closeAlert: () => void;
  /** The add waiting for the custom form's answers (the modal is open), or null. */
  formPending: boolean;
  /** The custom form failed to render. */
  formFailed: (error: unknown) => void;
  /** Sends the form's answers; answers the server's per-field messages, or null when the form may close. */
  submitForm: (answersJson: string) => Promise<Record<string, string> | null>;
  closeForm: () => void;
  start: (choice: AddChoice) => void;
  /** The shopper changed an option: a 'Please select…' message follows what is still missing, and goes (with the
   * button's 'Select Option') once nothing is. */
  optionsChanged: (selection: Record<string, string>) => void;
};

/** An add as sent, with the chosen variant's id for the add-to-cart event (the request names its SKU). */
type Add = AddRequest & { variantId: string };

/** The request of each destination: an entry in the shopper's cart, or a one-item direct checkout cart. */
const ADD_REQUEST = {
  standard: requestAddToCart,
  subscription: requestSubscriptionCart,
  'gift-card': requestGiftCardCart,
} satisfies Record<CheckoutKind, typeof requestAddToCart>;

export function useAddToCart(product: PurchasableProductFragment): AddToCartFlow {
  const client = useApolloClient();
  const navigate = useNavigate();
  const button = useAddButtonPhase();
  const { cart } = useCart();
  const website = useSite();
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [alert, setAlert] = useState<AddAlert | null>(null);
  const [waitingForForm, setWaitingForForm] = useState<Omit<Add, 'additionalFieldsJson'> | null>(null);
  const pressed = useAddToCartButtonCensus(product.id);
  const shopping = useShoppingEvents();

  const giftCard = product.productTypeCode === ProductType.GIFT_CARD;
  /** Subscriptions and gift cards are bought on their own checkout page, each in a one-item cart of its own. */
  const destination: CheckoutKind = product.isSubscribable ? 'subscription' : giftCard ? 'gift-card' : 'standard';
  const expressCheckout = (website?.storeSettings.expressCheckout ?? false) && !product.isSubscribable;
  const title = addToCartErrorTitle({ giftCard, expressCheckout });

  function showFailure(message: string): void {
    setAlert({ title, message });
    button.failed();
    if (expressCheckout && destination === 'standard') reportError(new Error(message), TrackedErrorType.EXPRESS_CHECKOUT_FAILURE);
  }

  /** The form opens only when the item's fresh stock allows the add; otherwise the alert says why and it is reported. */
  async function openForm(add: Omit<Add, 'additionalFieldsJson'>): Promise<void> {
    button.adding();
    try {
      const { data } = await client.query({ query: ProductStockDocument, variables: { id: product.id }, fetchPolicy: 'network-only' });
      const fresh = data?.product?.variants.find((v) => v.id === add.variantId);
      if (!fresh) throw new Error(`No stock answer for variant ${add.variantId}`);
      const rules = cartProductOf(product);
      const variant = {
        ...(rules.variants.find((v) => v.id === add.variantId) ?? { id: add.variantId, sku: add.sku, attributes: {} }),
        ...fresh,
      };
      const refused = checkStock(rules, variant, add.quantity, heldInCart(cart?.entries ?? [], product.id)(add.variantId));
      if (refused) {
        setAlert({ title, message: refused.message });
        button.failed();
        reportError(new Error(refused.message), TrackedErrorType.CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK);
        return;
      }
    } catch (error) {
      setAlert({ title, message: `${UNABLE_TO_OPEN_FORM_MESSAGE}. ${cartFailureHint(error)}` });
      button.failed();
      reportError(error, TrackedErrorType.CUSTOM_FORM_RENDER_ERROR);
      return;
    }
    button.reset();
    setWaitingForForm(add);
    shopping.record('custom product form open', { productId: product.id, items: [analyticsItem(product)] });
  }

  /** The custom form could not be drawn (its fields are unreadable): the add stops with the alert, and it is reported. */
  function formFailed(error: unknown): void {
    setWaitingForForm(null);
    setAlert({ title, message: `${UNABLE_TO_OPEN_FORM_MESSAGE}. ${cartFailureHint(error)}` });
    reportError(error, TrackedErrorType.CUSTOM_FORM_RENDER_ERROR);
  }

  /** `fromForm`: the custom-form modal is open and shows per-field refusals itself. */
  async function send(add: Add, fromForm = false): Promise<Record<string, string> | null> {
    button.adding();
    try {
      const outcome = await ADD_REQUEST[destination](client, add);
      if (outcome.ok) {
        const items = [analyticsItem(product)];
        const added = { productId: product.id, variantId: add.variantId, quantity: add.quantity, items };
        if (fromForm) shopping.record('custom product form save', { productId: product.id, items });
        shopping.record('add to cart', added);
        if (shopping.related) shopping.record('related product add', added);
        if (destination !== 'standard' || expressCheckout) await navigate(checkoutUrl(outcome.cartToken, destination));
        else {
          button.added();
          announceAddedToCart(product.title, add.variantId);
        }
        return null;
      }
      if (fromForm && Object.keys(outcome.fieldErrors).length > 0) {
        button.reset();
        return outcome.fieldErrors;
      }
      setWaitingForForm(null);
      showFailure(outcome.message);
    } catch (error) {
      setWaitingForForm(null);
      showFailure(addToCartFailureMessage(error));
    }
    return null;
  }

  function start({ selection, quantity, subscriptionOptionId = null, additionalFieldsJson = null }: AddChoice): void {
    pressed();
    if (button.phase !== 'idle') return;
    setInlineError(null);
    const rules = cartProductOf(product);
    const sku = chosenVariant(rules.variants, selection)?.sku ?? null;
    const check = checkAddToCart(rules, { quantity, sku, selectedOptions: selection }, heldInCart(cart?.entries ?? [], product.id));
    if (!check.ok) {
      if (check.error.code === TrackedErrorType.NO_VARIANT_SELECTED && !giftCard) {
        setInlineError(check.error.message);
        button.selectOption();
      } else setAlert({ title, message: check.error.message });
      return;
    }
    const add = { itemId: product.id, sku: check.variant.sku, variantId: check.variant.id, quantity: check.quantity, subscriptionOptionId };
    if (product.additionalFieldsForm) void openForm(add);
    else void send({ ...add, additionalFieldsJson });
  }

  async function submitForm(answersJson: string): Promise<Record<string, string> | null> {
    if (!waitingForForm) return null;
    const fieldErrors = await send({ ...waitingForForm, additionalFieldsJson: answersJson }, true);
    if (!fieldErrors) setWaitingForForm(null);
    return fieldErrors;
  }

  function optionsChanged(selection: Record<string, string>): void {
    if (!inlineError || giftCard) return;
    const missing = unselectedOptions(product.variantOptionOrdering, selection);
    setInlineError(missing.length > 0 ? selectOptionMessage(missing) : null);
    if (missing.length === 0 && button.phase === 'select-option') button.reset();
  }

  return {
    button,
    expressCheckout,
    inlineError,
    optionsChanged,
    alert,
    closeAlert: () => setAlert(null),
    formPending: waitingForForm !== null,
    formFailed,
    submitForm,
    closeForm: () => setWaitingForForm(null),
    start,
  };
}
