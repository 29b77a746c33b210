// What a failed cart request tells the shopper (spec §8): session and cookie texts for crumb failures, the rate-limit
// text for HTTP 429, otherwise the server's message; and which hint a cart message carries.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import {
  CHECK_CONNECTION_HINT,
  COOKIES_DISABLED_MESSAGE,
  RATE_LIMITED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  TRY_AGAIN_HINT,
} from '../../../domain/messages.ts';

/** A request that never reached the server: fetch rejects with a TypeError. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

function sessionMessage(): string {
  return navigator.cookieEnabled === false ? COOKIES_DISABLED_MESSAGE : SESSION_EXPIRED_MESSAGE;
}

function serverErrorMessage(error: ServerError): string {
  if (error.statusCode === 429) return RATE_LIMITED_MESSAGE;
  try {
    const body = JSON.parse(error.bodyText) as { crumbFail?: boolean; error?: unknown; message?: unknown };
    if (body.crumbFail) return sessionMessage();
    if (typeof body.message === 'string') return body.message;
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: fall through to the generic hint.
  }
  return TRY_AGAIN_HINT;
}

/** The alert message for a failed add-to-cart request (spec §8 "Add to cart"). */
export function addToCartFailureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const code = first?.extensions?.code;
    if (code === 'RATE_LIMITED') return RATE_LIMITED_MESSAGE;
    if (code === 'CRUMB_FAIL') return sessionMessage();
    return first?.message ?? TRY_AGAIN_HINT;
  }
  if (ServerError.is(error)) return serverErrorMessage(error);
  return isNetworkFailure(error) ? CHECK_CONNECTION_HINT : TRY_AGAIN_HINT;
}

/** The hint under a cart message: check the connection when the request never arrived, else try again. */
export function cartFailureHint(error: unknown): string {
  if (isNetworkFailure(error)) return CHECK_CONNECTION_HINT;
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'RATE_LIMITED') return RATE_LIMITED_MESSAGE;
  if (ServerError.is(error) && error.statusCode === 429) return RATE_LIMITED_MESSAGE;
  return TRY_AGAIN_HINT;
}
