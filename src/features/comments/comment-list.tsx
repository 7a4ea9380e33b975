import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { Comment } from '../../api/types';
import { Alert } from '../../components/alert';
import { MutedText } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { ShownComments } from './shown-comments';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CommentListProps {
  comments: Comment[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/**
 * The comments oldest first, with their loading, empty and error states; of a busy post, its
 * newest at first (ShownComments).
 */
export function CommentList({ comments, isPending, isError, onRetry }: CommentListProps) {
  const { t } = useLingui();
  if (isPending) {
    return (
      <Loading>
        <Spinner label={t`Loading comments...`} />
      </Loading>
    );
  }
  // A failed read again keeps what was read: the earlier comments opened, and the focus among them.
  if (isError && !comments) {
    return (
      <Alert onRetry={onRetry}>
        <Trans>Failed to load comments. Please try again.</Trans>
      </Alert>
    );
  }
  if (!comments?.length)
    return (
      <MutedText>
        <Trans>No comments yet. Start the conversation.</Trans>
      </MutedText>
    );
  return <ShownComments comments={comments} />;
}
