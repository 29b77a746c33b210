// Shopper- and owner-facing failures are data: a code (the spec's tracked error type or ours), the exact sentence,
// and the input field it concerns. Services return them; the GraphQL and REST doors only map them.

export type UserError = { code: string; message: string; field?: string | null };

export type Result<T> = ({ ok: true } & T) | { ok: false; userErrors: UserError[] };

export const fail = (code: string, message: string, field?: string): { ok: false; userErrors: UserError[] } => ({
  ok: false,
  userErrors: [{ code, message, field: field ?? null }],
});
