import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FiSlash } from 'react-icons/fi';
import styled from 'styled-components';
import { Quote } from '../../components/quote';
import type { Post, PostRemoval } from '../../api/types';
import { Button } from '../../components/button';
import { Card, MutedText } from '../../components/card';
import { PostText } from '../../components/post-text';
import { timeAgo } from '../../lib/dayjs';
import { useAuth } from '../auth';
import { RequiredTextForm } from '../concerns';
import { REMOVED_MESSAGE } from './report-outcome-text';
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
  p {
    margin: 0;
  }
`;

export const appealDraftKey = (postId: number) => `appeal:${postId}`;

/** Where the author's appeal stands, in words. */
export function appealText(appeal: NonNullable<PostRemoval['appeal']>): string {
  if (appeal.outcome === 'pending') {
    const when = timeAgo(appeal.createdAt);
    return i18n._(
      msg`You asked for a review ${when}. Another member of the care team will look at it.`,
    );
  }
  if (appeal.outcome === 'restored')
    return i18n._(msg`Your post was restored after a second look.`);
  return i18n._(msg`After a second look, the post stays removed.`);
}

/** The author's way to ask for a second look: once, with a reason (kept as a draft). */
function AskForReview({ postId }: { postId: number }) {
  const [open, setOpen] = useState(false);
  const step = useModerationStep();
  const { t } = useLingui();
  if (!open)
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Trans>Ask for review</Trans>
        </Button>
      </div>
    );
  return (
    <RequiredTextForm
      label={t`Why should the post be back?`}
      submit={t`Send for review`}
      required={t`Please say why the post should be back`}
      pending={step.pending}
      focusOnOpen
      draftKey={appealDraftKey(postId)}
      onCancel={() => setOpen(false)}
      onSend={(reason, sent) =>
        step.run({ step: { kind: 'ask-review', postId, reason }, done: t`Review requested`, sent })
      }
    />
  );
}

/**
 * A removed post's page (docs/product.md#reports): what took its place for everyone; for its
 * author the care team's note, what they wrote (the note may ask for it again, corrected) and "Ask
 * for review"; for the care team what it said.
 */
export function RemovedPost({ post }: { post: Post & { removal: PostRemoval } }) {
  const { user } = useAuth();
  const { i18n } = useLingui();
  const { removal } = post;
  const author = post.author.fullName;
  const when = timeAgo(removal.removedAt);
  const remover = removal.removedBy?.fullName;
  const isAuthor = user?.id === post.authorId;
  return (
    <Box aria-labelledby="removed-post-title">
      <h2 id="removed-post-title">
        <FiSlash aria-hidden />
        {i18n._(REMOVED_MESSAGE)}
      </h2>
      <MutedText>
        {remover ? (
          <Trans>
            Posted by {author}, removed {when} by {remover}.
          </Trans>
        ) : (
          <Trans>
            Posted by {author}, removed {when}.
          </Trans>
        )}
      </MutedText>
      {removal.note && (
        <>
          <p>
            <Trans>Note from the care team:</Trans>
          </p>
          <Quote>{removal.note}</Quote>
        </>
      )}
      {post.content && (
        <>
          <p>
            {isAuthor ? (
              <Trans>What you wrote (only you and the care team see this):</Trans>
            ) : (
              <Trans>What it said (only the care team sees this):</Trans>
            )}
          </p>
          <Quote>
            <PostText content={post.content} />
          </Quote>
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
