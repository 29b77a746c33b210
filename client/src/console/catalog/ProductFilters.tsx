// The products list's search and filters: title or slug, collection, product type, stock and status.
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { UNABLE_TO_LOAD_COLLECTIONS_MESSAGE } from '../../../../domain/editing-messages.ts';
import { ConsoleCatalogCollectionsDocument } from '../generated/graphql.ts';
import { enumWords } from '../shared/format.ts';
import { PanelError } from '../status.tsx';
import { PRODUCT_TYPES } from './catalog-format.ts';

export type ProductFilter = { search: string; collectionId: string; productType: string; stock: string; status: string };

export const NO_FILTER: ProductFilter = { search: '', collectionId: '', productType: '', stock: '', status: '' };

const STOCK = [
  ['IN_STOCK', 'In stock'],
  ['LOW_STOCK', 'Low stock (5 or fewer)'],
  ['OUT_OF_STOCK', 'Out of stock'],
] as const;

/** The API's status filter, and archived products (archived: true) as one more status. */
const STATUS = ['PUBLISHED', 'SCHEDULED', 'DRAFT', 'NEEDS_REVIEW', 'PRIVATE', 'ARCHIVED'].map((s) => [s, enumWords(s)] as const);

type Props = { filter: ProductFilter; onChange: (filter: ProductFilter) => void };

export function ProductFilters({ filter, onChange }: Props) {
  const collections = useQuery(ConsoleCatalogCollectionsDocument);
  const [search, setSearch] = useState(filter.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, search: search.trim() });
  };
  const select = (key: keyof ProductFilter, label: string, options: readonly (readonly [string, string])[]) => (
    <label>
      {label}
      <select value={filter[key]} onChange={(e) => onChange({ ...filter, [key]: e.target.value })}>
        <option value="">All</option>
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
  const collectionOptions = (collections.data?.collections ?? []).map((c) => [c.id, c.title] as const);
  return (
    <form className="console-filters catalog-filters" aria-label="Products" onSubmit={submit}>
      <label>
        Search title or slug
        <input type="search" value={search} maxLength={200} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <button type="submit">Search</button>
      {select('collectionId', 'Collection', collectionOptions)}
      {select('productType', 'Type', PRODUCT_TYPES)}
      {select('stock', 'Stock', STOCK)}
      {select('status', 'Status', STATUS)}
      {collections.error && (
        <PanelError
          what="the collections"
          title={UNABLE_TO_LOAD_COLLECTIONS_MESSAGE}
          error={collections.error}
          retry={() => void collections.refetch()}
        />
      )}
    </form>
  );
}
