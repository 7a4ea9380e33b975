import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { HashtagCard, HashtagCardSkeleton, TrendIndicator } from './hashtag-card';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const meta = {
  title: 'Features/Explore/HashtagCard',
  component: HashtagCard,
  args: { hashtag: { tag: 'WaterSupply', postCount: 124, trending: true, trend: 'up' } },
} satisfies Meta<typeof HashtagCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrendingRising: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('link');
    await expect(card).toHaveTextContent('#WaterSupply');
    await expect(card).toHaveTextContent('124 posts');
    await expect(card).toHaveTextContent('Rising');
    await expect(card).toHaveTextContent('Trending');
    await expect(card).toHaveAttribute('href', '/?tag=WaterSupply');
  },
};

export const Falling: Story = {
  args: { hashtag: { tag: 'Noise', postCount: 1, trending: false, trend: 'down' }, compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('1 post');
    await expect(canvas.getByText('Falling')).toBeVisible();
    await expect(canvas.queryByText('Trending')).not.toBeInTheDocument();
  },
};

export const Steady: Story = {
  args: { hashtag: { tag: 'Parking', postCount: 41, trending: false, trend: 'stable' } },
};

export const Trends: Story = {
  render: () => (
    <Row>
      <TrendIndicator trend="up" />
      <TrendIndicator trend="down" />
      <TrendIndicator trend="stable" />
    </Row>
  ),
  play: async ({ canvas }) => {
    for (const word of ['Rising', 'Falling', 'Steady']) {
      await expect(canvas.getByText(word)).toBeVisible();
    }
  },
};

export const Loading: Story = { render: () => <HashtagCardSkeleton compact /> };

export const Dark: Story = { ...TrendingRising, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Trends, globals: { viewport: { value: 'mobile' } } };
