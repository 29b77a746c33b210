// A new variant (addVariant): a value for each of the product's options, its SKU (generated when blank) and price.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { EditorAddVariantDocument } from '../generated/graphql.ts';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';
import { minorUnits, runChange, textOf } from './editor-data.ts';
import type { EditorProduct } from './ProductEditor.tsx';

export function AddVariant({ product }: { product: EditorProduct }) {
  const [add, { loading }] = useMutation(EditorAddVariantDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const currency = product.variants[0]?.price.currencyCode ?? 'USD';
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    let priceCents: number | undefined;
    try {
      priceCents = minorUnits(textOf(form, 'price'), currency);
    } catch {
      return setErrors([{ message: `Enter the price as an amount in ${currency}, such as 25.00.` }]);
    }
    const attributes = product.variantOptionOrdering.map((name) => ({ name, value: textOf(form, `option-${name}`) }));
    const input = { attributes, priceCents, sku: textOf(form, 'sku') || undefined };
    const answer = await runChange(
      () => add({ variables: { productId: product.id, input } }),
      (d) => d?.addVariant,
    );
    setErrors(answer.errors);
    if (answer.ok) notify('Variant added.');
    if (answer.ok) formElement.reset();
  };
  return (
    <form className="editor-form editor-inline" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-variant-title">
      <h3 id="add-variant-title">Add a variant</h3>
      {product.variantOptionOrdering.map((name) => (
        <label key={name}>
          {name}
          <input name={`option-${name}`} />
        </label>
      ))}
      <label>
        SKU (generated when blank)
        <input name="sku" />
      </label>
      <label>
        Price ({currency})
        <input name="price" inputMode="decimal" />
      </label>
      <OtherErrors errors={errors} fields={[]} />
      <button type="submit" disabled={loading}>
        {loading ? 'Adding…' : 'Add variant'}
      </button>
    </form>
  );
}
