import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import RouteError from './RouteError';

interface Props {
  children: ReactNode;
  pathname: string;
}

interface State {
  error: unknown;
  /** The path the error happened on: moving to another path clears it. */
  at: string | null;
}

/** Catches what a route throws while loading (its chunk) or rendering, until the path changes. */
class Boundary extends Component<Props, State> {
  override state: State = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error == null) return { at: props.pathname };
    return state.at !== props.pathname && state.at !== null ? { error: null, at: props.pathname } : null;
  }

  override render() {
    return this.state.error != null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** The routes' error boundary (spec §8): RouteError in place of the page that failed. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
