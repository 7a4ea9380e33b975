import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Comment } from '../../api/types';
import { Avatar } from '../../components/avatar';
import { PostText } from '../../components/post-text';
import { TimeAgo } from '../../components/time-ago';

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: flex-start;
  > a:first-child {
    border-radius: 50%;
  }
`;

const Bubble = styled.div`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[2]}px;
  margin-bottom: 2px;
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    text-decoration: underline;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    white-space: nowrap;
  }
`;

/** One comment: avatar, author linked to the profile, relative time and the text as text. */
export function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useLingui();
  const name = comment.author?.fullName?.trim() || t`Unknown`;
  const profilePath = `/profile/${comment.authorId}`;
  return (
    <Item>
      <Link to={profilePath} tabIndex={-1} aria-hidden>
        <Avatar name={name} src={comment.author?.profileImage} size={32} />
      </Link>
      <Bubble>
        <Head>
          <Link to={profilePath}>{name}</Link>
          <TimeAgo at={comment.createdAt} />
        </Head>
        <PostText content={comment.content} />
      </Bubble>
    </Item>
  );
}
