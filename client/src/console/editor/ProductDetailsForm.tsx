// The product form: basics and publish state, subscription plans and merchandising, saved together with one Save
// (updateProduct with its merchandising, in one transaction; then moveProduct when another collection is chosen).
// A bar at the bottom of the screen says whether there are unsaved changes and holds Discard and Save; leaving with
// changes not saved asks first. Options, variants and images have their own actions below the form.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { EditorMoveProductDocument, EditorUpdateProductDocument } from '../generated/graphql.ts';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';
import { SaveBar, UnsavedChangesGuard, useUnsavedChanges } from '../shared/unsaved.tsx';
import { useWebsiteTimeZone } from '../shared/use-date-format.ts';
import { BASICS_FIELDS, BasicsFields, basicsInput } from './BasicsForm.tsx';
import { runChange, textOf } from './editor-data.ts';
import { MERCHANDISING_FIELDS, MerchandisingFields, merchandisingInput } from './MerchandisingForm.tsx';
import type { EditorProduct } from './ProductEditor.tsx';
import { currencyOf, SubscriptionFields, subscriptionInput } from './SubscriptionPlans.tsx';

const FIELDS = [...BASICS_FIELDS, ...MERCHANDISING_FIELDS, 'input.subscriptionOptions'];

/** The form's input for updateProduct, or the mistakes found before sending. */
function productInput(form: FormData, product: EditorProduct, timeZone: string) {
  const basics = basicsInput(form, product, timeZone);
  const plans = product.productType === 'GIFT_CARD' ? { input: {}, errors: [] } : subscriptionInput(form, currencyOf(product));
  const errors: FieldMessage[] = [...(basics.errors ?? []), ...(plans.errors ?? [])];
  if (errors.length || !basics.input || !plans.input) return { errors };
  return { input: { ...basics.input, ...plans.input, merchandising: merchandisingInput(form) } };
}

export function ProductDetailsForm({ product }: { product: EditorProduct }) {
  const [update, updating] = useMutation(EditorUpdateProductDocument);
  const [move, moving] = useMutation(EditorMoveProductDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const { dirty, changed, saved } = useUnsavedChanges();
  const [version, setVersion] = useState(0);
  const timeZone = useWebsiteTimeZone();
  const busy = updating.loading || moving.loading;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = productInput(form, product, timeZone);
    if (!read.input) return setErrors(read.errors);
    const input = read.input;
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
    saved();
    notify('Product saved.');
  };
  const discard = () => {
    setErrors([]);
    saved();
    setVersion((v) => v + 1);
  };
  return (
    <form key={version} className="editor-details" onSubmit={(e) => void submit(e)} onInput={changed} noValidate aria-label="Product">
      <BasicsFields product={product} errors={errors} />
      {product.productType !== 'GIFT_CARD' && <SubscriptionFields product={product} errors={errors} onChange={changed} />}
      <MerchandisingFields product={product} errors={errors} />
      <OtherErrors errors={errors} fields={FIELDS} />
      <SaveBar dirty={dirty} busy={busy} label="Save product" onDiscard={discard} />
      <UnsavedChangesGuard dirty={dirty} />
    </form>
  );
}
