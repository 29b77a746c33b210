// The product's collection, chosen among the website's product collections.
import { useQuery } from '@apollo/client/react';
import { UNABLE_TO_LOAD_COLLECTIONS_MESSAGE } from '../../../../domain/editing-messages.ts';
import { EditorCollectionsDocument } from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage } from '../shared/errors.tsx';
import { queryState } from '../status.tsx';
import { productCollections } from './editor-data.ts';

export function CollectionSelect({ errors, field, value }: { errors: FieldMessage[]; field: string; value?: string }) {
  const query = useQuery(EditorCollectionsDocument);
  const state = queryState('the collections', query, UNABLE_TO_LOAD_COLLECTIONS_MESSAGE);
  if (state) return state;
  return (
    <>
      <label htmlFor="product-collection">Collection</label>
      <select id="product-collection" name="collectionId" defaultValue={value} {...describedBy(errors, field)}>
        {productCollections(query.data?.collections ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </select>
      <FieldError errors={errors} field={field} />
    </>
  );
}
