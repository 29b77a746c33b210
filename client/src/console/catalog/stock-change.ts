// Bulk stock changes: what the owner typed as adjustStock operations (one per selected variant), the stock each
// variant will have, and the refusals (adjustStock is all or nothing) matched back to the variants they concern.
import type { StockOperationInput } from '../generated/graphql.ts';

export type StockRow = { id: string; product: string; sku: string; qtyInStock: number; unlimited: boolean };
export type ChangeMode = 'CHANGE' | 'SET' | 'UNLIMITED';
export type UserError = { field?: string | null; message: string };
/** Per variant: the stock after the change, or why nothing changed. */
export type RowResult = { row: StockRow; after?: string; error?: string };

const WHOLE = /^[+-]?\d+$/;

/** The operations, or what is wrong with the amount. */
export function stockOperations(rows: StockRow[], mode: ChangeMode, amount: string): StockOperationInput[] | string {
  if (rows.length === 0) return 'Select at least one variant.';
  if (mode === 'UNLIMITED') return rows.map((r) => ({ kind: 'SET_UNLIMITED', variantId: r.id }));
  const text = amount.trim();
  if (!WHOLE.test(text)) return mode === 'SET' ? 'Enter the new quantity, a whole number.' : 'Enter a whole number, e.g. 5 or -3.';
  const n = Number(text);
  if (mode === 'SET') {
    if (n < 0) return 'The new quantity cannot be below 0.';
    return rows.map((r) => ({ kind: 'SET_FINITE', variantId: r.id, quantity: n }));
  }
  if (n === 0) return 'Enter a change other than 0.';
  return rows.map((r) => ({ kind: n > 0 ? 'INCREMENT' : 'DECREMENT', variantId: r.id, quantity: Math.abs(n) }));
}

/** The stock a variant has after its operation succeeded. */
export function stockAfter(row: StockRow, op: StockOperationInput): string {
  if (op.kind === 'SET_UNLIMITED') return 'Unlimited';
  const q = op.quantity ?? 0;
  if (op.kind === 'SET_FINITE') return String(q);
  return String(row.qtyInStock + (op.kind === 'INCREMENT' ? q : -q));
}

/** Which row a refusal concerns: its field names the operation (operations.1.quantity), or its message the variant. */
function rowOf(error: UserError, rows: StockRow[]): number {
  const index = /^operations\.(\d+)/.exec(error.field ?? '');
  if (index) return Number(index[1]);
  return rows.findIndex((r) => error.message.includes(r.id));
}

/** Every selected variant's result, and the refusals that concern no one variant. */
export function stockResults(
  rows: StockRow[],
  ops: StockOperationInput[],
  errors: UserError[],
): { results: RowResult[]; general: UserError[] } {
  if (errors.length === 0) return { results: rows.map((row, i) => ({ row, after: stockAfter(row, ops[i]) })), general: [] };
  const byRow = new Map<number, string>();
  const general: UserError[] = [];
  for (const error of errors) {
    const i = rowOf(error, rows);
    // The variant is named by its SKU, as the owner sees it, rather than its id.
    const message = i >= 0 && i < rows.length ? error.message.replace(rows[i].id, rows[i].sku) : '';
    if (message) byRow.set(i, [byRow.get(i), message].filter(Boolean).join(' '));
    else general.push(error);
  }
  const results: RowResult[] = rows.map((row, i) => ({ row, error: byRow.get(i) ?? 'Not changed: the whole change was refused.' }));
  return { results, general };
}

export const stockText = (v: { unlimited: boolean; qtyInStock: number }) => (v.unlimited ? 'Unlimited' : String(v.qtyInStock));
