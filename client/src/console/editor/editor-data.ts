// Helpers the editor's screens share: a change's answer as ok + refusals, product collections, and amounts typed as
// decimals sent in minor units.
import { fromDecimalValue } from '../../../../domain/money.ts';
import { type FieldMessage, requestFailed } from '../shared/errors.tsx';

type Payload = { userErrors: FieldMessage[] } | null | undefined;

/** Runs a mutation and answers whether it was done, with the refusals (or the request's failure) to show. */
export async function runChange<D>(send: () => Promise<{ data?: D | null }>, payload: (data: D | undefined) => Payload) {
  try {
    const { data } = await send();
    const errors = payload(data ?? undefined)?.userErrors ?? [];
    return { ok: errors.length === 0, errors, data: data ?? undefined };
  } catch (error) {
    return { ok: false, errors: requestFailed(error), data: undefined };
  }
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
