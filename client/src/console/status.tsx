// What a console panel shows while its query loads or after it failed (the server's message, and a retry).

export function PanelLoading({ what }: { what: string }) {
  return (
    <p role="status" aria-busy="true">
      Loading {what}…
    </p>
  );
}

export function PanelError({ what, error, retry }: { what: string; error: { message: string }; retry: () => void }) {
  return (
    <div role="alert" className="console-error">
      <p>
        Could not load {what}: {error.message}
      </p>
      <button type="button" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

type QueryResult = { data?: unknown; loading: boolean; error?: { message: string }; refetch: () => unknown };

/** The loading or failure state of a query, or null once its data is there. */
export function queryState(what: string, q: QueryResult) {
  if (q.loading && !q.data) return <PanelLoading what={what} />;
  if (q.error || !q.data) return <PanelError what={what} error={q.error ?? { message: 'no answer' }} retry={() => void q.refetch()} />;
  return null;
}
