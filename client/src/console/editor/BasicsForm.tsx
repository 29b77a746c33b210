// The product's basics in the product form (ProductDetailsForm): name, description, excerpt, collection, URL slug,
// add button text, product form and publish state; `basicsInput` reads them as updateProduct's input.
import { describedBy, FieldError, type FieldMessage } from '../shared/errors.tsx';
import { enumWords } from '../shared/format.ts';
import { RichTextField } from '../shared/RichTextField.tsx';
import { CollectionSelect } from './CollectionSelect.tsx';
import { textOf } from './editor-data.ts';
import type { EditorProduct } from './ProductEditor.tsx';
import { ProductFormSelect } from './ProductFormSelect.tsx';
import { PublishFields } from './PublishFields.tsx';
import { choiceOf, type PublishChoice, publishInput } from './publish.ts';

export const BASICS_FIELDS = [
  'input.title',
  'input.body',
  'input.excerpt',
  'input.urlSlug',
  'input.status',
  'input.publishOn',
  'collectionId',
];

/** The basics typed, as updateProduct's input, or the mistake found before sending. */
export function basicsInput(form: FormData, product: EditorProduct, timeZone: string) {
  const publish = publishInput(form.get('publishChoice') as PublishChoice, textOf(form, 'publishOn'), timeZone, product.publishOn);
  if ('error' in publish) return { errors: [{ field: 'input.publishOn', message: publish.error }] };
  return {
    input: {
      title: textOf(form, 'title'),
      body: textOf(form, 'body'),
      excerpt: textOf(form, 'excerpt'),
      urlSlug: textOf(form, 'urlSlug') || undefined,
      customAddButtonText: textOf(form, 'customAddButtonText') || null,
      ...(product.productType === 'GIFT_CARD' ? {} : { additionalFieldsFormId: textOf(form, 'additionalFieldsFormId') || null }),
      ...publish,
    },
  };
}

export function BasicsFields({ product, errors }: { product: EditorProduct; errors: FieldMessage[] }) {
  return (
    <section className="editor-form editor-section" aria-labelledby="basics-title">
      <h2 id="basics-title">Basics</h2>
      <label htmlFor="product-title">Name</label>
      <input id="product-title" name="title" defaultValue={product.title} {...describedBy(errors, 'input.title')} />
      <FieldError errors={errors} field="input.title" />
      <RichTextField
        id="product-body"
        name="body"
        label="Description"
        defaultValue={product.bodySource ?? ''}
        {...describedBy(errors, 'input.body')}
      />
      <FieldError errors={errors} field="input.body" />
      <label htmlFor="product-excerpt">Excerpt (short description in listings)</label>
      <textarea id="product-excerpt" name="excerpt" rows={2} defaultValue={product.excerpt} {...describedBy(errors, 'input.excerpt')} />
      <FieldError errors={errors} field="input.excerpt" />
      <p className="console-hint">Type: {enumWords(product.productType)} (chosen when the product was created)</p>
      <CollectionSelect errors={errors} field="collectionId" value={product.collectionId} />
      <label htmlFor="product-slug">URL slug</label>
      <input id="product-slug" name="urlSlug" defaultValue={product.urlSlug} {...describedBy(errors, 'input.urlSlug')} />
      <FieldError errors={errors} field="input.urlSlug" />
      <label htmlFor="product-button">Add button text (blank: the default)</label>
      <input id="product-button" name="customAddButtonText" defaultValue={product.customAddButtonText ?? ''} />
      {product.productType !== 'GIFT_CARD' && <ProductFormSelect product={product} />}
      <PublishFields errors={errors} initial={choiceOf(product)} publishOn={product.publishOn} />
    </section>
  );
}
