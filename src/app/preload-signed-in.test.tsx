import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { AppShell, FeedScreen } from './screens';

describe('the sign-in pages', { timeout: 30_000 }, () => {
  it.each(['/login', '/register'])(
    'load the shell and the feed while the visitor is on %s',
    async (path) => {
      const shell = vi.spyOn(AppShell, 'preload');
      const feed = vi.spyOn(FeedScreen, 'preload');
      renderApp(path);
      await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
      await waitFor(() => expect(shell).toHaveBeenCalled(), { timeout: 5_000 });
      expect(feed).toHaveBeenCalled();
    },
  );

  it('a visitor on the landing page does not load them', async () => {
    const shell = vi.spyOn(AppShell, 'preload');
    renderApp('/landing');
    await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
    // Longer than the sign-in pages take to ask for them.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(shell).not.toHaveBeenCalled();
  });
});
