// The changes a shopper makes to one cart line (quantity, remove, form answers), each tracked as in flight and
// written to the cached cart; a refusal or failure becomes the §8 cart message with its hint.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import {
  UNABLE_TO_REMOVE_ITEM_MESSAGE,
  UNABLE_TO_UPDATE_FORM_MESSAGE,
  UNABLE_TO_UPDATE_QUANTITY_MESSAGE,
} from '../../../domain/messages.ts';
import type { CartPayloadFieldsFragment } from '../graphql/generated/documents/CartPayloadFieldsFragment.ts';
import { RemoveCartEntryDocument } from '../graphql/generated/documents/RemoveCartEntryMutation.ts';
import { UpdateCartEntryAdditionalFieldsDocument } from '../graphql/generated/documents/UpdateCartEntryAdditionalFieldsMutation.ts';
import { UpdateCartEntryQuantityDocument } from '../graphql/generated/documents/UpdateCartEntryQuantityMutation.ts';
import { cartFailureHint } from './cart-errors.ts';
import { type PendingCartChange, trackCartChange } from './cart-pending.ts';
import { writeShopperCart } from './use-cart.ts';

export type CartMessage = { title: string; hint: string };
/** Per-field messages for the form, or null once the change went through. */
export type FieldsOutcome = Record<string, string> | null;

export type CartLineActions = {
  message: CartMessage | null;
  /** Changes the server made on its own, e.g. a quantity lowered to the stock. */
  notice: string | null;
  setQuantity: (quantity: number) => Promise<void>;
  /** Answers whether the line was removed. */
  remove: () => Promise<boolean>;
  saveFields: (answersJson: string) => Promise<{ fieldErrors: FieldsOutcome; message: CartMessage | null }>;
  showMessage: (message: CartMessage | null) => void;
};

type Run = { change: PendingCartChange; failTitle: string; send: () => Promise<CartPayloadFieldsFragment | undefined> };

export function useCartLine(entryId: string): CartLineActions {
  const client = useApolloClient();
  const [message, setMessage] = useState<CartMessage | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  /** Runs one change; answers the refusal's user errors, or a message when the request failed. */
  async function run({ change, failTitle, send }: Run) {
    setMessage(null);
    setNotice(null);
    try {
      const payload = await trackCartChange(change, send);
      const userErrors = payload?.userErrors ?? [];
      const [first] = userErrors;
      if (first) return { userErrors, message: { title: failTitle, hint: first.message } };
      const warning = payload?.warnings[0]?.message ?? null;
      setNotice(warning);
      return { userErrors, message: null };
    } catch (error) {
      return { userErrors: [], message: { title: failTitle, hint: cartFailureHint(error) } };
    }
  }

  async function setQuantity(quantity: number) {
    const outcome = await run({
      change: { kind: 'quantity', entryId, quantity },
      failTitle: UNABLE_TO_UPDATE_QUANTITY_MESSAGE,
      send: async () =>
        (
          await client.mutate({
            mutation: UpdateCartEntryQuantityDocument,
            variables: { entryId, quantity },
            update: (cache, { data }) => writeShopperCart(cache, data?.updateCartEntryQuantity.cart),
          })
        ).data?.updateCartEntryQuantity,
    });
    setMessage(outcome.message);
  }

  async function remove() {
    const outcome = await run({
      change: { kind: 'remove', entryId },
      failTitle: UNABLE_TO_REMOVE_ITEM_MESSAGE,
      send: async () =>
        (
          await client.mutate({
            mutation: RemoveCartEntryDocument,
            variables: { entryId },
            update: (cache, { data }) => writeShopperCart(cache, data?.removeCartEntry.cart),
          })
        ).data?.removeCartEntry,
    });
    setMessage(outcome.message);
    return outcome.message === null;
  }

  async function saveFields(additionalFieldsJson: string) {
    const outcome = await run({
      change: { kind: 'fields', entryId },
      failTitle: UNABLE_TO_UPDATE_FORM_MESSAGE,
      send: async () =>
        (
          await client.mutate({
            mutation: UpdateCartEntryAdditionalFieldsDocument,
            variables: { entryId, additionalFieldsJson },
            update: (cache, { data }) => writeShopperCart(cache, data?.updateCartEntryAdditionalFields.cart),
          })
        ).data?.updateCartEntryAdditionalFields,
    });
    const fieldErrors: Record<string, string> = {};
    for (const { field, message: text } of outcome.userErrors) if (field) fieldErrors[field] ??= text;
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, message: null };
    return { fieldErrors: outcome.message ? {} : null, message: outcome.message };
  }

  return { message, notice, setQuantity, remove, saveFields, showMessage: setMessage };
}
