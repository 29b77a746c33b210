// What a visitor's write (a review, a comment, a like) shows when the server refused it for a reason of its own: a
// rate limit (the server's message, which says how long to wait, as its Retry-After does) or an expired crumb;
// anything else shows the form's own failure text.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function visitorWriteFailure(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const code = first?.extensions?.code;
    if (code === 'RATE_LIMITED' || code === 'CRUMB_FAIL') return first.message;
  }
  return fallback;
}
