// A block's one product, chosen by title: the chosen product's title (or 'Unknown product (id …)' when it no longer
// exists, still changeable), Change product opens the search; an optional product can be cleared.
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { BlockProductDocument } from '../generated/graphql.ts';
import { errorId, FieldError, type FieldMessage } from '../shared/errors.tsx';
import { queryState } from '../status.tsx';
import { unknownProduct } from './pickers.ts';
import './pickers.css';
import { ProductSearch } from './ProductSearch.tsx';

/** A product's title by id, with its state when it is not published. */
export function ProductName({ id }: { id: string }) {
  const query = useQuery(BlockProductDocument, { variables: { id } });
  const state = queryState('the product', query);
  if (state) return state;
  const product = query.data?.catalogProduct;
  if (!product) return <strong>{unknownProduct(id)}</strong>;
  return (
    <>
      <strong>{product.title}</strong>
      {product.statusLabel !== 'Published' && <span className="website-kind"> ({product.statusLabel})</span>}
    </>
  );
}

type Props = {
  id: string;
  legend: string;
  field: string;
  value: string;
  optional?: boolean;
  canWrite: boolean;
  errors: FieldMessage[];
  onChange: (id: string) => void;
};

export function ProductPicker({ id, legend, field, value, optional, canWrite, errors, onChange }: Props) {
  const [searching, setSearching] = useState(false);
  // Focus follows the owner: into the search box when it opens, back on Change product when it closes.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const search = (on: boolean) => {
    focusNext.current = on ? `${id}-search` : `${id}-change`;
    setSearching(on);
  };
  const open = canWrite && (searching || !value);
  return (
    <fieldset className="website-field website-picker">
      <legend>{legend}</legend>
      <p className="website-picked">
        {value ? (
          <>
            Chosen: <ProductName id={value} />
          </>
        ) : optional ? (
          'None chosen: the product of the page it is shown on.'
        ) : (
          'No product chosen yet.'
        )}
      </p>
      {canWrite && value && !searching && (
        <div className="website-actions">
          <button
            id={`${id}-change`}
            type="button"
            className="console-secondary"
            onClick={() => search(true)}
            aria-describedby={errors.some((e) => e.field === field) ? errorId(field) : undefined}
          >
            Change product
          </button>
          {optional && (
            <button
              type="button"
              className="console-secondary"
              onClick={() => {
                focusNext.current = `${id}-search`;
                onChange('');
              }}
            >
              Clear product
            </button>
          )}
        </div>
      )}
      {open && (
        <ProductSearch
          id={`${id}-search`}
          label="Search products"
          exclude={value ? [value] : []}
          onChoose={(p) => {
            search(false);
            onChange(p.id);
          }}
        />
      )}
      {canWrite && value && searching && (
        <button type="button" className="console-secondary" onClick={() => search(false)}>
          Keep the chosen product
        </button>
      )}
      <FieldError errors={errors} field={field} />
    </fieldset>
  );
}
