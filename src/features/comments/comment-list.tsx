import styled from 'styled-components';
import type { Comment } from '../../api/types';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { CommentItem } from './comment-item';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

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

/** The comments oldest first, with their loading, empty and error states. */
export function CommentList({ comments, isPending, isError, onRetry }: CommentListProps) {
  if (isPending) {
    return (
      <Loading>
        <Spinner label="Loading comments..." />
      </Loading>
    );
  }
  if (isError) {
    return (
      <Alert
        action={
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        Failed to load comments. Please try again.
      </Alert>
    );
  }
  if (!comments?.length) return <Muted>No comments yet. Start the conversation.</Muted>;
  return (
    <List aria-label="Comments">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
    </List>
  );
}
