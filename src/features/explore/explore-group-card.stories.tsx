import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Group } from '../../api/types';
import { SAMPLE_GROUPS } from '../groups';
import { ExploreGroupCard, ExploreGroupCardSkeleton } from './explore-group-card';

const societyGroup: Group = {
  ...SAMPLE_GROUPS[1],
  id: 2,
  coverImage: '/images/groups/heights-residents.svg',
};
const privateGroup: Group = { ...SAMPLE_GROUPS[5], id: 8, isPrivate: true };

const meta = {
  title: 'Features/Explore/GroupCard',
  component: ExploreGroupCard,
  args: { group: societyGroup, compact: true, onJoin: fn() },
} satisfies Meta<typeof ExploreGroupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotJoined: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: societyGroup.name })).toHaveAttribute(
      'href',
      '/group/2',
    );
    await expect(canvas.getByText(`${societyGroup.memberCount} members`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Join ${societyGroup.name}` }));
    await expect(args.onJoin).toHaveBeenCalledWith(societyGroup);
  },
};

export const Joining: Story = { args: { joining: true } };

export const Joined: Story = {
  args: { group: { ...societyGroup, memberStatus: 'joined' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Joined')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const PrivateRequest: Story = {
  args: { group: privateGroup },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: `Request ${privateGroup.name}` }),
    ).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { group: { ...privateGroup, memberStatus: 'pending' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: `Request pending for ${privateGroup.name}` }),
    ).toBeDisabled();
  },
};

export const Sample: Story = { args: { group: SAMPLE_GROUPS[0], sample: true } };

export const Loading: Story = { render: () => <ExploreGroupCardSkeleton compact /> };

export const Dark: Story = { ...NotJoined, globals: { theme: 'dark' } };

export const Mobile: Story = { ...NotJoined, globals: { viewport: { value: 'mobile' } } };
