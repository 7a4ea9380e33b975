import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, pendingForever } from '../../testing/storybook';
import { signedOutPlay, WAIT } from './legacy-story-test-utils';
import LegacyGroupsScreen from './legacy-groups-screen';

/** The real /legacy/groups route: tabs All, Joined and Suggested. */
const meta = {
  title: 'Screens/Legacy/Groups',
  component: LegacyGroupsScreen,
  parameters: { router: 'app', route: '/legacy/groups', layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LegacyGroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Go to the current Groups' }, WAIT),
    ).toHaveAttribute('href', '/groups');
    const tabs = await canvas.findByRole('tablist', { name: 'Group filters' }, WAIT);
    const labels = within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent?.replace(/\d/g, ''));
    await expect(labels).toEqual(['All', 'Joined', 'Suggested']);
  },
};

export const Suggested: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: /^Suggested/ }, WAIT));
    const panel = canvas.getByRole('tabpanel');
    await expect((await within(panel).findAllByRole('article', {}, WAIT)).length).toBeGreaterThan(
      0,
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { listGroups: pendingForever('get', '/api/groups') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading groups...', {}, WAIT)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { listGroups: http.get('/api/groups', () => HttpResponse.json([])) } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No groups available' }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create First Group' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: { listGroups: failsWith('get', '/api/groups', 500, 'down') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Failed to load groups. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: signedOutPlay('Groups'),
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };
