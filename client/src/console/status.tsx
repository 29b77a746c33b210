// What a console panel shows while its query loads or after it failed: spec §8's 'Unable to load. Try again', with
// what failed and why ('Network error' when the server could not be reached, else the server's message).
import {
  NETWORK_ERROR_MESSAGE,
  PANEL_UNABLE_TO_LOAD_MESSAGE,
  TRY_AGAIN_LABEL,
  UNABLE_TO_CONNECT_MESSAGE,
} from '../../../domain/editing-messages.ts';

export function PanelLoading({ what }: { what: string }) {
  return (
    <p role="status" aria-busy="true">
      Loading {what}…
    </p>
  );
}

/** A request that never reached the server (fetch rejects with a TypeError), as against one the server refused. */
export const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/** Why a request failed, in the owner's words. */
export const failureReason = (error: { message: string }) => (isNetworkFailure(error) ? NETWORK_ERROR_MESSAGE : error.message);

/** A failed request of a form: 'Unable to connect. Please try again' when the server could not be reached. */
export const submitFailure = (error: unknown) =>
  isNetworkFailure(error) ? UNABLE_TO_CONNECT_MESSAGE : (error as Error).message || UNABLE_TO_CONNECT_MESSAGE;

/** 'Unable to load. Try again' (the retry button), then what failed and why. `title` replaces the first sentence. */
export function PanelError({
  what,
  error,
  retry,
  title = PANEL_UNABLE_TO_LOAD_MESSAGE,
}: {
  what: string;
  error: { message: string };
  retry: () => void;
  title?: string;
}) {
  return (
    <div role="alert" className="console-error">
      <p>
        {title}{' '}
        <button type="button" onClick={retry}>
          {TRY_AGAIN_LABEL}
        </button>
      </p>
      <p>
        {what[0].toUpperCase() + what.slice(1)}: {failureReason(error)}
      </p>
    </div>
  );
}

type QueryResult = { data?: unknown; loading: boolean; error?: { message: string }; refetch: () => unknown };

/** The loading or failure state of a query, or null once its data is there; `title` as PanelError's. */
export function queryState(what: string, q: QueryResult, title?: string) {
  if (q.loading && !q.data) return <PanelLoading what={what} />;
  if (q.error || !q.data)
    return <PanelError what={what} title={title} error={q.error ?? { message: 'no answer' }} retry={() => void q.refetch()} />;
  return null;
}

/** A list's query whose rows stay on screen while the next order or page loads (the data before, until the new
 * data comes), so a sorted column's head keeps the focus and the table does not blink to "Loading…". */
export function keepShown<Q extends { data?: unknown; previousData?: unknown }>(query: Q): Q {
  return query.data === undefined && query.previousData !== undefined ? { ...query, data: query.previousData } : query;
}
