// A new product (createProduct): name, type, collection, URL slug, publish state and its first variant's price and
// stock; once created, the editor opens it for options, variants, images and the rest.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { EditorCreateProductDocument, EditorWebsiteDocument, type ProductType } from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { CollectionSelect } from './CollectionSelect.tsx';
import { minorUnits, runChange, textOf } from './editor-data.ts';
import { PublishFields } from './PublishFields.tsx';
import { type PublishChoice, publishInput } from './publish.ts';

const TYPES: { value: ProductType; label: string }[] = [
  { value: 'PHYSICAL', label: 'Physical (stock counted, shipped)' },
  { value: 'SERVICE', label: 'Service (stock counted, not shipped)' },
  { value: 'DIGITAL', label: 'Digital (a file to download)' },
  { value: 'GIFT_CARD', label: 'Gift card' },
  { value: 'PAYWALL', label: 'Paywall' },
];
const PRICE = 'input.variants.0.priceCents';
const FIELDS = ['input.title', 'input.productType', 'input.collectionId', 'input.urlSlug', 'input.status', 'input.publishOn', PRICE];

export function NewProduct() {
  const website = useQuery(EditorWebsiteDocument);
  const currency = website.data?.website.currency ?? 'USD';
  const [create, { loading }] = useMutation(EditorCreateProductDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const navigate = useNavigate();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const publish = publishInput(form.get('publishChoice') as PublishChoice, textOf(form, 'publishOn'));
    if ('error' in publish) return setErrors([{ field: 'input.publishOn', message: publish.error }]);
    let priceCents: number | undefined;
    try {
      priceCents = minorUnits(textOf(form, 'price'), currency);
    } catch {
      return setErrors([{ field: PRICE, message: `Enter the price as an amount in ${currency}, such as 25.00.` }]);
    }
    const input = {
      title: textOf(form, 'title'),
      productType: textOf(form, 'productType') as ProductType,
      collectionId: textOf(form, 'collectionId'),
      urlSlug: textOf(form, 'urlSlug') || undefined,
      ...publish,
      variants: [{ priceCents: priceCents ?? 0 }],
    };
    const answer = await runChange(
      () => create({ variables: { input } }),
      (d) => d?.createProduct,
    );
    setErrors(answer.errors);
    const id = answer.data?.createProduct.product?.id;
    if (answer.ok && id) navigate(`/products/${id}`);
  };
  return (
    <form className="editor-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="editor-title">
      <label htmlFor="product-title">Name</label>
      <input id="product-title" name="title" {...describedBy(errors, 'input.title')} />
      <FieldError errors={errors} field="input.title" />
      <label htmlFor="product-type">Type</label>
      <select id="product-type" name="productType" {...describedBy(errors, 'input.productType')}>
        {TYPES.map((t) => (
          <option key={t.value} value={t.value}>
            {t.label}
          </option>
        ))}
      </select>
      <FieldError errors={errors} field="input.productType" />
      <CollectionSelect errors={errors} field="input.collectionId" />
      <label htmlFor="product-slug">URL slug (made from the name when blank)</label>
      <input id="product-slug" name="urlSlug" {...describedBy(errors, 'input.urlSlug')} />
      <FieldError errors={errors} field="input.urlSlug" />
      <label htmlFor="product-price">Price ({currency})</label>
      <input id="product-price" name="price" inputMode="decimal" {...describedBy(errors, PRICE)} />
      <FieldError errors={errors} field={PRICE} />
      <PublishFields errors={errors} initial="DRAFT" />
      <OtherErrors errors={errors} fields={FIELDS} />
      <button type="submit" disabled={loading}>
        {loading ? 'Creating…' : 'Create product'}
      </button>
    </form>
  );
}
