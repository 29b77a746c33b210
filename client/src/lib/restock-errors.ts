// The restock form's failure sentence (spec §8 "Restock failure"): the server's message, the crumb-failure sentence
// of the crumb link, or 'Unable to submit form. Please try again later.'
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { RESTOCK_FAILURE_MESSAGE } from '../../../domain/messages.ts';

export function restockFailure(serverMessage: string | null | undefined, error?: unknown): string {
  if (serverMessage) return serverMessage;
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    if (first?.extensions?.code === 'CRUMB_FAIL') return first.message;
  }
  return RESTOCK_FAILURE_MESSAGE;
}
