// When the browser will not keep the demo's data, or its saved data could not be read, the resident
// is told in the app, once, and the panel says where the data stands.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_SNAPSHOT_KEY } from '../../../mocks/saved-world';
import { openTestWorld, refusingStorage, withFakeIndexedDb } from '../../testing/fake-indexed-db';
import { renderWithProviders } from '../../testing/render-app';
import { DemoControlsMount } from './demo-controls-mount';

describe('demo storage notices', () => {
  withFakeIndexedDb();
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('tell the resident once that changes will not survive a reload', async () => {
    const world = openTestWorld(refusingStorage());
    await world.load();
    const { user } = renderWithProviders(<DemoControlsMount />);

    const notice = await screen.findByText('Changes will not survive a reload');
    expect(notice).toBeVisible();
    expect(screen.getByText(/private browsing or full storage/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Changes will not survive a reload')).not.toBeInTheDocument();
    // A later refused save is not told again.
    await world.save();
    await user.click(screen.getByRole('button', { name: 'Demo controls' }));
    expect(
      await screen.findByText(
        'This browser is not keeping the demo’s data: changes last until the page reloads.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Changes will not survive a reload')).not.toBeInTheDocument();
  });

  it('tell the resident that unreadable saved data was set aside', async () => {
    localStorage.setItem(LOCAL_STORAGE_SNAPSHOT_KEY, '{"version": 2, "models": ');
    expect(await openTestWorld().load()).toBe('seeded');
    renderWithProviders(<DemoControlsMount />);
    expect(await screen.findByText('The saved demo data could not be read')).toBeInTheDocument();
    expect(screen.getByText(/Reset demo data removes it/)).toBeInTheDocument();
  });

  it('say nothing while the data is kept', async () => {
    await openTestWorld().load();
    const { user } = renderWithProviders(<DemoControlsMount />);
    await user.click(await screen.findByRole('button', { name: 'Demo controls' }));
    expect(
      await screen.findByText('The demo keeps its data across reloads in this browser.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Messages' })).toBeEmptyDOMElement();
  });
});
