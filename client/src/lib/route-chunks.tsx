// Screens whose code is a chunk of its own (a route's), and which of them a server-rendered page used: the server
// names their chunks in the page's head (`<link rel="modulepreload">`, server/http/route-chunks.ts), so the browser
// fetches a page's screen with the entry script instead of after it, and pages of other kinds never load it.
import { type ComponentType, createContext, lazy, Suspense, use } from 'react';
import { Loading } from '../components/LoadStatus.tsx';

/** The server renderer's list of the lazy screens a page rendered, by their source path under client/. */
export const RenderedChunks = createContext<Set<string> | null>(null);

/** A screen loaded with its route, in a Suspense boundary of its own (a page the server rendered keeps its HTML until
 * the code is here, then hydrates); `source` is its module's path under client/ ('src/screens/ProductScreen.tsx'), as
 * the build's manifest names it. */
export function lazyScreen<P extends object>(source: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const screen = lazy(async () => ({ default: await load() }));
  return (props: P) => <LazyScreen source={source} screen={screen} screenProps={props} />;
}

function LazyScreen<P extends object>({
  source,
  screen: Screen,
  screenProps,
}: {
  source: string;
  screen: ComponentType<P>;
  screenProps: P;
}) {
  use(RenderedChunks)?.add(source);
  return (
    <Suspense fallback={<Loading />}>
      <Screen {...screenProps} />
    </Suspense>
  );
}
