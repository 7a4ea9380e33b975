import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, pendingForever, signedOutRedirect } from '../../testing/storybook';
import GroupsScreen from './groups-screen';

/** The real /groups route inside the shell: search, stats, tabs, the grid and Create Group. */
const meta = {
  title: 'Screens/Groups',
  component: GroupsScreen,
  parameters: { router: 'app', route: '/groups', layout: 'fullscreen' },
} satisfies Meta<typeof GroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = { timeout: 10_000 };
const cards = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('tabpanel', {}, LONG)).findAllByRole('article', {}, LONG);

export const Populated: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Groups', level: 1 }, LONG),
    ).toBeVisible();
    await expect(await cards(canvas)).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Load More Groups' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^All Groups/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const JoinAGroup: Story = {
  name: 'Join a public group',
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Green Living & Composting' }, LONG);
    await userEvent.click(within(card).getByRole('button', { name: 'Join' }));
    await expect(await within(card).findByRole('button', { name: 'Leave' }, LONG)).toBeEnabled();
  },
};

export const RequestAPrivateGroup: Story = {
  name: 'Request a private group',
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Senior Citizens Circle' }, LONG);
    await userEvent.click(within(card).getByRole('button', { name: 'Request' }));
    await expect(await within(card).findByRole('button', { name: 'Pending' }, LONG)).toBeDisabled();
  },
};

export const CreateAGroup: Story = {
  name: 'Create a group',
  play: async ({ canvas }) => {
    await cards(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Group' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create Group' }, LONG);
    await userEvent.type(within(dialog).getByLabelText('Group name'), 'Rooftop Astronomy');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Stargazing on Fridays.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    await expect(
      await within(document.body).findByText('Your group "Rooftop Astronomy" is ready.', {}, LONG),
    ).toBeInTheDocument();
    await waitFor(async () => {
      const [first] = await cards(canvas);
      await expect(first).toHaveAccessibleName('Rooftop Astronomy');
    }, LONG);
  },
};

export const Searching: Story = {
  parameters: { route: '/groups?q=cricket' },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(1);
    await expect(canvas.getByRole('searchbox', { name: 'Search groups' })).toHaveValue('cricket');
  },
};

export const NoResults: Story = {
  parameters: { route: '/groups?q=underwater' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No groups match your search "underwater"', {}, LONG),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { listGroups: http.get('/api/groups', () => HttpResponse.json([])) } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No groups available' }, LONG),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create First Group' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { listGroups: pendingForever('get', '/api/groups') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading groups...', {}, LONG)).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: { listGroups: failsWith('get', '/api/groups', 500, 'down') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Failed to load groups. Please try again.',
    );
  },
};

/** A server without groups (404 on its group calls): the sample groups, and a note saying so. */
export const SampleGroups: Story = {
  parameters: {
    msw: {
      handlers: {
        listGroups: failsWith('get', '/api/groups', 404, 'Not found'),
        getGroupStats: failsWith('get', '/api/groups/stats', 404, 'Not found'),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Showing sample groups: this server does not list groups yet.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    const panel = canvas.getByRole('tabpanel');
    await expect((await within(panel).findAllByRole('article')).length).toBeGreaterThan(0);
  },
};

export const SignedOut: Story = signedOutRedirect;

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await cards(canvas)).toHaveLength(6);
  },
};

export const MobileDark: Story = {
  ...Mobile,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
