import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { failsWith, pendingForever } from '../../testing/storybook';
import ProfileScreen from './profile-screen';

/** The real /profile routes inside the shell, over the mock backend. */
const meta = {
  title: 'Screens/Profile',
  component: ProfileScreen,
  parameters: { router: 'app', route: '/profile', layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const WAIT = { timeout: 10_000 };
const body = within(document.body);
const header = (canvas: Canvas) => canvas.findByRole('region', { name: 'Profile' }, WAIT);

/** Own profile: header with real counts, Edit Profile, the Posts tab. */
export const Own: Story = {
  tags: ['state:populated'],
  play: async ({ canvas }) => {
    const profile = await header(canvas);
    await expect(within(profile).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Aarav Mehta',
    );
    await expect(within(profile).getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(within(profile).queryByRole('button', { name: 'Follow' })).toBeNull();
    await expect(await canvas.findByRole('feed', { name: 'Your posts' }, WAIT)).toBeVisible();
  },
};

/** A server without saved posts: no made-up Saved count, and the tab says why it is empty. */
export const OwnWithoutSaving: Story = {
  parameters: {
    route: '/profile?tab=saved',
    msw: {
      handlers: { listSavedPosts: failsWith('get', '/api/users/:id/saved', 404, 'Not found') },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Saving posts is not available on this server yet' },
        WAIT,
      ),
    ).toBeVisible();
    const profile = await header(canvas);
    await expect(within(profile).queryByText('Saved')).toBeNull();
  },
};

/** Another resident the viewer follows (and who follows back): Unfollow, Report User, Block. */
export const OtherFollowed: Story = {
  parameters: { route: `/profile/${SEED.neighbourId}` },
  play: async ({ canvas }) => {
    const profile = await header(canvas);
    await expect(within(profile).getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(within(profile).getByRole('button', { name: 'Report User' })).toBeVisible();
    await expect(within(profile).getByRole('button', { name: 'Block' })).toBeVisible();
  },
};

/**
 * Follow: the button turns into Unfollow, the count grows and the toast shows
 * (docs/product.md#toasts).
 */
export const OtherNotFollowed: Story = {
  parameters: { route: `/profile/${SEED.otherSocietyResidentId}` },
  play: async ({ canvas }) => {
    const profile = await header(canvas);
    const followers = () =>
      Number(within(profile).getByText('Followers').nextElementSibling?.textContent);
    const before = followers();
    await userEvent.click(within(profile).getByRole('button', { name: 'Follow' }));
    await expect(
      await within(profile).findByRole('button', { name: 'Unfollow' }, WAIT),
    ).toBeVisible();
    await expect(await body.findByText('You are now following this user')).toBeVisible();
    await waitFor(() => expect(followers()).toBe(before + 1));
  },
};

/** Reached from an @mention: /profile/@username. */
export const ByUsername: Story = {
  parameters: { route: '/profile/@priya_sharma' },
  play: async ({ canvas }) => {
    const profile = await header(canvas);
    await expect(profile).toHaveTextContent('@priya_sharma');
  },
};

/** A resident the viewer has blocked: Unblock instead of Follow, posts hidden. */
export const Blocked: Story = {
  parameters: { route: `/profile/${SEED.blockedUserId}` },
  play: async ({ canvas }) => {
    const profile = await header(canvas);
    await expect(
      await within(profile).findByRole('button', { name: 'Unblock' }, WAIT),
    ).toBeVisible();
    await expect(canvas.getByText('You have blocked this resident')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    route: `/profile/${SEED.neighbourId}`,
    msw: { handlers: { getUser: pendingForever('get', '/api/users/:id') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading profile...', {}, WAIT)).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/profile/999999' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Profile not found' }, WAIT),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: {
    route: `/profile/${SEED.neighbourId}`,
    msw: { handlers: { getUser: failsWith('get', '/api/users/:id', 500, 'Server error') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Failed to fetch profile',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * Edit Profile with what docs/product.md#validation-rules refuses: the messages show under the
 * fields.
 */
export const EditValidation: Story = {
  play: async ({ canvas }) => {
    const profile = await header(canvas);
    await userEvent.click(within(profile).getByRole('button', { name: 'Edit Profile' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit Profile' });
    const name = within(dialog).getByLabelText('Full name');
    const years = within(dialog).getByLabelText('Years lived in your society');
    await userEvent.clear(name);
    await userEvent.type(name, 'A');
    await userEvent.clear(years);
    await userEvent.type(years, '51');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await within(dialog).findByText('Full name must be at least 2 characters'),
    ).toBeVisible();
    await expect(within(dialog).getByText('Years lived must be between 1 and 50')).toBeVisible();
  },
};

/** Edit Profile saved: the header (and the shell) show the new name at once. */
export const EditSaved: Story = {
  play: async ({ canvas }) => {
    const profile = await header(canvas);
    await userEvent.click(within(profile).getByRole('button', { name: 'Edit Profile' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit Profile' });
    const name = within(dialog).getByLabelText('Full name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Aarav K. Mehta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Profile updated', {}, WAIT)).toBeVisible();
    await expect(within(profile).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Aarav K. Mehta',
    );
  },
};

/** Settings: Dark Mode switches the whole page; Show Online Status; Blocked Users. */
export const Settings: Story = {
  parameters: { route: '/profile?tab=settings' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'All Profiles Are Public' }, WAIT),
    ).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Blocked users' }, WAIT)).toBeVisible();
    const dark = canvas.getByRole('switch', { name: 'Dark Mode' });
    await userEvent.click(dark);
    await expect(dark).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await userEvent.click(dark);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  },
};

export const SavedTab: Story = {
  parameters: { route: '/profile?tab=saved' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('feed', { name: 'Saved posts' }, WAIT)).toBeVisible();
  },
};

export const EmptySaved: Story = {
  parameters: {
    route: '/profile?tab=saved',
    msw: {
      handlers: { listSavedPosts: http.get('/api/users/:id/saved', () => HttpResponse.json([])) },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No saved posts yet' }, WAIT),
    ).toBeVisible();
  },
};

export const GroupsTab: Story = {
  parameters: { route: '/profile?tab=groups' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Your groups' }, WAIT)).toBeVisible();
  },
};

export const Dark: Story = { ...Own, globals: { theme: 'dark' } };
export const OtherDark: Story = { ...OtherFollowed, globals: { theme: 'dark' } };
export const Mobile: Story = { ...Own, globals: { viewport: { value: 'mobile' } } };
export const OtherMobile: Story = {
  ...OtherFollowed,
  globals: { viewport: { value: 'mobile' } },
};
export const SettingsMobileDark: Story = {
  parameters: { route: '/profile?tab=settings' },
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'All Profiles Are Public' }, WAIT),
    ).toBeVisible();
  },
};

/**
 * Outside the sign-in guard (the screen on its own): the logged-out text
 * (docs/product.md#texts-profile).
 */
export const SignedOut: Story = {
  parameters: { router: 'memory', session: 'signed-out', layout: 'padded' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Please log in to view your profile.' }),
    ).toBeVisible();
  },
};
