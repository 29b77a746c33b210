// Bulk adjust on the inventory screen (inventory:write): one change for every selected variant — add or remove
// units, set a quantity, or make the stock unlimited — sent as one adjustStock call, with each variant's result.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { ConsoleCatalogAdjustStockDocument, ConsoleCatalogInventoryDocument } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { attempt, ErrorList, ErrorMessage } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';
import {
  type ChangeMode,
  type RowResult,
  type StockRow,
  stockOperations,
  stockResults,
  stockText,
  type UserError,
} from './stock-change.ts';

type Props = { selected: StockRow[]; onApplied: () => void };

export function BulkAdjust({ selected, onApplied }: Props) {
  const [adjust, { loading }] = useMutation(ConsoleCatalogAdjustStockDocument, { refetchQueries: [ConsoleCatalogInventoryDocument] });
  const [mode, setMode] = useState<ChangeMode>('CHANGE');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState('');
  const [general, setGeneral] = useState<UserError[]>([]);
  const [results, setResults] = useState<RowResult[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ops = stockOperations(selected, mode, amount);
    setProblem(typeof ops === 'string' ? ops : '');
    if (typeof ops === 'string') return;
    const errors = await attempt(
      async () =>
        (await adjust({ variables: { operations: ops } })).data?.adjustStock.userErrors ?? [{ message: 'The server gave no answer.' }],
    );
    const outcome = stockResults(selected, ops, errors);
    setResults(outcome.results);
    setGeneral(outcome.general);
    if (errors.length === 0) onApplied();
    const count = outcome.results.length;
    if (count > 0 && outcome.results.every((r) => r.after !== undefined))
      notify(`Stock changed for ${count === 1 ? '1 variant' : `${count} variants`}.`);
  };
  return (
    <div className="catalog-bulk">
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="bulk-title">
        <h2 id="bulk-title">Bulk adjust</h2>
        <p>{selected.length === 0 ? 'Select variants in the list to change their stock together.' : `${selected.length} selected.`}</p>
        <label>
          Change
          <select value={mode} onChange={(e) => setMode(e.target.value as ChangeMode)}>
            <option value="CHANGE">Add or remove units (+/−)</option>
            <option value="SET">Set a new quantity</option>
            <option value="UNLIMITED">Make stock unlimited</option>
          </select>
        </label>
        {mode !== 'UNLIMITED' && (
          <label>
            {mode === 'SET' ? 'New quantity' : 'Units to add (negative to remove)'}
            <input
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'bulk-problem' : undefined}
            />
          </label>
        )}
        <button type="submit" disabled={loading}>
          {loading ? 'Applying…' : 'Apply to selected'}
        </button>
        <ErrorMessage id="bulk-problem" message={problem} />
      </form>
      <ErrorList errors={general} />
      {results.length > 0 && <AdjustResults results={results} />}
    </div>
  );
}

function AdjustResults({ results }: { results: RowResult[] }) {
  return (
    <table className="catalog-table">
      <caption>Result of the last adjustment</caption>
      <ColumnHeads names={['Product', 'SKU', 'Before', 'Now']} />
      <tbody>
        {results.map(({ row, after, error }) => (
          <tr key={row.id}>
            <td>{row.product}</td>
            <th scope="row">{row.sku}</th>
            <td>{stockText(row)}</td>
            <td>
              {after ?? (
                <span role="alert" className="console-error">
                  {error}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
