import { screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyDefault } from '../lib/lazy-part';
import { renderWithProviders } from '../testing/render-app';
import { RouteError } from './route-error';

function Shell() {
  return (
    <main id="main-content">
      <Outlet />
    </main>
  );
}

/** A screen whose code fails to load the first time (offline), then loads. */
function screenLoadingOnSecondTry() {
  const load = vi
    .fn<() => Promise<{ default: () => React.ReactElement }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: () => <h1>Notifications</h1> });
  return { Screen: lazyDefault(load), load };
}

function renderAt(routes: Parameters<typeof createMemoryRouter>[0]) {
  const router = createMemoryRouter(routes, { initialEntries: ['/notifications?tab=all'] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

describe('a screen whose code could not be loaded', () => {
  it('says so, and Try again loads it in the page, at the same address, without a reload', async () => {
    const { Screen, load } = screenLoadingOnSecondTry();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    // React and React Router report the failed load; what the resident sees is the subject here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router } = renderAt([
      {
        element: <Shell />,
        children: [
          { path: 'notifications', element: <Screen />, errorElement: <RouteError inShell /> },
        ],
      },
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent(
      'Check your connection and try again. Your other pages and drafts are safe.',
    );
    // Inside the shell, the shell's main landmark holds it: no second main, no second id.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(document.querySelectorAll('#main-content')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/notifications?tab=all',
    );
  });

  it('a screen that crashed says something went wrong, and Try again reloads the page', async () => {
    function Broken(): never {
      throw new Error('A screen failed on purpose (test)');
    }
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderAt([
      { path: 'notifications', element: <Broken />, errorElement: <RouteError /> },
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    // Outside the shell, it is the page's main landmark, the skip link's target.
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
