import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../components/button';
import { ProfileHeader, type ProfileHeaderUser } from './profile-header';

const priya: ProfileHeaderUser = {
  fullName: 'Priya Sharma',
  username: 'priya_sharma',
  profileImage: '/images/avatars/priya.svg',
  bio: 'Society committee secretary. Ping me about maintenance, events or anything in between.',
  society: { id: 1, name: 'Vasundhara Greens', city: 'Pune', state: 'Maharashtra' },
  yearsLived: 7,
  yearsLiving: 7,
};

const meta = {
  title: 'Features/Profile/ProfileHeader',
  component: ProfileHeader,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    user: priya,
    stats: [
      { label: 'Posts', value: 12 },
      { label: 'Following', value: 7 },
      { label: 'Followers', value: 6 },
    ],
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another resident: names, bio, society and city, years, three counts and the actions. */
export const Other: Story = {
  args: {
    actions: (
      <>
        <Button>Follow</Button>
        <Button variant="outline">Report User</Button>
        <Button variant="ghost">Block</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('region', { name: 'Profile' });
    await expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Priya Sharma',
    );
    await expect(header).toHaveTextContent('7 years in Vasundhara Greens');
    await expect(header).toHaveTextContent('Vasundhara Greens, Pune');
  },
};

/** The own profile's four counts; Saved still counting shows a dash. */
export const OwnCounting: Story = {
  args: {
    user: { ...priya, profileImage: null },
    stats: [
      { label: 'Posts', value: 4 },
      { label: 'Saved', value: null },
      { label: 'Following', value: 9 },
      { label: 'Followers', value: 1204 },
    ],
    actions: <Button variant="outline">Edit Profile</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PS')).toBeVisible();
    await expect(canvas.getByText('1,204')).toBeVisible();
  },
};

/** A new resident: no bio, no society, one year (the default: docs/product.md#validation-rules). */
export const Minimal: Story = {
  args: {
    user: { ...priya, bio: null, society: null, yearsLived: 1, yearsLiving: 1, profileImage: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 year as a resident')).toBeVisible();
    await expect(canvas.getByText('No society yet')).toBeVisible();
  },
};

/**
 * A member of the builder's care team, who lives in no society: their title in place of the
 * society and the years.
 */
export const CareTeamMember: Story = {
  args: {
    user: {
      ...priya,
      society: null,
      profileImage: null,
      careTeam: { title: 'Society Manager, Vasundhara Greens', societyId: 1 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Society Manager, Vasundhara Greens')).toBeVisible();
    await expect(canvas.queryByText('No society yet')).toBeNull();
    await expect(canvas.queryByText(/as a resident/)).toBeNull();
  },
};

/** A very long name and handle wrap instead of overflowing on a phone. */
export const LongNameMobile: Story = {
  args: {
    ...Other.args,
    user: {
      ...priya,
      fullName: 'Venkataramanan Subramaniam Krishnamurthy Iyer',
      username: 'venkataramanan_subramaniam_k',
    },
  },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { ...Other, globals: { theme: 'dark' } };
