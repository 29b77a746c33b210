// The crumb (CSRF token) on every operation: sends the crumb cookie as X-CSRF-Token and, when the server answers
// {crumbFail, crumb}, retries once with that fresh crumb; a second failure becomes the spec's session message.
import { ApolloLink } from '@apollo/client';
import { map, mergeMap, of } from 'rxjs';
import { COOKIES_DISABLED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../../../domain/messages.ts';
import { readCookie } from './cookies.ts';

export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'X-CSRF-Token';

/** The fresh crumb of a crumb-failure answer, or null for any other answer. */
function freshCrumb(result: ApolloLink.Result): string | null {
  const body = result as { crumbFail?: unknown; crumb?: unknown };
  if (body.crumbFail !== true) return null;
  return typeof body.crumb === 'string' ? body.crumb : '';
}

/** The answer after the retry failed too: cookies are off, or the session really expired. */
function crumbFailed(): ApolloLink.Result {
  const message = navigator.cookieEnabled === false ? COOKIES_DISABLED_MESSAGE : SESSION_EXPIRED_MESSAGE;
  return { errors: [{ message, extensions: { code: 'CRUMB_FAIL' } }] };
}

export const crumbLink = new ApolloLink((operation, forward) => {
  const send = (crumb: string | null) => {
    operation.setContext(({ headers }) => ({ headers: { ...headers, ...(crumb ? { [CRUMB_HEADER]: crumb } : {}) } }));
    return forward(operation);
  };
  return send(readCookie(CRUMB_COOKIE)).pipe(
    mergeMap((result) => {
      const crumb = freshCrumb(result);
      if (crumb === null) return of(result);
      return send(crumb).pipe(map((retried) => (freshCrumb(retried) === null ? retried : crumbFailed())));
    }),
  );
});
