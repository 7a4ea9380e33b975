// A concern on its post page (docs/product.md#concerns): the author's "Is this fixed?" once it is
// resolved, its clock and who has it, the care team's actions for those serving its society, and
// its timeline. An update shows none of it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Post, User } from '../../api/types';
import { useAuth } from '../auth';
import { CareActions } from './care-actions';
import { deadlineText, ESCALATION_LABELS, statusFor } from './concern-text';
import { ConcernTimeline } from './concern-timeline';
import { FixedPrompt } from './fixed-prompt';
import { Facts, Panel } from './panel-styles';
import { useMinuteTicks } from '../../lib/use-minute-ticks';

/** Whether `user` is on the care team serving the post's society (the care head serves all). */
function servesSocietyOf(post: Post, user: User | null): boolean {
  const role = user?.careTeam;
  if (!role) return false;
  return role.societyId === null || role.societyId === post.society?.id;
}

/** "Is this fixed?", for the author of a resolved concern: above the post, the first thing read. */
export function ConcernQuestion({ post }: { post: Post }) {
  const { user } = useAuth();
  const { concern } = post;
  const isAuthor = user !== null && user.id === (post.author?.id ?? post.authorId);
  if (!concern || !isAuthor || concern.status !== 'resolved') return null;
  return <FixedPrompt postId={post.id} concern={concern} />;
}

/** The clock, the care team's actions and the timeline, below the post. */
export function ConcernPanel({ post }: { post: Post }) {
  const { user } = useAuth();
  const { i18n } = useLingui();
  // "Open for 3 hours" and "Overdue by …" count on while the page stays open.
  useMinuteTicks();
  const headingId = useId();
  const { concern } = post;
  if (!concern) return null;
  const { rating } = concern;
  const deadline = deadlineText(concern);
  return (
    <>
      <Panel aria-labelledby={headingId}>
        <h2 id={headingId}>
          <Trans>Response clock</Trans>
        </h2>
        <Facts>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{statusFor(concern)}</dd>
          {deadline && (
            <>
              <dt>
                <Trans>Next deadline</Trans>
              </dt>
              <dd>{deadline}</dd>
              <dt>
                <Trans>Answers for it</Trans>
              </dt>
              <dd>
                {i18n._(
                  ESCALATION_LABELS[concern.escalationLevel as 1 | 2 | 3] ?? ESCALATION_LABELS[1],
                )}
              </dd>
            </>
          )}
          <dt>
            <Trans>Assigned to</Trans>
          </dt>
          <dd>{concern.assignee?.fullName ?? <Trans>Not assigned yet</Trans>}</dd>
          {rating != null && (
            <>
              <dt>
                <Trans>Rating</Trans>
              </dt>
              <dd>
                <Trans>{rating} out of 5</Trans>
              </dd>
            </>
          )}
        </Facts>
      </Panel>
      {servesSocietyOf(post, user) && <CareActions post={post} concern={concern} />}
      <ConcernTimeline postId={post.id} concern={concern} />
    </>
  );
}
