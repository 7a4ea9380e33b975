import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, preloadParts } from '../lib/lazy-part';
import { DialogPart, PartBoundary } from './part-boundary';
import { renderWithProviders } from '../testing/render-app';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

// The app's providers: the boundary's message is in the resident's language.
function renderPart(part: ReactNode) {
  return renderWithProviders(
    <PartBoundary>
      <Suspense fallback={<p>Loading</p>}>{part}</Suspense>
    </PartBoundary>,
  );
}

describe('a part loaded on demand (lazyPart in a PartBoundary)', () => {
  it('renders in the first pass once preloaded: no fallback first', async () => {
    const Part = lazyPart(
      async () => ({ Greeting }),
      (module) => module.Greeting,
    );
    await Part.preload();
    renderPart(<Part name="Asha" />);
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shares its module with the parts made with the same loader: loaded once, each renders at once', async () => {
    const load = vi.fn(async () => ({
      Greeting,
      Farewell: ({ name }: { name: string }) => <p>Bye {name}</p>,
    }));
    const Hello = lazyPart(load, (module) => module.Greeting);
    const Bye = lazyPart(load, (module) => module.Farewell);
    await preloadParts(load);
    renderPart(
      <>
        <Hello name="Asha" />
        <Bye name="Ravi" />
      </>,
    );
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.getByText('Bye Ravi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on its first render when not preloaded', async () => {
    const Part = lazyPart(
      async () => ({ Greeting }),
      (module) => module.Greeting,
    );
    renderPart(<Part name="Ravi" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
  });

  it('says a failed load in place, and Try again loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Offline until the resident's Try again: React may render a failed part once more by itself.
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { Greeting };
    });
    const Part = lazyPart(load, (module) => module.Greeting);
    const { user } = renderPart(<Part name="Meera" />);
    expect(
      await screen.findByText(
        'This part of the page could not be loaded. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    const failedLoads = load.mock.calls.length;
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Meera')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });

  it('says a dialog’s failed load in a dialog of its title, which closes back to its opener and loads again when reopened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let online = false;
    const Part = lazyPart(
      async () => {
        if (!online) throw new TypeError('Failed to fetch dynamically imported module');
        return { Greeting };
      },
      (module) => module.Greeting,
    );
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Report</button>
          {open && (
            <DialogPart title="Report Post" onClose={() => setOpen(false)}>
              <Part name="Asha" />
            </DialogPart>
          )}
        </>
      );
    }
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Post' });
    expect(dialog).toHaveTextContent(
      'This part of the page could not be loaded. Check your connection and try again.',
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
    // Opened again once back online, it loads again: no Try again needed.
    online = true;
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('keeps a dialog open, loading, while Try again loads its part', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: Promise<{ Greeting: typeof Greeting }> = Promise.reject(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const Part = lazyPart(
      () => answer,
      (module) => module.Greeting,
    );
    const { user } = renderWithProviders(
      <DialogPart title="Create Group" onClose={() => {}}>
        <Part name="Ravi" />
      </DialogPart>,
    );
    const failed = await screen.findByRole('dialog', { name: 'Create Group' });
    let arrive = (_: { Greeting: typeof Greeting }) => {};
    answer = new Promise((resolve) => (arrive = resolve));
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    const loading = screen.getByRole('dialog', { name: 'Create Group' });
    expect(within(loading).getByRole('status')).toHaveTextContent('Loading');
    expect(loading).toContainElement(document.activeElement as HTMLElement);
    await act(async () => arrive({ Greeting }));
    expect(await screen.findByText('Hello Ravi')).toBeInTheDocument();
  });

  it('shows nothing for an extra the screen does without (silent), and the rest stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyPart(
      async (): Promise<{ Greeting: typeof Greeting }> => {
        throw new TypeError('Failed to fetch dynamically imported module');
      },
      (module) => module.Greeting,
    );
    renderWithProviders(
      <>
        <p>The landing</p>
        <PartBoundary silent>
          <Suspense fallback={<p>Loading</p>}>
            <Part name="Ravi" />
          </Suspense>
        </PartBoundary>
      </>,
    );
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(screen.getByText('The landing')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Hello Ravi')).toBeNull();
  });

  it('leaves any other error to the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    class Above extends Component<{ children: ReactNode }, { caught: boolean }> {
      state = { caught: false };
      static getDerivedStateFromError = () => ({ caught: true });
      render = () => (this.state.caught ? <p>Screen error</p> : this.props.children);
    }
    const Broken = () => {
      throw new Error('a bug, not a download');
    };
    await act(async () => {
      render(
        <Above>
          <PartBoundary>
            <Broken />
          </PartBoundary>
        </Above>,
      );
    });
    expect(screen.getByText('Screen error')).toBeInTheDocument();
  });
});
