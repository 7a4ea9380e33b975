// The author's answer once the care team marks their concern resolved (docs/product.md#concerns):
// "Yes, close it" with an optional rating, or "No, reopen" with the reason it is not fixed.
import { useId, useState } from 'react';
import { FiCheck, FiRotateCcw, FiStar } from 'react-icons/fi';
import type { Concern, Id } from '../../api/types';
import { Button } from '../../components/button';
import { SegmentedControl } from '../../components/segmented-control';
import { fullDate } from '../../lib/dayjs';
import { RATING_MAX, RATING_MIN } from '../../lib/concerns';
import { draftKey } from '../../lib/drafts';
import { hasTextDraft } from '../../lib/use-text-draft';
import { useAuth } from '../auth';
import { Actions, Panel } from './panel-styles';
import { RequiredTextForm } from './required-text-form';
import { useConcernAction } from './use-concern-action';

const REOPEN_REASON_REQUIRED = 'Say why it is not fixed to reopen it';

type RatingChoice = 'none' | `${number}`;
const RATING_OPTIONS = [
  { value: 'none' as RatingChoice, label: 'No rating' },
  ...Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => ({
    value: String(RATING_MIN + index) as RatingChoice,
    label: String(RATING_MIN + index),
    icon: <FiStar aria-hidden />,
  })),
];

export function FixedPrompt({ postId, concern }: { postId: Id; concern: Concern }) {
  const headingId = useId();
  const action = useConcernAction(postId);
  const [rating, setRating] = useState<RatingChoice>('none');
  const { user } = useAuth();
  const reasonKey = draftKey('concern-reason', user!.id, postId);
  // A reason being written when the page was reloaded is back, its form open.
  const [reopening, setReopening] = useState(() => hasTextDraft(reasonKey));

  const close = () =>
    action.mutate({
      action: {
        kind: 'status',
        change: { status: 'closed', rating: rating === 'none' ? null : Number(rating) },
      },
      done: 'Concern closed',
    });

  return (
    <Panel $tone="ask" aria-labelledby={headingId}>
      <h2 id={headingId}>Is this fixed?</h2>
      <p>
        The care team marked your concern resolved.
        {concern.autoClosesAt &&
          ` If you do not answer, it closes itself on ${fullDate(concern.autoClosesAt)}.`}
      </p>
      {reopening ? (
        <RequiredTextForm
          label="What is still wrong?"
          submit="Reopen concern"
          submitVariant="danger"
          required={REOPEN_REASON_REQUIRED}
          pending={action.isPending}
          focusOnOpen
          draftKey={reasonKey}
          onCancel={() => setReopening(false)}
          onSend={(reason, sent) =>
            action.mutate(
              {
                action: { kind: 'status', change: { status: 'reopened', reason } },
                done: 'Concern reopened',
              },
              { onSuccess: sent },
            )
          }
        />
      ) : (
        <>
          <SegmentedControl
            legend="Your rating (optional)"
            options={RATING_OPTIONS}
            value={rating}
            onChange={setRating}
            disabled={action.isPending}
          />
          <Actions>
            <Button icon={<FiCheck aria-hidden />} onClick={close} pending={action.isPending}>
              Yes, close it
            </Button>
            <Button
              variant="outline"
              icon={<FiRotateCcw aria-hidden />}
              onClick={() => setReopening(true)}
              disabled={action.isPending}
            >
              No, reopen
            </Button>
          </Actions>
        </>
      )}
    </Panel>
  );
}
