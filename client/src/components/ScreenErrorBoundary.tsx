// A screen that fails while rendering (a chunk that cannot be fetched, a bug) shows the error page (101) inside the
// site's frame instead of a blank window, and reports the error; moving to another path tries again.
import { Component, type ReactNode } from 'react';
import { reportError } from '../analytics/error-reporting.ts';
import { LoadError } from './LoadStatus.tsx';

/** The error type of a screen that failed to render, in error reports. */
export const SCREEN_RENDER_ERROR = 'SCREEN_RENDER_ERROR';

type Props = { children: ReactNode; path: string };
type State = { failedAt: string | null };

export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  componentDidCatch(error: unknown) {
    this.setState({ failedAt: this.props.path });
    console.error(error);
    reportError(error, SCREEN_RENDER_ERROR);
  }

  render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.path)) return <LoadError />;
    return this.props.children;
  }
}
