import { useState } from 'react';
import { FiSlash } from 'react-icons/fi';
import styled from 'styled-components';
import type { Post, PostRemoval } from '../../api/types';
import { Button } from '../../components/button';
import { Card, MutedText } from '../../components/card';
import { PostText } from '../../components/post-text';
import { timeAgo } from '../../lib/dayjs';
import { useAuth } from '../auth';
import { RequiredTextForm } from '../concerns';
import { REMOVED_TEXT } from './report-outcome-text';
import { useModerationStep } from './use-moderation';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p,
  blockquote {
    margin: 0;
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space[3]}px;
    border-left: 3px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

export const ASK_REVIEW = 'Ask for review';
export const APPEAL_REQUIRED = 'Please say why the post should be back';
export const appealDraftKey = (postId: number) => `appeal:${postId}`;

/** Where the author's appeal stands, in words. */
export function appealText(appeal: NonNullable<PostRemoval['appeal']>): string {
  if (appeal.outcome === 'pending')
    return `You asked for a review ${timeAgo(appeal.createdAt)}. Another member of the care team will look at it.`;
  if (appeal.outcome === 'restored') return 'Your post was restored after a second look.';
  return 'After a second look, the post stays removed.';
}

/** The author's way to ask for a second look: once, with a reason (kept as a draft). */
function AskForReview({ postId }: { postId: number }) {
  const [open, setOpen] = useState(false);
  const step = useModerationStep();
  if (!open)
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {ASK_REVIEW}
        </Button>
      </div>
    );
  return (
    <RequiredTextForm
      label="Why should the post be back?"
      submit="Send for review"
      required={APPEAL_REQUIRED}
      pending={step.pending}
      focusOnOpen
      draftKey={appealDraftKey(postId)}
      onCancel={() => setOpen(false)}
      onSend={(reason, sent) =>
        step.run({ step: { kind: 'ask-review', postId, reason }, done: 'Review requested', sent })
      }
    />
  );
}

/**
 * A removed post's page (docs/product.md#reports): what took its place for everyone; for its
 * author the care team's note and "Ask for review"; for the care team what it said.
 */
export function RemovedPost({ post }: { post: Post & { removal: PostRemoval } }) {
  const { user } = useAuth();
  const { removal } = post;
  const isAuthor = user?.id === post.authorId;
  return (
    <Box aria-labelledby="removed-post-title">
      <h2 id="removed-post-title">
        <FiSlash aria-hidden />
        {REMOVED_TEXT}
      </h2>
      <MutedText>
        Posted by {post.author.fullName}, removed {timeAgo(removal.removedAt)}
        {removal.removedBy && ` by ${removal.removedBy.fullName}`}.
      </MutedText>
      {removal.note && (
        <>
          <p>Note from the care team:</p>
          <blockquote>{removal.note}</blockquote>
        </>
      )}
      {post.content && (
        <>
          <p>What it said (only the care team sees this):</p>
          <blockquote>
            <PostText content={post.content} />
          </blockquote>
        </>
      )}
      {isAuthor &&
        (removal.appeal ? (
          <p role="status">{appealText(removal.appeal)}</p>
        ) : (
          <AskForReview postId={post.id} />
        ))}
    </Box>
  );
}
