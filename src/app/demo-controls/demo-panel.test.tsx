import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import * as demoControls from '../../../mocks/demo-controls';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { settings } from '../../../mocks/settings';
import { provideDemoBackend } from '../../lib/demo-backend';
import { STORED_USER_KEY } from '../../lib/storage-keys';
import { renderWithProviders } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { DockedDemoLauncher } from '../../components/demo-launcher';
import { DemoControlsMount } from './demo-controls-mount';

const storedUserId = () => JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null')?.id;

describe('demo controls', () => {
  it('open from the discreet button and from Alt+Shift+D', async () => {
    const { user } = renderWithProviders(<DemoControlsMount />);
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Demo controls' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Demo controls' }));
    expect(await screen.findByRole('dialog', { name: 'Demo controls' })).toBeInTheDocument();
  });

  it('open from a launcher docked in a bar, which gets the focus back', async () => {
    const { user } = renderWithProviders(
      <>
        <header>
          <DockedDemoLauncher />
        </header>
        <DemoControlsMount />
      </>,
    );
    const docked = screen.getAllByRole('button', { name: 'Demo controls' })[0];
    expect(docked.closest('header')).not.toBeNull();
    await user.click(docked);
    expect(await screen.findByRole('dialog', { name: 'Demo controls' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(docked).toHaveFocus());
  });

  it('set latency, a failure rate and a failing endpoint on the mock backend', async () => {
    const { user } = renderWithProviders(<DemoControlsMount />);
    await user.click(screen.getByRole('button', { name: 'Demo controls' }));
    await user.selectOptions(await screen.findByLabelText('Latency'), '1000');
    await user.selectOptions(screen.getByLabelText('Failure rate'), '0.25');
    await user.selectOptions(screen.getByLabelText('Fail an endpoint'), 'listPosts');
    await user.click(screen.getByRole('button', { name: 'Fail it' }));
    expect(settings).toMatchObject({ latencyMs: 1000, failureRate: 0.25, failing: ['listPosts'] });
    await user.click(screen.getByRole('button', { name: 'Stop failing listPosts' }));
    expect(settings.failing).toEqual([]);
  });

  it('switch the signed-in resident through the real login call', async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderWithProviders(<DemoControlsMount />);
    await user.click(screen.getByRole('button', { name: 'Demo controls' }));
    await user.selectOptions(
      await screen.findByLabelText('Signed in as'),
      String(SEED.neighbourId),
    );
    await waitFor(() => expect(storedUserId()).toBe(SEED.neighbourId));
    expect(await screen.findByText(/You are now/)).toBeInTheDocument();
  });

  it('reset the demo data and keep the resident signed in', async () => {
    await loginAs(SEED.demoUserId);
    db.post.deleteMany({ where: {} });
    const { user } = renderWithProviders(<DemoControlsMount />);
    await user.click(screen.getByRole('button', { name: 'Demo controls' }));
    await user.click(await screen.findByRole('button', { name: 'Reset demo data' }));
    expect(
      await screen.findByText('Everything is back to the sample community.'),
    ).toBeInTheDocument();
    expect(db.post.count()).toBeGreaterThan(50);
    await waitFor(() => expect(db.session.count()).toBe(1));
    expect(storedUserId()).toBe(SEED.demoUserId);
  });

  it('say so when the reset cannot be done (offline), and change nothing', async () => {
    provideDemoBackend({
      ...demoControls,
      resetDemoData: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    onTestFinished(() => provideDemoBackend(demoControls));
    await loginAs(SEED.demoUserId);
    db.post.deleteMany({ where: {} });
    const { user } = renderWithProviders(<DemoControlsMount />);
    await user.click(screen.getByRole('button', { name: 'Demo controls' }));
    const reset = await screen.findByRole('button', { name: 'Reset demo data' });
    await user.click(reset);
    expect(
      await screen.findByText(
        'Could not reset the demo data. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Everything is back to the sample community.')).toBeNull();
    expect(db.post.count()).toBe(0);
    expect(storedUserId()).toBe(SEED.demoUserId);
    await waitFor(() => expect(reset).toBeEnabled());
  });
});
