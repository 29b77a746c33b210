// A screen that fails while rendering (a chunk that cannot be fetched, a bug) shows the error page (101) inside the
// site's frame instead of a blank window; moving to another path tries again.
import { Component, type ReactNode } from 'react';
import { LoadError } from './LoadStatus.tsx';

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
  }

  render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.path)) return <LoadError />;
    return this.props.children;
  }
}
