// A cart line's custom-form answers (spec §3 answer display) and 'Edit details', which loads the product's form and
// opens the custom-form modal with the answers given so far; its opening and a saved change are counted.
import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CART_ACTION_TEXT, UNABLE_TO_OPEN_FORM_MESSAGE } from '../../../domain/messages.ts';
import type { AnalyticsItem } from '../analytics/shopping-events.ts';
import { useShoppingEvents } from '../analytics/shopping-place.tsx';
import type { CustomFormFieldsFragment } from '../graphql/generated/documents/CustomFormFieldsFragment.ts';
import { EntryFormDocument } from '../graphql/generated/documents/EntryFormQuery.ts';
import { cartFailureHint } from '../lib/cart-errors.ts';
import type { OptimisticEntry } from '../lib/optimistic-cart.ts';
import type { CartLineActions, CartMessage } from '../lib/use-cart-line.ts';
import { CustomFormModal } from './CustomFormModal.tsx';

export function CartEntryDetails({ entry, line, item }: { entry: OptimisticEntry; line: CartLineActions; item: AnalyticsItem }) {
  const [loadForm, { loading }] = useLazyQuery(EntryFormDocument);
  const [form, setForm] = useState<CustomFormFieldsFragment | null>(null);
  const [modalMessage, setModalMessage] = useState<CartMessage | null>(null);
  const shopping = useShoppingEvents();
  if (!entry.formId) return null;
  const formEvent = { pageType: 'add-on', productId: entry.itemId, items: [item] } as const;

  async function open() {
    line.showMessage(null);
    try {
      const { data } = await loadForm({ variables: { itemId: entry.itemId } });
      const loaded = data?.product?.additionalFieldsForm;
      if (loaded) {
        setForm(loaded);
        shopping.record('custom product form open', formEvent);
      } else line.showMessage({ title: UNABLE_TO_OPEN_FORM_MESSAGE, hint: cartFailureHint(null) });
    } catch (error) {
      line.showMessage({ title: UNABLE_TO_OPEN_FORM_MESSAGE, hint: cartFailureHint(error) });
    }
  }

  async function save(answersJson: string) {
    const outcome = await line.saveFields(answersJson);
    setModalMessage(outcome.message);
    if (outcome.fieldErrors === null) {
      setForm(null);
      shopping.record('custom product form save', formEvent);
    }
    return outcome.fieldErrors;
  }

  return (
    <div className="cart-line__details">
      {entry.answers.length > 0 && (
        <dl className="cart-line__answers">
          {entry.answers.map((answer) => (
            <div key={answer.fieldId}>
              <dt>{answer.title}</dt>
              {answer.lines.map((text) => (
                <dd key={text}>{text}</dd>
              ))}
            </div>
          ))}
        </dl>
      )}
      <button
        type="button"
        className="button button--link"
        aria-disabled={loading || entry.isOptimistic || undefined}
        onClick={() => !loading && !entry.isOptimistic && void open()}
      >
        {CART_ACTION_TEXT.editDetails}
      </button>
      {form && (
        <CustomFormModal
          form={form}
          initialAnswersJson={entry.additionalFieldsJson}
          submitLabel={CART_ACTION_TEXT.save}
          submittingLabel={CART_ACTION_TEXT.saving}
          message={modalMessage ? `${modalMessage.title}. ${modalMessage.hint}` : null}
          onSubmit={save}
          onClose={() => {
            setForm(null);
            setModalMessage(null);
          }}
        />
      )}
    </div>
  );
}
