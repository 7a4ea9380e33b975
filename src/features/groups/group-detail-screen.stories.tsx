import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { failsWith, pendingForever, signedOutRedirect } from '../../testing/storybook';
import GroupDetailScreen from './group-detail-screen';

const LONG = { timeout: 10_000 };

/** The real /group/:id route inside the shell. */
const meta = {
  title: 'Screens/Group detail',
  component: GroupDetailScreen,
  parameters: { router: 'app', route: `/group/${SEED.joinedGroupId}`, layout: 'fullscreen' },
} satisfies Meta<typeof GroupDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  tags: ['state:populated'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, LONG)).toHaveTextContent(
      'Weekend Cricket League',
    );
    await expect(await canvas.findByRole('feed', {}, LONG)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Leave' })).toBeEnabled();
  },
};

export const Members: Story = {
  name: 'Members tab',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: /^Members/ }, LONG));
    const list = await canvas.findByRole('list', { name: /^Members of/ }, LONG);
    await expect(within(list).getByText('Admin')).toBeVisible();
  },
};

export const NonMember: Story = {
  parameters: { route: `/group/${SEED.publicGroupNotJoinedId}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('You need to join this group to see posts.', {}, LONG),
    ).toBeVisible();
  },
};

export const AdminWithRequests: Story = {
  name: 'Admin with join requests',
  parameters: { route: `/group/${SEED.adminGroupId}` },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Settings/ }, LONG));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Group settings' });
    await expect(within(dialog).getByText('Join requests (2)')).toBeVisible();
    const [approve] = within(dialog).getAllByRole('button', { name: /^Approve/ });
    await userEvent.click(approve);
    await expect(await within(dialog).findByText('Join requests (1)', {}, LONG)).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/group/9999' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Group not found' }, LONG),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { getGroup: pendingForever('get', '/api/groups/:id') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading group...', {}, LONG)).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  parameters: { msw: { handlers: { getGroup: failsWith('get', '/api/groups/:id', 500, 'down') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Failed to load the group. Please try again.',
    );
  },
};

export const Dark: Story = { ...Member, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Member, globals: { viewport: { value: 'mobile' } } };

/** A group nobody has posted in yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        listGroupPosts: http.get('/api/groups/:id/posts', () => HttpResponse.json([])),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No posts yet' }, LONG)).toBeVisible();
  },
};

/** A server without groups: a sample group's page, with a note that nothing here is saved. */
export const SampleGroup: Story = {
  parameters: {
    route: '/group/1',
    msw: {
      handlers: {
        listGroups: failsWith('get', '/api/groups', 404, 'Not found'),
        getGroup: failsWith('get', '/api/groups/:id', 404, 'Not found'),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^This is a sample group/, {}, LONG)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Vasundhara Greens Residents',
    );
  },
};

/** A visitor who opens this page is sent to sign in and brought back after. */
export const SignedOut: Story = signedOutRedirect;
