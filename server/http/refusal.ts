// A request refused before it reaches its door (an unknown or revoked token, a token of another website, no website
// for the host): GraphQL's error shape on /graphql, where clients read `errors[].extensions.code`, and `{error}` on
// the REST paths and pages, as docs/auth.md says.
import type { Context } from 'hono';

export type RefusalStatus = 401 | 403 | 404;

const GRAPHQL_CODES: Record<RefusalStatus, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' };

export function refusal(c: Context, status: RefusalStatus, message: string) {
  if (c.req.path === '/graphql') return c.json({ errors: [{ message, extensions: { code: GRAPHQL_CODES[status] } }] }, status);
  return c.json({ error: message }, status);
}
