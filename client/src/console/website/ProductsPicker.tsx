// A block's list of products (add-on products), in the order the shopper sees them: each by title ('Unknown product
// (id …)' when it no longer exists), moved up or down or removed; more added from the search, up to the block's maximum.
import { useEffect, useRef } from 'react';
import { FieldError, type FieldMessage } from '../shared/errors.tsx';
import { MoveUpDown } from './MoveUpDown.tsx';
import { ProductName } from './ProductPicker.tsx';
import { ProductSearch } from './ProductSearch.tsx';
import { moved, withoutAt, withProduct } from './pickers.ts';

type Props = {
  id: string;
  legend: string;
  field: string;
  ids: string[];
  max: number;
  canWrite: boolean;
  errors: FieldMessage[];
  onChange: (ids: string[]) => void;
};

export function ProductsPicker({ id, legend, field, ids, max, canWrite, errors, onChange }: Props) {
  // Focus stays where the owner works: on the moved product's button, in the search after adding or removing.
  const focusNext = useRef<(() => HTMLElement | null) | null>(null);
  useEffect(() => {
    const find = focusNext.current;
    focusNext.current = null;
    find?.()?.focus();
  });
  const search = () => document.getElementById(`${id}-search`);
  const move = (from: number, to: number, way: string) => {
    const list = document.getElementById(`${id}-list`);
    focusNext.current = () => list?.querySelector<HTMLElement>(`[data-product="${ids[from]}"] [data-move="${way}"]`) ?? search();
    onChange(moved(ids, from, to));
  };
  return (
    <fieldset className="website-field website-picker">
      <legend>{legend}</legend>
      {ids.length === 0 ? (
        <p>No products chosen yet.</p>
      ) : (
        <ol id={`${id}-list`} className="website-picked-list" aria-label={`Chosen products, at most ${max}`}>
          {ids.map((productId, i) => (
            <li key={productId} data-product={productId}>
              <ProductName id={productId} />
              {canWrite && (
                <span className="website-actions">
                  <MoveUpDown name={`product ${i + 1}`} index={i} count={ids.length} onMove={(to, way) => move(i, to, way)} />
                  <button
                    type="button"
                    className="console-secondary"
                    onClick={() => {
                      focusNext.current = search;
                      onChange(withoutAt(ids, i));
                    }}
                  >
                    Remove product {i + 1}
                  </button>
                </span>
              )}
              <FieldError errors={errors} field={`${field}.${i}`} />
            </li>
          ))}
        </ol>
      )}
      {canWrite &&
        (ids.length < max ? (
          <ProductSearch
            id={`${id}-search`}
            label="Add a product"
            exclude={ids}
            onChoose={(p) => {
              focusNext.current = search;
              onChange(withProduct(ids, p.id, max));
            }}
          />
        ) : (
          <p className="console-hint">The block shows at most {max} products: remove one to add another.</p>
        ))}
      <FieldError errors={errors} field={field} />
    </fieldset>
  );
}
