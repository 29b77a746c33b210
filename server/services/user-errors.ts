// Shopper- and owner-facing failures are data: a code (domain/user-error-codes.ts: the spec's tracked error types and
// ours), the exact sentence, and the input field it concerns. Services return them; the GraphQL and REST doors only
// map them.
import type { UserErrorCode } from '../../domain/user-error-codes.ts';

export type { UserErrorCode };
export type UserError = { code: UserErrorCode; message: string; field?: string | null };

export type Result<T> = ({ ok: true } & T) | { ok: false; userErrors: UserError[] };

export const fail = (code: UserErrorCode, message: string, field?: string): { ok: false; userErrors: UserError[] } => ({
  ok: false,
  userErrors: [{ code, message, field: field ?? null }],
});

/** Thrown inside a transaction to roll it back and answer with a refusal instead. */
export class Refused extends Error {
  constructor(readonly refusal: { ok: false; userErrors: UserError[] }) {
    super(refusal.userErrors[0]?.message ?? 'Refused');
  }
}
