// The author's answer once the care team marks their concern resolved (docs/product.md#concerns):
// "Yes, close it" with an optional rating, or "No, reopen" with the reason it is not fixed.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FiCheck, FiRotateCcw, FiStar } from 'react-icons/fi';
import styled from 'styled-components';
import { concernTimelineQueryOptions } from '../../api/concerns';
import type { Concern, Id } from '../../api/types';
import { Button } from '../../components/button';
import { Stack } from '../../components/card';
import { TimeAgo } from '../../components/time-ago';
import { SegmentedControl } from '../../components/segmented-control';
import { fullDate } from '../../lib/dayjs';
import { RATING_MAX, RATING_MIN } from '../../lib/concerns';
import { draftKey } from '../../lib/drafts';
import { hasTextDraft } from '../../lib/use-text-draft';
import { useAuth } from '../auth';
import { Actions, Panel, WrittenText } from './panel-styles';
import { RequiredTextForm } from './required-text-form';
import { eventTitle, lastResolution } from './timeline-entries';
import { useConcernAction } from './use-concern-action';

const Resolution = styled(Stack)`
  padding-left: ${({ theme }) => theme.space[3]}px;
  border-left: 3px solid ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ResolvedBy = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  time {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

/**
 * What the care team said it did, for the resident to check before answering. It is read from the
 * timeline the page shows below (one request for both); a server that keeps no timeline, or one
 * still loading, leaves the question without it.
 */
function ResolutionNote({ postId }: { postId: Id }) {
  const timeline = useQuery(concernTimelineQueryOptions(postId));
  const resolution = timeline.data ? lastResolution(timeline.data) : null;
  if (!resolution?.text) return null;
  return (
    <Resolution $gap={1}>
      <ResolvedBy>
        {eventTitle(resolution)} · <TimeAgo at={resolution.createdAt} />
      </ResolvedBy>
      <WrittenText>{resolution.text}</WrittenText>
    </Resolution>
  );
}

type RatingChoice = 'none' | `${number}`;
const RATING_VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => ({
  value: String(RATING_MIN + index) as RatingChoice,
  label: String(RATING_MIN + index),
  icon: <FiStar aria-hidden />,
}));

export function FixedPrompt({ postId, concern }: { postId: Id; concern: Concern }) {
  const headingId = useId();
  const { t } = useLingui();
  const action = useConcernAction(postId);
  const [rating, setRating] = useState<RatingChoice>('none');
  const { user } = useAuth();
  const reasonKey = draftKey('concern-reason', user!.id, postId);
  // A reason being written when the page was reloaded is back, its form open.
  const [reopening, setReopening] = useState(() => hasTextDraft(reasonKey));

  const autoCloses = concern.autoClosesAt ? fullDate(concern.autoClosesAt) : null;

  const close = () =>
    action.mutate({
      action: {
        kind: 'status',
        change: { status: 'closed', rating: rating === 'none' ? null : Number(rating) },
      },
      done: t`Concern closed`,
    });

  return (
    <Panel $tone="ask" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Is this fixed?</Trans>
      </h2>
      <p>
        {autoCloses
          ? t`The care team marked your concern resolved. If you do not answer, it closes itself on ${autoCloses}.`
          : t`The care team marked your concern resolved.`}
      </p>
      <ResolutionNote postId={postId} />
      {reopening ? (
        <RequiredTextForm
          label={t`What is still wrong?`}
          submit={t`Reopen concern`}
          submitVariant="danger"
          required={t`Say why it is not fixed to reopen it`}
          pending={action.isPending}
          focusOnOpen
          draftKey={reasonKey}
          onCancel={() => setReopening(false)}
          onSend={(reason, sent) =>
            action.mutate(
              {
                action: { kind: 'status', change: { status: 'reopened', reason } },
                done: t`Concern reopened`,
              },
              { onSuccess: sent },
            )
          }
        />
      ) : (
        <>
          <SegmentedControl
            legend={t`Your rating (optional)`}
            options={[{ value: 'none' as RatingChoice, label: t`No rating` }, ...RATING_VALUES]}
            value={rating}
            onChange={setRating}
            disabled={action.isPending}
          />
          <Actions>
            <Button icon={<FiCheck aria-hidden />} onClick={close} pending={action.isPending}>
              <Trans>Yes, close it</Trans>
            </Button>
            <Button
              variant="outline"
              icon={<FiRotateCcw aria-hidden />}
              onClick={() => setReopening(true)}
              disabled={action.isPending}
            >
              <Trans>No, reopen</Trans>
            </Button>
          </Actions>
        </>
      )}
    </Panel>
  );
}
