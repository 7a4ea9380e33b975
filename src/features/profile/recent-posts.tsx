import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfilePost } from '../../api/types';
import { Card, CardTitle, ListStack } from '../../components/card';
import { PostText } from '../../components/post-text';
import { TimeAgo } from '../../components/time-ago';

const List = styled(ListStack)`
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]}px;
    padding-bottom: ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

/**
 * The profile response's posts[] (id, content, createdAt: docs/product.md#profile), newest first.
 */
export function RecentPosts({ posts }: { posts: ProfilePost[] }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>
        <Trans>Recent posts</Trans>
      </CardTitle>
      <List as="ol">
        {posts.map((post) => (
          <li key={post.id}>
            <PostText content={post.content} />
            <Meta>
              <TimeAgo at={post.createdAt} />
              {' · '}
              <Link to={`/posts/${post.id}`}>
                <Trans>Open post</Trans>
              </Link>
            </Meta>
          </li>
        ))}
      </List>
    </Card>
  );
}
