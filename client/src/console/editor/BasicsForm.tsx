// The product's basics, saved together: name, description, excerpt, URL slug, add button text and publish state
// (updateProduct), and its collection (moveProduct, when another is chosen).
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { EditorMoveProductDocument, EditorUpdateProductDocument } from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { enumWords } from '../shared/format.ts';
import { RichTextField } from '../shared/RichTextField.tsx';
import { CollectionSelect } from './CollectionSelect.tsx';
import { runChange, textOf } from './editor-data.ts';
import type { EditorProduct } from './ProductEditor.tsx';
import { ProductFormSelect } from './ProductFormSelect.tsx';
import { PublishFields } from './PublishFields.tsx';
import { choiceOf, type PublishChoice, publishInput } from './publish.ts';

const FIELDS = ['input.title', 'input.body', 'input.excerpt', 'input.urlSlug', 'input.status', 'input.publishOn', 'collectionId'];

export function BasicsForm({ product }: { product: EditorProduct }) {
  const [update, updating] = useMutation(EditorUpdateProductDocument);
  const [move, moving] = useMutation(EditorMoveProductDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const element = event.currentTarget;
    const form = new FormData(element);
    const publish = publishInput(form.get('publishChoice') as PublishChoice, textOf(form, 'publishOn'), product.publishOn);
    if ('error' in publish) return setErrors([{ field: 'input.publishOn', message: publish.error }]);
    const input = {
      title: textOf(form, 'title'),
      body: textOf(form, 'body'),
      excerpt: textOf(form, 'excerpt'),
      urlSlug: textOf(form, 'urlSlug') || undefined,
      customAddButtonText: textOf(form, 'customAddButtonText') || null,
      ...(product.productType === 'GIFT_CARD' ? {} : { additionalFieldsFormId: textOf(form, 'additionalFieldsFormId') || null }),
      ...publish,
    };
    const answer = await runChange(
      () => update({ variables: { id: product.id, input } }),
      (d) => d?.updateProduct,
    );
    if (!answer.ok) return setErrors(answer.errors);
    const collectionId = textOf(form, 'collectionId');
    if (collectionId && collectionId !== product.collectionId) {
      const moved = await runChange(
        () => move({ variables: { id: product.id, collectionId } }),
        (d) => d?.moveProduct,
      );
      if (!moved.ok) return setErrors(moved.errors.map((e) => ({ ...e, field: 'collectionId' })));
    }
    setErrors([]);
    setSaved(true);
  };
  return (
    <form className="editor-form editor-section" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="basics-title">
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
      <OtherErrors errors={errors} fields={FIELDS} />
      <button type="submit" disabled={updating.loading || moving.loading}>
        {updating.loading || moving.loading ? 'Saving…' : 'Save basics'}
      </button>
      {saved && <p role="status">Basics saved.</p>}
    </form>
  );
}
