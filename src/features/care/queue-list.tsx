import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { Concern, Post } from '../../api/types';
import { ListStack } from '../../components/card';
import { QueueItem } from './queue-item';

const List = styled(ListStack)<{ $updating: boolean }>`
  transition: opacity ${({ theme }) => theme.motion.normal};
  opacity: ${({ $updating }) => ($updating ? 0.6 : 1)};
`;

const hasConcern = (post: Post): post is Post & { concern: Concern } => !!post.concern;

/** The concerns in the order the server gave them; dimmed while the next filters load. */
export function QueueList({ posts, updating }: { posts: Post[]; updating: boolean }) {
  const { t } = useLingui();
  return (
    <List $gap={3} aria-label={t`Concerns`} aria-busy={updating} $updating={updating}>
      {posts.filter(hasConcern).map((post) => (
        <li key={post.id}>
          <QueueItem post={post} concern={post.concern} />
        </li>
      ))}
    </List>
  );
}
