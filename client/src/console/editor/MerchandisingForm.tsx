// The product's merchandising in the product form (saved with updateProduct's `merchandising`): scarcity message,
// sold-out and sale texts, restock notifications and the mailing-list sign-up. A refusal shows next to its field.
import type { MerchandisingInput } from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage } from '../shared/errors.tsx';
import { textOf } from './editor-data.ts';
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
const path = (key: string) => `input.merchandising.${key}`;
export const MERCHANDISING_FIELDS = TEXTS.map(([key]) => path(key));

export function merchandisingInput(form: FormData): MerchandisingInput {
  const input: MerchandisingInput = Object.fromEntries(FLAGS.map(([key]) => [key, form.get(key) === 'on']));
  input.scarcityText = textOf(form, 'scarcityText');
  input.scarcityThreshold = Number(textOf(form, 'scarcityThreshold'));
  input.customSoldOutText = textOf(form, 'customSoldOutText') || null;
  input.customSaleText = textOf(form, 'customSaleText') || null;
  input.restockSuccessMessage = textOf(form, 'restockSuccessMessage') || null;
  return input;
}

export function MerchandisingFields({ product, errors }: { product: EditorProduct; errors: FieldMessage[] }) {
  const m = product.merchandising;
  return (
    <section className="editor-form editor-section" aria-labelledby="merch-title">
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
            {...describedBy(errors, path(key))}
          />
          <FieldError errors={errors} field={path(key)} />
        </div>
      ))}
    </section>
  );
}
