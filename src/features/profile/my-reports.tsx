import { useLingui as useLanguage } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Id, MyReport } from '../../api/types';
import { Alert } from '../../components/alert';
import { Badge, type BadgeTone } from '../../components/badge';
import { ListStack, MutedText } from '../../components/card';
import { Skeleton } from '../../components/skeleton';
import { truncate } from '../../lib/text';
import { outcomeSentence, REASON_LABELS, removedText, STATE_LABELS } from '../reports';
import { useMyReports } from './use-profile-data';
import { TimeAgo } from '../../components/time-ago';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

// The badge carries the state in words; the tone only repeats it.
const TONES: Record<MyReport['state'], BadgeTone> = {
  under_review: 'info',
  kept: 'neutral',
  removed: 'success',
  warned: 'warning',
  restored: 'neutral',
};

export const EXCERPT_LENGTH = 80;

/** What was reported: the post's first words (or that it was removed), or the account. */
function ReportedThing({ report }: { report: MyReport }) {
  const { t } = useLingui();
  if (report.post)
    return (
      <Link to={`/posts/${report.post.id}`}>
        {report.post.content ? truncate(report.post.content, EXCERPT_LENGTH) : removedText()}
      </Link>
    );
  if (!report.user) return null;
  const name = report.user.fullName;
  return <Link to={`/profile/${report.user.id}`}>{t`${name} (account)`}</Link>;
}

function ReportRow({ report }: { report: MyReport }) {
  // Re-renders in a new language: the labels and sentence below come from plain functions.
  useLanguage();
  const when = report.decidedAt ?? report.createdAt;
  const time = <TimeAgo at={when} />;
  return (
    <Item>
      <Head>
        <Badge $tone={TONES[report.state]}>{STATE_LABELS[report.state]}</Badge>
        <ReportedThing report={report} />
      </Head>
      <p>
        {REASON_LABELS[report.reason]}. {outcomeSentence(report.state, report.post !== null)}
      </p>
      <span>
        {report.decidedAt ? <Trans>Decided {time}</Trans> : <Trans>Reported {time}</Trans>}
      </span>
    </Item>
  );
}

/** Settings > My reports (proposed GET /api/users/{id}/reports): each report and where it stands. */
export function MyReports({ userId }: { userId: Id }) {
  const { t } = useLingui();
  const reports = useMyReports(userId);
  if (reports.isPending)
    return (
      <div role="status">
        <span className="visually-hidden">
          <Trans>Loading your reports...</Trans>
        </span>
        <Skeleton $height="2.5em" />
      </div>
    );
  if (reports.data === undefined)
    return (
      <Alert onRetry={() => void reports.refetch()}>
        <Trans>Failed to load your reports. Please try again.</Trans>
      </Alert>
    );
  if (reports.data === null)
    return (
      <MutedText>
        <Trans>Your reports are not available on this server yet.</Trans>
      </MutedText>
    );
  if (reports.data.length === 0)
    return (
      <MutedText>
        <Trans>You have not reported anything.</Trans>
      </MutedText>
    );
  return (
    <ListStack aria-label={t`My reports`}>
      {reports.data.map((report) => (
        <ReportRow key={report.id} report={report} />
      ))}
    </ListStack>
  );
}
