// A product as the domain's add-to-cart rules and form engine see it, from the storefront's GraphQL fragments.
import type { CartProduct } from '../../../domain/cart-validation.ts';
import { type FormField, parseFormField } from '../../../domain/form-fields.ts';
import type { CartEntryFieldsFragment } from '../graphql/generated/documents/CartEntryFieldsFragment.ts';
import type { CustomFormFieldsFragment } from '../graphql/generated/documents/CustomFormFieldsFragment.ts';
import type { PurchasableProductFragment } from '../graphql/generated/documents/PurchasableProductFragment.ts';

export function cartProductOf(product: PurchasableProductFragment): CartProduct {
  return {
    productType: product.productTypeCode,
    optionOrdering: product.variantOptionOrdering,
    subscription: product.isSubscribable,
    variants: product.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      attributes: Object.fromEntries(v.attributes.map((a) => [a.name, a.value])),
      unlimited: v.unlimited,
      qtyInStock: v.qtyInStock,
    })),
  };
}

/** The form's fields for the engine; options arrive as a JSON string, which parseFormField reads. */
export function formFieldsOf(form: CustomFormFieldsFragment): FormField[] {
  return form.fields.map((f) => parseFormField({ id: f.id, type: f.type, title: f.title, required: f.required, options: f.optionsJson }));
}

/** How many of this item and variant the cart already holds (the stock rule counts them). */
export function heldInCart(entries: readonly CartEntryFieldsFragment[], itemId: string): (variantId: string) => number {
  return (variantId) =>
    entries.filter((e) => e.itemId === itemId && e.chosenVariant.variantId === variantId).reduce((sum, e) => sum + e.quantity, 0);
}

/** The checkout pages of spec §2: the checkout, and the direct checkouts of one subscription or one gift card. */
export type CheckoutKind = 'standard' | 'subscription' | 'gift-card';

/** The checkout hand-off (spec §7): /checkout?cartToken=…, /checkout/subscription?cartToken=…,
 * /checkout/gift-card?cartToken=… */
export function checkoutUrl(cartToken: string, kind: CheckoutKind = 'standard'): string {
  return `/checkout${kind === 'standard' ? '' : `/${kind}`}?${new URLSearchParams({ cartToken })}`;
}

/** A product with several variants asks the shopper to choose one (its options, or a gift card's denomination). */
export const needsChoice = (product: { variants: readonly unknown[] }): boolean => product.variants.length > 1;
