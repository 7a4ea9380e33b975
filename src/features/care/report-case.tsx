import { useId, useState } from 'react';
import { FiArrowRight } from 'react-icons/fi';
import styled from 'styled-components';
import type { ModerationCase, User } from '../../api/types';
import { Badge } from '../../components/badge';
import { Button, ButtonLink } from '../../components/button';
import { MutedText } from '../../components/card';
import { PostText } from '../../components/post-text';
import { timeAgo } from '../../lib/dayjs';
import { RequiredTextForm } from '../concerns';
import { REASON_LABELS, useModerationStep } from '../reports';
import { queueRowFrame } from './queue-styles';

const Row = styled.article`
  ${queueRowFrame}
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  h2 {
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
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Reports = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.font.size.sm};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const NOTE_REQUIRED = 'Please write a note to the author';
export const SAME_MEMBER_TEXT =
  'You removed this post: another member of the care team decides its appeal.';
export const noteDraftKey = (reportId: number) => `moderation-note:${reportId}`;

/** "Reported by 3 residents". */
export const reportedByText = (count: number) =>
  `Reported by ${count} ${count === 1 ? 'resident' : 'residents'}`;

/** Keep, Remove post (a post only) or Warn; the two last with a required note to the author. */
function ReportDecision({ item }: { item: ModerationCase }) {
  const [choice, setChoice] = useState<'remove' | 'warn' | null>(null);
  const step = useModerationStep();
  const reportId = item.reports[0].id;
  const warnLabel = item.post ? 'Warn the author' : 'Warn the resident';
  if (choice)
    return (
      <RequiredTextForm
        label="Note to the author"
        submit={choice === 'remove' ? 'Remove post' : warnLabel}
        submitVariant={choice === 'remove' ? 'danger' : 'primary'}
        required={NOTE_REQUIRED}
        pending={step.pending}
        focusOnOpen
        draftKey={noteDraftKey(reportId)}
        onCancel={() => setChoice(null)}
        onSend={(note, sent) =>
          step.run({
            step: { kind: 'report', reportId, decision: choice, note },
            done: choice === 'remove' ? 'Post removed' : 'Warning sent',
            sent,
          })
        }
      />
    );
  return (
    <>
      {!item.post && <MutedText>A report of an account has no post to remove.</MutedText>}
      <Actions>
        <Button
          variant="outline"
          pending={step.pending}
          onClick={() =>
            step.run({
              step: { kind: 'report', reportId, decision: 'keep', note: null },
              done: 'Kept: no rule broken',
            })
          }
        >
          Keep
        </Button>
        {item.post && (
          <Button variant="danger" onClick={() => setChoice('remove')}>
            Remove post
          </Button>
        )}
        <Button variant="secondary" onClick={() => setChoice('warn')}>
          {warnLabel}
        </Button>
      </Actions>
    </>
  );
}

/** Keep removed or Restore post; not for the member who removed it. */
function AppealDecision({ item, viewer }: { item: ModerationCase; viewer: User }) {
  const step = useModerationStep();
  const postId = item.post!.id;
  if (item.post?.removal?.removedBy?.id === viewer.id)
    return <MutedText>{SAME_MEMBER_TEXT}</MutedText>;
  return (
    <Actions>
      <Button
        variant="outline"
        pending={step.pending}
        onClick={() =>
          step.run({
            step: { kind: 'appeal', postId, decision: 'keep_removed' },
            done: 'Kept removed',
          })
        }
      >
        Keep removed
      </Button>
      <Button
        pending={step.pending}
        onClick={() =>
          step.run({ step: { kind: 'appeal', postId, decision: 'restore' }, done: 'Post restored' })
        }
      >
        Restore post
      </Button>
    </Actions>
  );
}

/** One case of the Reports tab: what was reported, by whom and why, and the decision. */
export function ReportCase({ item, viewer }: { item: ModerationCase; viewer: User }) {
  const titleId = useId();
  const removal = item.post?.removal ?? null;
  const appeal = item.kind === 'appeal' ? removal?.appeal : null;
  return (
    <Row aria-labelledby={titleId}>
      <Head>
        {item.kind === 'appeal' ? (
          <Badge $tone="warning">Appeal</Badge>
        ) : (
          <Badge $tone="info">{reportedByText(item.reports.length)}</Badge>
        )}
        <h2 id={titleId}>
          {item.post ? `Post by ${item.user.fullName}` : `Account of ${item.user.fullName}`}
        </h2>
      </Head>
      {item.post && (
        <blockquote>
          <PostText content={item.post.content} />
        </blockquote>
      )}
      {appeal && removal && (
        <>
          <p>
            Removed {timeAgo(removal.removedAt)}
            {removal.removedBy && ` by ${removal.removedBy.fullName}`}. Note: “{removal.note}”
          </p>
          <p>
            {item.user.fullName} asks for a second look ({timeAgo(appeal.createdAt)}): “
            {appeal.reason}”
          </p>
        </>
      )}
      {item.reports.length > 0 && (
        <Reports aria-label={appeal ? 'The reports' : 'Reports'}>
          {item.reports.map((report) => (
            <li key={report.id}>
              <strong>{REASON_LABELS[report.reason]}</strong>
              {report.description && `: ${report.description}`}{' '}
              <span>
                by {report.reporter.fullName}, {timeAgo(report.createdAt)}
              </span>
            </li>
          ))}
        </Reports>
      )}
      {item.post && (
        <div>
          <ButtonLink to={`/posts/${item.post.id}`} variant="ghost" size="sm">
            Open post <FiArrowRight aria-hidden />
          </ButtonLink>
        </div>
      )}
      {item.kind === 'appeal' ? (
        <AppealDecision item={item} viewer={viewer} />
      ) : (
        <ReportDecision item={item} />
      )}
    </Row>
  );
}
