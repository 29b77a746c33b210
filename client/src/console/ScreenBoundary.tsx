// Each console screen renders inside this boundary: a screen that fails while rendering (a bug, a chunk that cannot
// be fetched) shows what went wrong in place, with the navigation still there, instead of a blank window; moving to
// another path tries again. On every move to another screen, and after signing in, focus goes to the screen's heading
// (or the main region), so keyboard and screen-reader users start at the top of what changed.
import { Component, type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SOMETHING_WENT_WRONG_MESSAGE } from '../../../domain/editing-messages.ts';

type Props = { children: ReactNode; path: string };
type State = { failed: { path: string; message: string } | null };

class Boundary extends Component<Props, State> {
  state: State = { failed: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { path: '', message: error instanceof Error ? error.message : String(error) } };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
    this.setState((s) => ({ failed: s.failed && { ...s.failed, path: this.props.path } }));
  }

  render() {
    const { failed } = this.state;
    if (failed && (failed.path === '' || failed.path === this.props.path))
      return (
        <div role="alert" className="console-error">
          <h1>{SOMETHING_WENT_WRONG_MESSAGE}</h1>
          <p>{failed.message}</p>
          <p>Choose another screen, or reload the console.</p>
        </div>
      );
    return this.props.children;
  }
}

/**
 * Moves focus to the new screen's first heading after a navigation, and on the first screen when focus was lost
 * (after signing in, the form that held it is gone).
 */
function useFocusOnNavigation(pathname: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs on every navigation, which the path names
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (first.current) {
      first.current = false;
      if (!lost) return;
    }
    const main = document.getElementById('content');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [pathname]);
}

export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useFocusOnNavigation(pathname);
  return <Boundary path={pathname}>{children}</Boundary>;
}
