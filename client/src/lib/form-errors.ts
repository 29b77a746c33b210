// A form's errors: user errors keyed by the field they concern, the rest (and failed requests) above the form.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ACCOUNT_REQUEST_FAILED_MESSAGE, CHECK_CONNECTION_HINT, RATE_LIMITED_MESSAGE } from '../../../domain/messages.ts';

export type UserErrorFields = { code: string; message: string; field?: string | null };
export type FormErrors = { form: string | null; fields: Readonly<Record<string, string>> };

export const NO_FORM_ERRORS: FormErrors = { form: null, fields: {} };

/** Errors naming one of `fieldNames` go beside that field (first one wins); any other goes above the form. */
export function formErrorsFrom(userErrors: readonly UserErrorFields[], fieldNames: readonly string[]): FormErrors {
  const fields: Record<string, string> = {};
  const above: string[] = [];
  for (const { field, message } of userErrors) {
    if (field && fieldNames.includes(field)) fields[field] ??= message;
    else above.push(message);
  }
  return { form: above.length > 0 ? above.join(' ') : null, fields };
}

/** The sentence for a request that failed as a whole: rate limits, crumb failures, the network, anything else. */
export function requestErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    if (first?.extensions?.code === 'RATE_LIMITED') return RATE_LIMITED_MESSAGE;
    if (first?.extensions?.code === 'CRUMB_FAIL') return first.message;
    return ACCOUNT_REQUEST_FAILED_MESSAGE;
  }
  if (ServerError.is(error)) return error.statusCode === 429 ? RATE_LIMITED_MESSAGE : ACCOUNT_REQUEST_FAILED_MESSAGE;
  // fetch rejects with a TypeError when the request never reached the server.
  return error instanceof TypeError ? CHECK_CONNECTION_HINT : ACCOUNT_REQUEST_FAILED_MESSAGE;
}
