// A RateLimitedError as the doors answer it: HTTP 429 with Retry-After for REST, a RATE_LIMITED GraphQL error.
import { GraphQLError } from 'graphql';
import type { Context } from 'hono';
import type { RateLimitedError } from '../services/rate-limits.ts';

/** REST: `429 {"error": "Please try again in a few seconds."}` with `Retry-After: <seconds>`. */
export function rateLimitedResponse(c: Context, err: RateLimitedError): Response {
  return c.json({ error: err.message }, 429, { 'Retry-After': String(err.retryAfterSeconds) });
}

/** GraphQL: Yoga turns `extensions.http` into the response's 429 status and Retry-After header. */
export function rateLimitedGraphQLError(err: RateLimitedError): GraphQLError {
  const retryAfter = err.retryAfterSeconds;
  return new GraphQLError(err.message, {
    extensions: { code: 'RATE_LIMITED', retryAfter, http: { status: 429, headers: { 'Retry-After': String(retryAfter) } } },
  });
}
