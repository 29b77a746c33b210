// Duplicate (a draft copy opens), archive or unarchive, and delete (confirmed in the page; the API refuses while
// carts, orders or subscriptions need the product: archive it instead).
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  EditorArchiveProductDocument,
  EditorDeleteProductDocument,
  EditorDuplicateProductDocument,
  EditorUnarchiveProductDocument,
} from '../generated/graphql.ts';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';
import { runChange } from './editor-data.ts';
import type { EditorProduct } from './ProductEditor.tsx';

export function ProductActions({ product }: { product: EditorProduct }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [duplicate, duplicating] = useMutation(EditorDuplicateProductDocument);
  const [archive, archiving] = useMutation(EditorArchiveProductDocument);
  const [unarchive, unarchiving] = useMutation(EditorUnarchiveProductDocument);
  const [remove, removing] = useMutation(EditorDeleteProductDocument);
  const variables = { id: product.id };
  const copy = async () => {
    const answer = await runChange(
      () => duplicate({ variables }),
      (d) => d?.duplicateProduct,
    );
    setErrors(answer.errors);
    const id = answer.data?.duplicateProduct.product?.id;
    if (answer.ok && id) navigate(`/products/${id}`);
  };
  const toggleArchive = async () => {
    const answer = product.archivedAt
      ? await runChange(
          () => unarchive({ variables }),
          (d) => d?.unarchiveProduct,
        )
      : await runChange(
          () => archive({ variables }),
          (d) => d?.archiveProduct,
        );
    setErrors(answer.errors);
    if (answer.ok) notify(product.archivedAt ? 'Product taken out of the archive.' : 'Product archived.');
  };
  const confirmDelete = async () => {
    const answer = await runChange(
      () => remove({ variables }),
      (d) => d?.deleteProduct,
    );
    setErrors(answer.errors);
    if (answer.ok) navigate('/products');
    return answer.ok;
  };
  return (
    <section className="editor-section" aria-labelledby="actions-title">
      <h2 id="actions-title">Duplicate, archive or delete</h2>
      <div className="editor-actions">
        <button type="button" className="console-secondary" disabled={duplicating.loading} onClick={() => void copy()}>
          Duplicate
        </button>
        <button
          type="button"
          className="console-secondary"
          disabled={archiving.loading || unarchiving.loading}
          onClick={() => void toggleArchive()}
        >
          {product.archivedAt ? 'Unarchive' : 'Archive'}
        </button>
        <ConfirmButton
          label="Delete"
          name={`Delete ${product.title}`}
          question={`Delete “${product.title}” for good? Products that carts, orders or subscriptions need cannot be deleted: archive them instead.`}
          action="Delete product"
          busy={removing.loading}
          onConfirm={confirmDelete}
        />
      </div>
      <OtherErrors errors={errors} fields={[]} />
    </section>
  );
}
