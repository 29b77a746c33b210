// The product's options and their values (setProductOptions): one row per option, values separated by commas. A
// renamed option carries its variants over; new combinations get variants (the first variant's price, no stock).
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { EditorSetProductOptionsDocument } from '../generated/graphql.ts';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';
import { runChange } from './editor-data.ts';
import type { EditorProduct } from './ProductEditor.tsx';

type Row = { name: string; values: string; renameFrom?: string; was?: string[] };

const split = (values: string) =>
  values
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A value typed over another at the same place (and gone from the list) is a rename, which keeps its variants. */
function renamesOf(was: string[] = [], now: string[]) {
  return was.flatMap((from, i) => (now[i] !== undefined && now[i] !== from && !now.includes(from) ? [{ from, to: now[i] }] : []));
}

const rowsOf = (p: EditorProduct): Row[] => [
  ...p.options.map((o) => ({ name: o.name, values: o.values.join(', '), renameFrom: o.name, was: o.values })),
  { name: '', values: '' },
];

export function OptionsForm({ product }: { product: EditorProduct }) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(product));
  const [save, { loading }] = useMutation(EditorSetProductOptionsDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const change = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const options = rows
      .filter((r) => r.name.trim())
      .map((r) => ({
        name: r.name.trim(),
        values: split(r.values),
        valueRenames: renamesOf(r.was, split(r.values)),
        ...(r.renameFrom && r.renameFrom !== r.name.trim() ? { renameFrom: r.renameFrom } : {}),
      }));
    const answer = await runChange(
      () => save({ variables: { productId: product.id, input: { options, createMissing: true } } }),
      (d) => d?.setProductOptions,
    );
    setErrors(answer.errors);
    const next = answer.data?.setProductOptions.product;
    if (answer.ok && next) {
      setRows(rowsOf(next));
      notify('Options saved.');
    }
  };
  return (
    <form className="editor-form editor-section" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="options-title">
      <h2 id="options-title">Options</h2>
      <p className="console-hint">
        Values separated by commas, e.g. S, M, L; a value typed over another is renamed, its variants kept. Leave a name blank to remove its
        option.
      </p>
      {rows.map((r, i) => (
        <fieldset key={r.renameFrom ?? `new-${i}`}>
          <legend>{r.renameFrom ? `Option ${r.renameFrom}` : 'New option'}</legend>
          <label htmlFor={`option-name-${i}`}>Option name</label>
          <input id={`option-name-${i}`} value={r.name} onChange={(e) => change(i, { name: e.target.value })} />
          <label htmlFor={`option-values-${i}`}>Values</label>
          <input id={`option-values-${i}`} value={r.values} onChange={(e) => change(i, { values: e.target.value })} />
        </fieldset>
      ))}
      <p>
        <button type="button" className="console-secondary" onClick={() => setRows([...rows, { name: '', values: '' }])}>
          Add another option
        </button>
      </p>
      <OtherErrors errors={errors} fields={[]} />
      <button type="submit" disabled={loading}>
        {loading ? 'Saving…' : 'Save options'}
      </button>
    </form>
  );
}
