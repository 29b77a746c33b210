// The add-to-cart requests: an entry in the shopper's cart (written to the cached cart), or a one-item subscription or
// gift card cart. Each answers the cart token to go on with, or the server's refusal.
import type { ApolloClient } from '@apollo/client';
import { AddToCartDocument } from '../graphql/generated/documents/AddToCartMutation.ts';
import { CreateGiftCardCartDocument } from '../graphql/generated/documents/CreateGiftCardCartMutation.ts';
import { CreateSubscriptionCartDocument } from '../graphql/generated/documents/CreateSubscriptionCartMutation.ts';
import { writeShopperCart } from './use-cart.ts';

export type AddRequest = {
  itemId: string;
  sku: string;
  quantity: number;
  subscriptionOptionId: string | null;
  /** The custom form's answers as JSON, or null for products without a form. */
  additionalFieldsJson: string | null;
};

type UserError = { code: string; message: string; field?: string | null };

export type AddOutcome =
  | { ok: true; cartToken: string }
  /** `fieldErrors` are keyed by form field id (shown in the form); `message` is the first refusal's sentence. */
  | { ok: false; message: string; fieldErrors: Record<string, string> };

function refused(userErrors: readonly UserError[]): AddOutcome {
  const fieldErrors: Record<string, string> = {};
  for (const { field, message } of userErrors) if (field) fieldErrors[field] ??= message;
  return { ok: false, message: userErrors[0]?.message ?? '', fieldErrors };
}

export async function requestAddToCart(client: ApolloClient, add: AddRequest): Promise<AddOutcome> {
  const input = {
    itemId: add.itemId,
    sku: add.sku,
    quantity: add.quantity,
    additionalFieldsJson: add.additionalFieldsJson,
    addToCartId: crypto.randomUUID(),
  };
  const { data } = await client.mutate({
    mutation: AddToCartDocument,
    variables: { input },
    update: (cache, { data: result }) => writeShopperCart(cache, result?.addToCart.cart),
  });
  const payload = data?.addToCart;
  if (payload?.cart && payload.userErrors.length === 0) return { ok: true, cartToken: payload.cart.cartToken };
  return refused(payload?.userErrors ?? []);
}

/** The answer of a new direct checkout cart: its token, or the refusal. */
function directCartOutcome(payload: { cartToken?: string | null; userErrors: readonly UserError[] } | undefined): AddOutcome {
  if (payload?.cartToken && payload.userErrors.length === 0) return { ok: true, cartToken: payload.cartToken };
  return refused(payload?.userErrors ?? []);
}

export async function requestSubscriptionCart(client: ApolloClient, add: AddRequest): Promise<AddOutcome> {
  const { data } = await client.mutate({
    mutation: CreateSubscriptionCartDocument,
    variables: {
      itemId: add.itemId,
      sku: add.sku,
      quantity: add.quantity,
      additionalFieldsJson: add.additionalFieldsJson,
      subscriptionOptionId: add.subscriptionOptionId,
    },
  });
  return directCartOutcome(data?.createSubscriptionCart);
}

/** A one-item gift card cart for the gift card page; the shopper's own cart is left as it is. */
export async function requestGiftCardCart(client: ApolloClient, add: AddRequest): Promise<AddOutcome> {
  const input = { itemId: add.itemId, sku: add.sku, quantity: add.quantity, additionalFieldsJson: add.additionalFieldsJson };
  const { data } = await client.mutate({ mutation: CreateGiftCardCartDocument, variables: { input } });
  return directCartOutcome(data?.createGiftCardCart);
}
