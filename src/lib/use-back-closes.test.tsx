// The phone's Back and a layer over the page (src/lib/use-back-closes.ts), on a memory history.
import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useBackCloses } from './use-back-closes';

function Page({ layer }: { layer: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useBackCloses(layer, open, () => setOpen(false));
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <div role="dialog">
          <button onClick={() => setOpen(false)}>Close</button>
          {/* The page writing its own address, as a search run while typing does. */}
          <button onClick={() => navigate('/?q=lift', { replace: true })}>Rewrite</button>
        </div>
      )}
    </>
  );
}

function renderAt(
  entries: { pathname: string; state?: unknown }[],
  layer = 'story',
  page = <Page layer={layer} />,
) {
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

describe('a layer the phone’s Back closes', () => {
  it('opens on an entry of its own; Back closes it on the same page', async () => {
    const { router, getByRole, queryByRole } = renderAt([
      { pathname: '/elsewhere' },
      { pathname: '/' },
    ]);
    act(() => getByRole('button', { name: 'Open' }).click());
    await waitFor(() => expect(router.state.location.state).toEqual({ layerOpen: 'story' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it('closed on screen, takes its entry away: the next Back leaves the page', async () => {
    const { router, getByRole } = renderAt([{ pathname: '/elsewhere' }, { pathname: '/' }]);
    act(() => getByRole('button', { name: 'Open' }).click());
    await waitFor(() => expect(router.state.location.state).toEqual({ layerOpen: 'story' }));
    act(() => getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(router.state.location.state).toBeNull());
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('steps over its own entry left behind, and leaves another layer’s alone', async () => {
    const stale = renderAt([{ pathname: '/' }, { pathname: '/', state: { layerOpen: 'story' } }]);
    await waitFor(() => expect(stale.router.state.location.state).toBeNull());
    stale.unmount();
    // The landing's sheet marked this entry; the feed that replaces the landing there must not
    // step back over it (it raced the sign-in's own move to /home).
    const other = renderAt([
      { pathname: '/elsewhere' },
      { pathname: '/', state: { layerOpen: 'login-required' } },
    ]);
    await new Promise((done) => setTimeout(done, 50));
    expect(other.router.state.location).toMatchObject({
      pathname: '/',
      state: { layerOpen: 'login-required' },
    });
  });

  it('two parts under one name (two cards of one post): the closed one leaves the open one be', async () => {
    const { router, getAllByRole, getByRole } = renderAt(
      [{ pathname: '/elsewhere' }, { pathname: '/' }],
      'report',
      <>
        <Page layer="report" />
        <Page layer="report" />
      </>,
    );
    act(() => getAllByRole('button', { name: 'Open' })[1].click());
    await waitFor(() => expect(router.state.location.state).toEqual({ layerOpen: 'report' }));
    await new Promise((done) => setTimeout(done, 50));
    expect(router.state.location.state).toEqual({ layerOpen: 'report' });
    expect(getByRole('dialog')).toBeInTheDocument();
  });

  it('after a reload, two closed parts under one name step over their entry once', async () => {
    const { router } = renderAt(
      [
        { pathname: '/elsewhere' },
        { pathname: '/' },
        { pathname: '/', state: { layerOpen: 'report' } },
      ],
      'report',
      <>
        <Page layer="report" />
        <Page layer="report" />
      </>,
    );
    await waitFor(() => expect(router.state.location.state).toBeNull());
    await new Promise((done) => setTimeout(done, 50));
    expect(router.state.location.pathname).toBe('/');
  });

  it('stays open when the page rewrites its own address under it, on the new address', async () => {
    const { router, getByRole, queryByRole } = renderAt([
      { pathname: '/elsewhere' },
      { pathname: '/' },
    ]);
    act(() => getByRole('button', { name: 'Open' }).click());
    await waitFor(() => expect(router.state.location.state).toEqual({ layerOpen: 'story' }));
    act(() => getByRole('button', { name: 'Rewrite' }).click());
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        search: '?q=lift',
        state: { layerOpen: 'story' },
      }),
    );
    expect(getByRole('dialog')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });
});
