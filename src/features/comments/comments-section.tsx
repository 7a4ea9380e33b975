import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Post } from '../../api/types';
import { Alert } from '../../components/alert';
import { useAuth } from '../auth';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { useComments } from './use-comments';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Prompt = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CommentsSectionProps {
  post: Post;
}

/**
 * A post's comments under its card: readable by anyone, with a comment box for the signed-in
 * resident and a 'Log in to comment' link for a visitor.
 */
export default function CommentsSection({ post }: CommentsSectionProps) {
  const { user } = useAuth();
  const location = useLocation();
  const comments = useComments(post.id);
  const { t } = useLingui();
  const author = post.author?.fullName || t`Unknown`;
  const label = t`Comments on the post by ${author}`;
  if (comments.data === null) {
    // Nothing to read and nowhere to write: no box to type into only to be refused.
    return (
      <Section aria-label={label}>
        <Alert tone="info">
          <Trans>Comments are not available on this server yet.</Trans>
        </Alert>
      </Section>
    );
  }
  return (
    <Section aria-label={label}>
      <CommentList
        // Another post's comments start again from its newest.
        key={post.id}
        comments={comments.data}
        isPending={comments.isPending}
        isError={comments.isError}
        onRetry={() => void comments.refetch()}
      />
      {user ? (
        <CommentForm postId={post.id} />
      ) : (
        <Prompt>
          <Link to="/login" state={{ from: location }}>
            <Trans>Log in to comment</Trans>
          </Link>
        </Prompt>
      )}
    </Section>
  );
}
