import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { failsWith, pendingForever } from '../../testing/storybook';
import { JoinedGroups } from './joined-groups';

const meta = {
  title: 'Features/Profile/JoinedGroups',
  component: JoinedGroups,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof JoinedGroups>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10_000 };

export const Populated: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Your groups' }, WAIT);
    const link = within(list).getByRole('link', { name: /Weekend Cricket League/ });
    await expect(link.getAttribute('href')).toMatch(/^\/group\/\d+$/);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { listGroups: http.get('/api/groups', () => HttpResponse.json([])) } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'You have not joined any groups yet.' }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Groups' })).toHaveAttribute(
      'href',
      '/groups',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { listGroups: pendingForever('get', '/api/groups') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading groups...')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  parameters: {
    msw: { handlers: { listGroups: failsWith('get', '/api/groups', 500, 'Server error') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Failed to load your groups. Please try again.',
    );
  },
};

export const MobileDark: Story = {
  ...Populated,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
