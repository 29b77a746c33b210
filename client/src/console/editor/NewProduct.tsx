// A new product (createProduct) with what makes it sellable: name, type, price (required), stock or unlimited for
// the types whose stock is counted, and optionally its first image; then collection, URL slug and publish state.
// Once created (and its image uploaded), the editor opens it for options, variants, more images and the rest.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PRICE_REQUIRED_MESSAGE } from '../../../../domain/messages.ts';
import { MAX_STOCK, STOCK_OUT_OF_RANGE_MESSAGE } from '../../../../domain/store-limits.ts';
import { EditorCreateProductDocument, EditorWebsiteDocument, type ProductType } from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage, fileRefusal, OtherErrors } from '../shared/errors.tsx';
import { useWebsiteTimeZone } from '../shared/use-date-format.ts';
import { CollectionSelect } from './CollectionSelect.tsx';
import { minorUnits, runChange, textOf } from './editor-data.ts';
import { uploadImage } from './file-upload.ts';
import { PublishFields } from './PublishFields.tsx';
import { type PublishChoice, publishInput } from './publish.ts';

const TYPES: { value: ProductType; label: string }[] = [
  { value: 'PHYSICAL', label: 'Physical (stock counted, shipped)' },
  { value: 'SERVICE', label: 'Service (stock counted, not shipped)' },
  { value: 'DIGITAL', label: 'Digital (a file to download)' },
  { value: 'GIFT_CARD', label: 'Gift card' },
  { value: 'PAYWALL', label: 'Paywall' },
];
/** The types whose stock is counted (the others are always unlimited). */
const COUNTED: ProductType[] = ['PHYSICAL', 'SERVICE'];
const PRICE = 'input.variants.0.priceCents';
const STOCK = 'input.variants.0.qtyInStock';
const FIELDS = ['input.title', 'input.productType', 'input.collectionId', 'input.urlSlug', 'input.status', 'input.publishOn', PRICE, STOCK];

/** The stock typed ("12"), or the reason it is not a stock count. */
function stockOf(text: string): number | { error: string } {
  if (!/^\d+$/.test(text)) return { error: 'Enter how many you have in stock (a whole number), or tick Unlimited.' };
  const stock = Number(text);
  return stock <= MAX_STOCK ? stock : { error: STOCK_OUT_OF_RANGE_MESSAGE };
}

export function NewProduct() {
  const website = useQuery(EditorWebsiteDocument);
  const currency = website.data?.website.currency ?? 'USD';
  const timeZone = useWebsiteTimeZone();
  const [create, { loading }] = useMutation(EditorCreateProductDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [type, setType] = useState<ProductType>('PHYSICAL');
  const [unlimited, setUnlimited] = useState(false);
  const [uploading, setUploading] = useState(false);
  const navigate = useNavigate();
  const counted = COUNTED.includes(type);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const publish = publishInput(form.get('publishChoice') as PublishChoice, textOf(form, 'publishOn'), timeZone);
    if ('error' in publish) return setErrors([{ field: 'input.publishOn', message: publish.error }]);
    let priceCents: number | undefined;
    try {
      priceCents = minorUnits(textOf(form, 'price'), currency);
    } catch {
      return setErrors([{ field: PRICE, message: `Enter the price as an amount in ${currency}, such as 25.00.` }]);
    }
    if (priceCents === undefined) return setErrors([{ field: PRICE, message: PRICE_REQUIRED_MESSAGE }]);
    const stock = counted && !unlimited ? stockOf(textOf(form, 'stock')) : 0;
    if (typeof stock !== 'number') return setErrors([{ field: STOCK, message: stock.error }]);
    const input = {
      title: textOf(form, 'title'),
      productType: type,
      collectionId: textOf(form, 'collectionId'),
      urlSlug: textOf(form, 'urlSlug') || undefined,
      ...publish,
      variants: [{ priceCents, ...(counted ? { unlimited, qtyInStock: stock } : {}) }],
    };
    const image = form.get('image');
    const answer = await runChange(
      () => create({ variables: { input } }),
      (d) => d?.createProduct,
    );
    setErrors(answer.errors);
    const id = answer.data?.createProduct.product?.id;
    if (!answer.ok || !id) return;
    // The product exists: an image refused (type, size) is said on the editor's page, where it can be chosen again.
    let refused: string | null = null;
    if (image instanceof File && image.size > 0) {
      setUploading(true);
      const error = await uploadImage(id, image, () => {});
      setUploading(false);
      if (error) refused = fileRefusal(image.name, error);
    }
    navigate(`/products/${id}`, { state: refused ? { imageRefused: refused } : null });
  };
  return (
    <form className="editor-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="editor-title">
      <label htmlFor="product-title">Name</label>
      <input id="product-title" name="title" {...describedBy(errors, 'input.title')} />
      <FieldError errors={errors} field="input.title" />
      <label htmlFor="product-type">Type</label>
      <select
        id="product-type"
        name="productType"
        value={type}
        onChange={(e) => setType(e.currentTarget.value as ProductType)}
        {...describedBy(errors, 'input.productType')}
      >
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
      {counted && (
        <fieldset className="editor-stock">
          <legend>Stock</legend>
          <label htmlFor="product-stock">In stock</label>
          <input id="product-stock" name="stock" inputMode="numeric" disabled={unlimited} {...describedBy(errors, STOCK)} />
          <label className="console-check">
            <input type="checkbox" checked={unlimited} onChange={(e) => setUnlimited(e.currentTarget.checked)} /> Unlimited (stock is not
            counted)
          </label>
          <FieldError errors={errors} field={STOCK} />
        </fieldset>
      )}
      <label htmlFor="product-image">Image (optional; JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF, up to 20 MB)</label>
      <input id="product-image" name="image" type="file" accept="image/*" />
      <PublishFields errors={errors} initial="DRAFT" />
      <OtherErrors errors={errors} fields={FIELDS} />
      <button type="submit" disabled={loading || uploading}>
        {uploading ? 'Uploading the image…' : loading ? 'Creating…' : 'Create product'}
      </button>
    </form>
  );
}
