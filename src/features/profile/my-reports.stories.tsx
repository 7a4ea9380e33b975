import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { failsWith, pendingForever } from '../../testing/storybook';
import { MyReports } from './my-reports';

/** Settings > My reports (issue 32): the demo user's two seeded reports, one of each state. */
const meta = {
  title: 'Profile/My reports',
  component: MyReports,
  args: { userId: SEED.demoUserId },
  parameters: { session: 'signed-in', layout: 'padded' },
} satisfies Meta<typeof MyReports>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };
const PATH = `/api/users/${SEED.demoUserId}/reports`;

export const Populated: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'My reports' }, LOAD);
    await expect(within(list).getByText('Under review')).toBeVisible();
    await expect(within(list).getByText('Removed')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { listMyReports: pendingForever('get', PATH) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your reports...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { listMyReports: http.get(PATH, () => HttpResponse.json([])) } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('You have not reported anything.', {}, LOAD),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: { listMyReports: failsWith('get', PATH, 500, 'down') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Failed to load your reports. Please try again.',
    );
  },
};

export const NotAvailable: Story = {
  parameters: {
    msw: {
      handlers: {
        listMyReports: http.get(PATH, () =>
          HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your reports are not available on this server yet.', {}, LOAD),
    ).toBeVisible();
  },
};

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };
