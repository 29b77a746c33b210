// Parts of a page whose code comes after the page's own (docs/performance.md "Initial JavaScript"): the footer's
// newsletter sign-up, a product's review and restock forms, the overlays that open on a click. The server renders them
// like the rest (it waits for their code), so the first HTML shows them; the browser makes each work when its code has
// arrived, hydrating it in place (React keeps a suspended boundary's server HTML until then). A part opened later in
// the browser shows once its code is there.
//
// The document says `data-hydrated` once the page's screen and every deferred part on it work, and not while a part
// shown since is waiting for its code (page scripts and the tests wait for it).
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

let screenHydrated = false;
let partsWaiting = 0;
/** What waits for the screen to have hydrated (afterHydration's parts). */
const onScreenHydrated = new Set<() => void>();

function markWhenHydrated(): void {
  if (screenHydrated && partsWaiting === 0) document.documentElement.dataset.hydrated = '';
}

/** Counts a part as waiting for its code; the function returned says it no longer is (hydrated, or gone before). */
function waitForPart(): () => void {
  partsWaiting++;
  delete document.documentElement.dataset.hydrated;
  let waiting = true;
  return () => {
    if (!waiting) return;
    waiting = false;
    partsWaiting--;
    markWhenHydrated();
  };
}

/** Called by every screen: a screen is hydrated once it has mounted (a lazy screen when its code has arrived). */
export function useScreenHydrated(): void {
  useEffect(() => {
    screenHydrated = true;
    markWhenHydrated();
    for (const then of onScreenHydrated) then();
    onScreenHydrated.clear();
  }, []);
}

type Part<P> = { arrived: boolean; component: ComponentType<P> | null };
type ArrivedProps<P> = { part: Part<P>; partProps: P; onHydrated?: () => void };

/** A deferred part once its code is here; says so when it has mounted (hydrated, if the server rendered it). */
function Arrived<P extends object>({ part, partProps, onHydrated }: ArrivedProps<P>) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  const Component = part.component as ComponentType<P>;
  return <Component {...partProps} />;
}

function DeferredPart<P extends object>({
  part,
  lazyPart: Lazy,
  partProps,
}: {
  part: Part<P>;
  lazyPart: ComponentType<ArrivedProps<P>>;
  partProps: P;
}) {
  // Counted when the part is on the page (a committed effect, never during a render React may throw away, as it does
  // when a hydration mismatch makes it render again), and only until the part has mounted: its Arrived's effect
  // comes after this layout effect, in the same commit or a later one. One that leaves before its code came waits no
  // more. (The server runs no effects: its module state is shared by every page it renders.)
  const state = useRef<{ done: (() => void) | null; mounted: boolean }>({ done: null, mounted: false });
  const onHydrated = useCallback(() => {
    state.current.mounted = true;
    state.current.done?.();
    state.current.done = null;
  }, []);
  useLayoutEffect(() => {
    const current = state.current;
    if (!current.mounted) current.done = waitForPart();
    return () => {
      current.done?.();
      current.done = null;
    };
  }, []);
  return (
    <Suspense fallback={null}>
      <Lazy part={part} partProps={partProps} onHydrated={onHydrated} />
    </Suspense>
  );
}

/** A component whose code is loaded when a page first renders it. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part: Part<P> = { arrived: false, component: null };
  const lazyPart = lazy(async () => {
    part.component = await load();
    part.arrived = true;
    return { default: Arrived<P> };
  });
  return (props: P) => <DeferredPart part={part} lazyPart={lazyPart} partProps={props} />;
}

/** A part the server never shows (it opens later, by itself or on a shopper's action): rendered by neither side at
 * first, so hydration has nothing to match; its code comes once the page's screen has hydrated, and the document is
 * not `data-hydrated` until it is there. (Mounted sooner, a part still loading its code would hold the screen's own
 * hydration back: React hydrates the screen's boundary in the same pass as it retries the part, and throttles that
 * pass — 0.3 s later on /checkout.) */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part = deferred(load);
  return (props: P) => <AfterHydration part={part} partProps={props} />;
}

function AfterHydration<P extends object>({ part: Part, partProps }: { part: ComponentType<P>; partProps: P }) {
  const [hydrated, setHydrated] = useState(screenHydrated);
  useEffect(() => {
    if (screenHydrated) setHydrated(true);
    else {
      const then = () => setHydrated(true);
      onScreenHydrated.add(then);
      return () => void onScreenHydrated.delete(then);
    }
  }, []);
  return hydrated ? <Part {...partProps} /> : null;
}
