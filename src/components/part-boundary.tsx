import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { PartLoadError } from '../lib/lazy-part';
import { Alert } from './alert';

interface State {
  error: unknown;
}

/**
 * Around a part loaded on demand (lazyPart): when its code cannot be loaded, the part says so with
 * Try again, which loads it again, and the rest of the screen (a text being typed included) stays
 * as it is. Any other error goes on to the screen's own error page.
 */
export class PartBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Thrown again from here, it reaches the boundary above.
    if (!(error instanceof PartLoadError)) throw error;
    return (
      <Alert
        onRetry={() => {
          error.reload();
          this.setState({ error: null });
        }}
      >
        <Trans>
          This part of the page could not be loaded. Check your connection and try again.
        </Trans>
      </Alert>
    );
  }
}
