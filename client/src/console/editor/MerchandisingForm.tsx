// The product's merchandising (updateMerchandising): scarcity message, sold-out and sale texts, restock
// notifications and the mailing-list sign-up. A refusal shows next to its field.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { EditorUpdateMerchandisingDocument, type MerchandisingInput } from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { runChange, textOf } from './editor-data.ts';
import type { EditorProduct } from './ProductEditor.tsx';

type Flag =
  | 'scarcityEnabled'
  | 'restockNotificationsEnabled'
  | 'restockAutoSend'
  | 'mailingListSignUpEnabled'
  | 'mailingListOptInByDefault';
type Text = 'scarcityText' | 'scarcityThreshold' | 'customSoldOutText' | 'customSaleText' | 'restockSuccessMessage';

const FLAGS: [Flag, string][] = [
  ['scarcityEnabled', 'Show a scarcity message when stock is low'],
  ['restockNotificationsEnabled', 'Shoppers may sign up to hear when a sold-out variant is back'],
  ['restockAutoSend', 'Email the sign-ups by themselves when stock comes back'],
  ['mailingListSignUpEnabled', 'Offer the mailing list with a restock sign-up'],
  ['mailingListOptInByDefault', 'Mailing list box ticked by default'],
];
const TEXTS: [Text, string][] = [
  ['scarcityText', 'Scarcity message ({qty} is the stock left; at most 200 characters)'],
  ['scarcityThreshold', 'Show it at or below this stock'],
  ['customSoldOutText', 'Sold-out text (blank: the store’s)'],
  ['customSaleText', 'Sale text (blank: the store’s)'],
  ['restockSuccessMessage', 'Message after a restock sign-up (blank: “Signed up!”)'],
];
const FIELDS = TEXTS.map(([key]) => `input.${key}`);

function inputOf(form: FormData): MerchandisingInput {
  const input: MerchandisingInput = Object.fromEntries(FLAGS.map(([key]) => [key, form.get(key) === 'on']));
  input.scarcityText = textOf(form, 'scarcityText');
  input.scarcityThreshold = Number(textOf(form, 'scarcityThreshold'));
  input.customSoldOutText = textOf(form, 'customSoldOutText') || null;
  input.customSaleText = textOf(form, 'customSaleText') || null;
  input.restockSuccessMessage = textOf(form, 'restockSuccessMessage') || null;
  return input;
}

export function MerchandisingForm({ product }: { product: EditorProduct }) {
  const m = product.merchandising;
  const [save, { loading }] = useMutation(EditorUpdateMerchandisingDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const input = inputOf(new FormData(event.currentTarget));
    const answer = await runChange(
      () => save({ variables: { productId: product.id, input } }),
      (d) => d?.updateMerchandising,
    );
    setErrors(answer.errors);
    setSaved(answer.ok);
  };
  return (
    <form className="editor-form editor-section" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="merch-title">
      <h2 id="merch-title">Merchandising</h2>
      {FLAGS.map(([key, label]) => (
        <label key={key} className="console-check">
          <input type="checkbox" name={key} defaultChecked={m[key]} /> {label}
        </label>
      ))}
      {TEXTS.map(([key, label]) => (
        <div key={key} className="editor-form">
          <label htmlFor={`merch-${key}`}>{label}</label>
          <input
            id={`merch-${key}`}
            name={key}
            type={key === 'scarcityThreshold' ? 'number' : 'text'}
            defaultValue={m[key] ?? ''}
            {...describedBy(errors, `input.${key}`)}
          />
          <FieldError errors={errors} field={`input.${key}`} />
        </div>
      ))}
      <OtherErrors errors={errors} fields={FIELDS} />
      <button type="submit" disabled={loading}>
        {loading ? 'Saving…' : 'Save merchandising'}
      </button>
      {saved && <p role="status">Merchandising saved.</p>}
    </form>
  );
}
