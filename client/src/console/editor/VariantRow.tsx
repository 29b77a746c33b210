// One row of the variants grid: its fields, Save, Up / Down and Remove (confirmed in the page).
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  EditorMoveVariantDocument,
  type EditorProductFragment,
  EditorRemoveVariantDocument,
  EditorUpdateVariantDocument,
  type EditorVariantFragment,
} from '../generated/graphql.ts';
import { optionWords } from '../shared/format.ts';
import { EntryActions, useEntry } from './EntryActions.tsx';
import { draftOf, type VariantDraft, variantInput } from './variant-input.ts';

export type ImageChoice = { id: string; label: string };
type Props = {
  variant: EditorVariantFragment;
  index: number;
  last: boolean;
  stock: boolean;
  weight: boolean;
  images: ImageChoice[];
  /** The product as it will be once this variant is at `position`: shown until the server answers. */
  movedTo: (position: number) => EditorProductFragment;
};

export function VariantRow({ variant, index, last, stock, weight, images, movedTo }: Props) {
  const [draft, setDraft] = useState<VariantDraft>(() => draftOf(variant));
  const [update, updating] = useMutation(EditorUpdateVariantDocument);
  const [move, moving] = useMutation(EditorMoveVariantDocument);
  const [remove, removing] = useMutation(EditorRemoveVariantDocument);
  const options = optionWords(variant.attributes, 'No options');
  const name = `${options} (${variant.sku})`;
  const entry = useEntry(`Variant ${name} saved.`);
  const set = (patch: Partial<VariantDraft>) => setDraft({ ...draft, ...patch });
  const save = async () => {
    let input: ReturnType<typeof variantInput>;
    try {
      input = variantInput(draft, variant.price.currencyCode, { stock, weight });
    } catch (error) {
      return entry.refuse((error as Error).message);
    }
    const answer = await entry.save(
      () => update({ variables: { id: variant.id, input } }),
      (d) => d?.updateVariant,
    );
    const next = answer.data?.updateVariant.product?.variants.find((v) => v.id === variant.id);
    if (answer.ok && next) setDraft(draftOf(next));
  };
  const moveTo = (position: number) => {
    // Apollo writes the payload's fragment only when it knows its __typename (the generated types leave it out).
    const payload = { __typename: 'ProductPayload', product: movedTo(position), userErrors: [] };
    return entry.report(
      () => move({ variables: { id: variant.id, position }, optimisticResponse: { moveVariant: payload } }),
      (d) => d?.moveVariant,
    );
  };
  const confirmRemove = () =>
    entry.report(
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
      <th scope="row">{options}</th>
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
            <span className="console-visually-hidden">, {name}</span>
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
        <EntryActions
          entry={entry}
          name={name}
          index={index}
          last={last}
          save={{ label: 'Save', busy: updating.loading, run: () => void save() }}
          moving={moving.loading}
          onMove={(position) => void moveTo(position)}
          remove={{ question: `Remove the variant ${name}?`, action: 'Remove variant', busy: removing.loading, run: confirmRemove }}
        />
      </td>
    </tr>
  );
}
