// A search box over the catalog (catalogProducts, any state) with the first matches as buttons: choosing one hands it
// to the block. Products already in the block are left out. Typing waits a moment before it asks the server; a search
// that fails says spec §8's 'Unable to load results'.
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { UNABLE_TO_LOAD_RESULTS_MESSAGE } from '../../../../domain/editing-messages.ts';
import { type BlockProductChoiceFragment, BlockProductSearchDocument } from '../generated/graphql.ts';
import { queryState } from '../status.tsx';
import { PRODUCT_RESULTS } from './pickers.ts';
import './pickers.css';

type Props = {
  id: string;
  label: string;
  exclude?: readonly string[];
  onChoose: (product: BlockProductChoiceFragment) => void;
};

function useDebounced(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function ProductSearch({ id, label, exclude = [], onChoose }: Props) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const query = useQuery(BlockProductSearchDocument, { variables: { search: search || null, first: PRODUCT_RESULTS } });
  const data = query.data ?? query.previousData;
  const state = queryState('the products', { ...query, data }, UNABLE_TO_LOAD_RESULTS_MESSAGE);
  const connection = data?.catalogProducts;
  const found = (connection?.edges ?? []).map((e) => e.node).filter((p) => !exclude.includes(p.id));
  const hintId = `${id}-hint`;
  return (
    <div className="website-picker-search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} aria-describedby={hintId} />
      <p id={hintId} className="console-hint">
        Type part of a product’s title, then choose it below.
        {connection?.pageInfo.hasNextPage && ` Only the first ${PRODUCT_RESULTS} matches are shown.`}
      </p>
      {state ??
        (found.length === 0 ? (
          <p>{search ? `No product matches “${search}”.` : 'No product to choose.'}</p>
        ) : (
          <ul className="website-picker-results" aria-label={`Products to choose${search ? ` matching “${search}”` : ''}`}>
            {found.map((p) => (
              <li key={p.id}>
                <button type="button" className="console-secondary" onClick={() => onChoose(p)}>
                  {p.title}
                </button>
                {p.statusLabel !== 'Published' && <span className="website-kind"> {p.statusLabel}</span>}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
