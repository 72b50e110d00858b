import { Component, type ReactNode } from 'react';
import { retryFailedLoads } from '../views/lazyView';

interface ChunkBoundaryProps {
  /** what to show instead; `retry` renders the children again, asking failed chunks anew (see lazyView) */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/**
 * Keeps a part that failed to load or render from taking the whole modal down with it (React unmounts the
 * root on an error nothing catches): the rest of the dialog stays usable, and the part can be tried again.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      retryFailedLoads();
      this.setState({ failed: false });
    });
  }
}
