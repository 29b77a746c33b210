// One row of the variants grid: its fields, Save, Up / Down and Remove (confirmed in the page).
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  EditorMoveVariantDocument,
  EditorRemoveVariantDocument,
  EditorUpdateVariantDocument,
  type EditorVariantFragment,
} from '../generated/graphql.ts';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { reportChange, runChange } from './editor-data.ts';
import { MoveButtons } from './MoveButtons.tsx';
import { draftOf, type VariantDraft, variantInput } from './variant-input.ts';
import { optionWords } from './variant-words.ts';

export type ImageChoice = { id: string; label: string };
type Props = { variant: EditorVariantFragment; index: number; last: boolean; stock: boolean; weight: boolean; images: ImageChoice[] };

export function VariantRow({ variant, index, last, stock, weight, images }: Props) {
  const [draft, setDraft] = useState<VariantDraft>(() => draftOf(variant));
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [saved, setSaved] = useState(false);
  const [update, updating] = useMutation(EditorUpdateVariantDocument);
  const [move, moving] = useMutation(EditorMoveVariantDocument);
  const [remove, removing] = useMutation(EditorRemoveVariantDocument);
  const name = `${optionWords(variant)} (${variant.sku})`;
  const set = (patch: Partial<VariantDraft>) => {
    setSaved(false);
    setDraft({ ...draft, ...patch });
  };
  const save = async () => {
    let input: ReturnType<typeof variantInput>;
    try {
      input = variantInput(draft, variant.price.currencyCode, { stock, weight });
    } catch (error) {
      return setErrors([{ message: (error as Error).message }]);
    }
    const answer = await runChange(
      () => update({ variables: { id: variant.id, input } }),
      (d) => d?.updateVariant,
    );
    setErrors(answer.errors);
    const next = answer.data?.updateVariant.product?.variants.find((v) => v.id === variant.id);
    if (answer.ok && next) setDraft(draftOf(next));
    setSaved(answer.ok);
  };
  const moveTo = (position: number) =>
    reportChange(
      setErrors,
      () => move({ variables: { id: variant.id, position } }),
      (d) => d?.moveVariant,
    );
  const confirmRemove = () =>
    reportChange(
      setErrors,
      () => remove({ variables: { id: variant.id } }),
      (d) => d?.removeVariant,
    );
  const text = (key: 'sku' | 'price' | 'salePrice' | 'qty' | 'weight', label: string, disabled = false) => (
    <input
      aria-label={`${label}, ${name}`}
      value={draft[key]}
      disabled={disabled}
      inputMode={key === 'sku' ? undefined : 'decimal'}
      onChange={(e) => set({ [key]: e.target.value })}
    />
  );
  return (
    <tr>
      <th scope="row">{optionWords(variant)}</th>
      <td>{text('sku', 'SKU')}</td>
      <td>{text('price', 'Price')}</td>
      <td>
        <input type="checkbox" aria-label={`On sale, ${name}`} checked={draft.onSale} onChange={(e) => set({ onSale: e.target.checked })} />
      </td>
      <td>{text('salePrice', 'Sale price', !draft.onSale)}</td>
      {stock && (
        <td>
          {text('qty', 'Stock', draft.unlimited)}
          <label className="editor-check">
            <input type="checkbox" checked={draft.unlimited} onChange={(e) => set({ unlimited: e.target.checked })} /> Unlimited
            <span className="editor-hidden">, {name}</span>
          </label>
        </td>
      )}
      {weight && <td>{text('weight', 'Weight in grams')}</td>}
      {images.length > 0 && (
        <td>
          <select aria-label={`Image, ${name}`} value={draft.image} onChange={(e) => set({ image: e.target.value })}>
            <option value="">The product’s main image</option>
            {images.map((i) => (
              <option key={i.id} value={i.id}>
                {i.label}
              </option>
            ))}
          </select>
        </td>
      )}
      <td>
        <div className="editor-actions">
          <button type="button" aria-label={`Save ${name}`} disabled={updating.loading} onClick={() => void save()}>
            {updating.loading ? 'Saving…' : 'Save'}
          </button>
          <MoveButtons
            name={name}
            busy={moving.loading}
            onUp={index > 0 ? () => void moveTo(index - 1) : undefined}
            onDown={last ? undefined : () => void moveTo(index + 1)}
          />
          <ConfirmButton
            label="Remove"
            name={`Remove ${name}`}
            question={`Remove the variant ${name}?`}
            action="Remove variant"
            busy={removing.loading}
            onConfirm={confirmRemove}
          />
        </div>
        <OtherErrors errors={errors} fields={[]} />
        {saved && <p role="status">Saved.</p>}
      </td>
    </tr>
  );
}
