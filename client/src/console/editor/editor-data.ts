// Helpers the editor's screens share: a change's answer as ok + refusals, product collections, and amounts typed as
// decimals sent in minor units.
import { fromDecimalValue } from '../../../../domain/money.ts';
import { attempt, type FieldMessage } from '../shared/errors.tsx';

export type Payload = { userErrors: FieldMessage[] } | null | undefined;

/** Runs a mutation and answers whether it was done, with the refusals (or the request's failure) to show. */
export async function runChange<D>(send: () => Promise<{ data?: D | null }>, payload: (data: D | undefined) => Payload) {
  let data: D | undefined;
  const errors = await attempt(async () => {
    data = (await send()).data ?? undefined;
    return payload(data)?.userErrors ?? [];
  });
  return { ok: errors.length === 0, errors, data };
}

/** The collections that hold products (the API's `collections` lists every page of the website). */
export const productCollections = <C extends { typeName: string }>(all: C[]) => all.filter((c) => c.typeName === 'products');

/** An amount typed in the currency's decimals as minor units, or undefined when blank; throws when not an amount. */
export function minorUnits(text: string, currency: string): number | undefined {
  const value = text.trim();
  return value === '' ? undefined : fromDecimalValue(value, currency);
}

/** A text form field, trimmed. */
export const textOf = (form: FormData, key: string) => String(form.get(key) ?? '').trim();

/** Runs a change, shows its refusals with `show` and answers whether it was done. */
export async function reportChange<D>(
  show: (errors: FieldMessage[]) => void,
  send: () => Promise<{ data?: D | null }>,
  payload: (data: D | undefined) => Payload,
) {
  const answer = await runChange(send, payload);
  show(answer.errors);
  return answer.ok;
}
