import { Trans } from '@lingui/react/macro';
import { Component, Suspense, type ReactNode } from 'react';
import { PartLoadError } from '../lib/lazy-part';
import { Alert } from './alert';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

interface DialogOptions {
  title: ReactNode;
  onClose: () => void;
}

interface Props {
  children: ReactNode;
  /**
   * The part is a dialog the resident just opened: its failure shows in a dialog of that title
   * (focus moves into it, Escape or Close calls `onClose` and focus goes back to the opener).
   */
  dialog?: DialogOptions;
  /** The part is an extra the screen does without: a failed load shows nothing. */
  silent?: boolean;
}

interface State {
  error: unknown;
  /** Try again was pressed: a dialog's part shows it is loading instead of vanishing meanwhile. */
  retrying: boolean;
}

/**
 * Around a part loaded on demand (lazyPart), which shows nothing while it loads: when its code
 * cannot be loaded, the part says so with Try again, which loads it again, and the rest of the
 * screen (a text being typed included) stays as it is. Any other error goes on to the screen's
 * own error page.
 */
export class PartBoundary extends Component<Props, State> {
  state: State = { error: null, retrying: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  // Closed while saying so (a dialog dismissed, a section folded): the next time the part is
  // opened, it loads again instead of failing at once.
  componentWillUnmount() {
    if (this.state.error instanceof PartLoadError) this.state.error.reload();
  }

  render() {
    const { error, retrying } = this.state;
    const { dialog, silent, children } = this.props;
    const inDialog = (content: ReactNode) =>
      dialog ? (
        <Dialog open size="sm" title={dialog.title} onClose={dialog.onClose}>
          {content}
        </Dialog>
      ) : (
        content
      );
    if (error === null) {
      const loading = retrying && dialog ? inDialog(<Spinner />) : null;
      return <Suspense fallback={loading}>{children}</Suspense>;
    }
    // Thrown again from here, it reaches the boundary above.
    if (!(error instanceof PartLoadError)) throw error;
    if (silent) return null;
    return inDialog(
      <Alert
        onRetry={() => {
          error.reload();
          this.setState({ error: null, retrying: true });
        }}
      >
        <Trans>
          This part of the page could not be loaded. Check your connection and try again.
        </Trans>
      </Alert>,
    );
  }
}

/**
 * A dialog whose code loads when it is opened (a lazyPart): nothing shows while it first loads,
 * and a failed load says so in a dialog of the same title, with Try again.
 */
export const DialogPart = ({ children, ...dialog }: DialogOptions & { children: ReactNode }) => (
  <PartBoundary dialog={dialog}>{children}</PartBoundary>
);
