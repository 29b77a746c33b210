// The database cannot serve a request right now (down, restarting, unreachable, out of connections: db/database-url.ts
// `isDatabaseUnavailable`): the doors answer 503 with Retry-After, never a 500 and never a hang, so clients and load
// balancers try again; the node recovers by itself when the database is back (its pool opens new connections).
import { GraphQLError } from 'graphql';
import type { Context } from 'hono';
import { UNAVAILABLE_MESSAGE } from '../../domain/messages.ts';

/** Seconds a client is told to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_S = 1;

/**
 * 503 with `Retry-After: 1`: `{"error": "Please try again in a few seconds."}`, or on /graphql (when the database
 * failed before the operation ran, e.g. finding the website) the error a GraphQL client reads.
 */
export function unavailableResponse(c: Context): Response {
  const headers = { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) };
  if (c.req.path === '/graphql') {
    const { message, extensions } = unavailableGraphQLError();
    return c.json({ errors: [{ message, extensions: { code: extensions.code, retryAfter: extensions.retryAfter } }] }, 503, headers);
  }
  return c.json({ error: UNAVAILABLE_MESSAGE }, 503, headers);
}

/** GraphQL: a SERVICE_UNAVAILABLE error; Yoga turns `extensions.http` into the 503 status and Retry-After header. */
export function unavailableGraphQLError(): GraphQLError {
  return new GraphQLError(UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      retryAfter: UNAVAILABLE_RETRY_AFTER_S,
      http: { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) } },
    },
  });
}
