// A deliberate hydration mismatch, for the browser tests to prove they catch one (tests/e2e/server-rendering.spec.ts).
// Only a server started with HYDRATION_PROBE=true renders it, and only on a page asked for with `?hydration-probe`
// (such a page is never kept): the server writes its clock into the page; the browser, finding that element in the
// HTML it hydrates, renders its own clock there — another text, which React reports as a mismatch (start.tsx sends
// it on as an error report). Everywhere else it renders nothing, on both sides.
import { createContext, use } from 'react';

export const PROBE_ID = 'hydration-probe';

/** Set by the server renderer: whether this page shows the probe. */
export const HydrationProbeContext = createContext(false);

export function HydrationProbe() {
  const onServer = use(HydrationProbeContext);
  const sentByServer = typeof document !== 'undefined' && document.getElementById(PROBE_ID) !== null;
  if (!onServer && !sentByServer) return null;
  return (
    <p id={PROBE_ID} hidden>
      {new Date().toISOString()}
    </p>
  );
}
