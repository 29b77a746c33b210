// The product's form (additionalFieldsFormId): none, the one it has, or the website's product form. The API answers
// one product form by kind (siteForm), not a list of them.
import { useQuery } from '@apollo/client/react';
import { EditorProductFormDocument } from '../generated/graphql.ts';
import type { EditorProduct } from './ProductEditor.tsx';

export function ProductFormSelect({ product }: { product: EditorProduct }) {
  const query = useQuery(EditorProductFormDocument);
  const forms = [product.additionalFieldsForm, query.data?.siteForm].filter((f) => f != null);
  const unique = forms.filter((f, i) => forms.findIndex((g) => g.id === f.id) === i);
  return (
    <>
      <label htmlFor="product-form">Product form (questions shoppers answer when they add it)</label>
      <select id="product-form" name="additionalFieldsFormId" defaultValue={product.additionalFieldsForm?.id ?? ''}>
        <option value="">None</option>
        {unique.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>
    </>
  );
}
