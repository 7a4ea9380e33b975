import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Row, Stack } from './card';
import { Skeleton } from './skeleton';

function PostCardSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading posts" style={{ maxWidth: 560 }}>
      <Stack $gap={3}>
        <Row $gap={3}>
          <Skeleton $width="40px" $height="40px" $round />
          <Stack $gap={2} style={{ flex: 1 }}>
            <Skeleton $width="40%" />
            <Skeleton $width="25%" $height="0.75em" />
          </Stack>
        </Row>
        <Skeleton />
        <Skeleton $width="85%" />
        <Skeleton $height="180px" />
      </Stack>
    </Card>
  );
}

const meta = {
  title: 'Components/Skeleton',
  component: PostCardSkeleton,
} satisfies Meta<typeof PostCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shape of a post card while it loads. */
export const PostCard: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
