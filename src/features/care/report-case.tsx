import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FiArrowRight } from 'react-icons/fi';
import styled from 'styled-components';
import { Quote } from '../../components/quote';
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
  p {
    margin: 0;
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

export const noteDraftKey = (reportId: number) => `moderation-note:${reportId}`;

/** "Reported by 3 residents". */
export function reportedByText(count: number) {
  // The count as it always read (no grouping): ICU's # would write 1,000.
  const shown = String(count);
  return plural(count, {
    one: `Reported by ${shown} resident`,
    other: `Reported by ${shown} residents`,
  });
}

/** Keep, Remove post (a post only) or Warn; the two last with a required note to the author. */
function ReportDecision({ item }: { item: ModerationCase }) {
  const [choice, setChoice] = useState<'remove' | 'warn' | null>(null);
  const step = useModerationStep();
  const { t } = useLingui();
  const reportId = item.reports[0].id;
  const warnLabel = item.post ? t`Warn the author` : t`Warn the resident`;
  if (choice)
    return (
      <RequiredTextForm
        label={t`Note to the author`}
        submit={choice === 'remove' ? t`Remove post` : warnLabel}
        submitVariant={choice === 'remove' ? 'danger' : 'primary'}
        required={t`Please write a note to the author`}
        pending={step.pending}
        focusOnOpen
        draftKey={noteDraftKey(reportId)}
        onCancel={() => setChoice(null)}
        onSend={(note, sent) =>
          step.run({
            step: { kind: 'report', reportId, decision: choice, note },
            done: choice === 'remove' ? t`Post removed` : t`Warning sent`,
            sent,
          })
        }
      />
    );
  return (
    <>
      {!item.post && (
        <MutedText>
          <Trans>A report of an account has no post to remove.</Trans>
        </MutedText>
      )}
      <Actions>
        <Button
          variant="outline"
          pending={step.pending}
          onClick={() =>
            step.run({
              step: { kind: 'report', reportId, decision: 'keep', note: null },
              done: t`Kept: no rule broken`,
            })
          }
        >
          <Trans>Keep</Trans>
        </Button>
        {item.post && (
          <Button variant="danger" onClick={() => setChoice('remove')}>
            <Trans>Remove post</Trans>
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
  const { t } = useLingui();
  const postId = item.post!.id;
  if (item.post?.removal?.removedBy?.id === viewer.id)
    return (
      <MutedText>
        <Trans>You removed this post: another member of the care team decides its appeal.</Trans>
      </MutedText>
    );
  return (
    <Actions>
      <Button
        variant="outline"
        pending={step.pending}
        onClick={() =>
          step.run({
            step: { kind: 'appeal', postId, decision: 'keep_removed' },
            done: t`Kept removed`,
          })
        }
      >
        <Trans>Keep removed</Trans>
      </Button>
      <Button
        pending={step.pending}
        onClick={() =>
          step.run({
            step: { kind: 'appeal', postId, decision: 'restore' },
            done: t`Post restored`,
          })
        }
      >
        <Trans>Restore post</Trans>
      </Button>
    </Actions>
  );
}

/** "Removed 5 minutes ago by Neha Kapoor. Note: “…”" */
function RemovedLine(props: { removedAt: string; remover: string | null; note: string | null }) {
  const { remover, note } = props;
  const when = timeAgo(props.removedAt);
  return remover ? (
    <Trans>
      Removed {when} by {remover}. Note: “{note}”
    </Trans>
  ) : (
    <Trans>
      Removed {when}. Note: “{note}”
    </Trans>
  );
}

/** "Aarav Mehta asks for a second look (5 minutes ago): “…”" */
function AppealLine(props: { name: string; askedAt: string; reason: string }) {
  const { name, reason } = props;
  const when = timeAgo(props.askedAt);
  return (
    <Trans>
      {name} asks for a second look ({when}): “{reason}”
    </Trans>
  );
}

/** "by Priya Sharma, 2 hours ago" */
function ReporterLine({ reporter, reportedAt }: { reporter: string; reportedAt: string }) {
  const when = timeAgo(reportedAt);
  return (
    <Trans>
      by {reporter}, {when}
    </Trans>
  );
}

/** One case of the Reports tab: what was reported, by whom and why, and the decision. */
export function ReportCase({ item, viewer }: { item: ModerationCase; viewer: User }) {
  const titleId = useId();
  const { t } = useLingui();
  const removal = item.post?.removal ?? null;
  const appeal = item.kind === 'appeal' ? removal?.appeal : null;
  const name = item.user.fullName;
  return (
    <Row aria-labelledby={titleId}>
      <Head>
        {item.kind === 'appeal' ? (
          <Badge $tone="warning">
            <Trans>Appeal</Trans>
          </Badge>
        ) : (
          <Badge $tone="info">{reportedByText(item.reports.length)}</Badge>
        )}
        <h2 id={titleId}>
          {item.post ? <Trans>Post by {name}</Trans> : <Trans>Account of {name}</Trans>}
        </h2>
      </Head>
      {item.post && (
        <Quote>
          <PostText content={item.post.content} />
        </Quote>
      )}
      {appeal && removal && (
        <>
          <p>
            <RemovedLine
              removedAt={removal.removedAt}
              remover={removal.removedBy?.fullName ?? null}
              note={removal.note}
            />
          </p>
          <p>
            <AppealLine name={name} askedAt={appeal.createdAt} reason={appeal.reason} />
          </p>
        </>
      )}
      {item.reports.length > 0 && (
        <Reports aria-label={appeal ? t`The reports` : t`Reports`}>
          {item.reports.map((report) => (
            <li key={report.id}>
              <strong>{REASON_LABELS[report.reason]}</strong>
              {report.description && `: ${report.description}`}{' '}
              <span>
                <ReporterLine reporter={report.reporter.fullName} reportedAt={report.createdAt} />
              </span>
            </li>
          ))}
        </Reports>
      )}
      {item.post && (
        <div>
          <ButtonLink to={`/posts/${item.post.id}`} variant="ghost" size="sm">
            <Trans>Open post</Trans> <FiArrowRight aria-hidden />
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
