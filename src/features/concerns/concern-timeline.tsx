import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { isEndpointMissing } from '../../api/client';
import { concernTimelineQueryOptions } from '../../api/concerns';
import type { Concern, Id } from '../../api/types';
import { Alert } from '../../components/alert';
import { Badge } from '../../components/badge';
import { Skeleton } from '../../components/skeleton';
import { Panel, WrittenText } from './panel-styles';
import { timelineEntries } from './timeline-entries';
import { TimeAgo } from '../../components/time-ago';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space[4]}px;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

const Item = styled.li<{ $official: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
  ${({ $official, theme }) =>
    $official &&
    css`
      padding: ${theme.space[3]}px;
      background: ${theme.colors.primarySoft};
      border-left: 4px solid ${theme.colors.primary};
      border-radius: ${theme.radii.md};
    `}
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const Title = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The concern's whole story, oldest first; nothing where the server keeps no timeline. */
export function ConcernTimeline({ postId, concern }: { postId: Id; concern: Concern }) {
  // Its texts come from plain functions: this re-renders it when the language changes.
  useLingui();
  const headingId = useId();
  const query = useQuery(concernTimelineQueryOptions(postId));
  // The post was just read: a 404 of its timeline is the route's, on a server that keeps none.
  if (query.isError && isEndpointMissing(query.error, { recordExists: true })) return null;
  let body;
  if (query.isPending)
    body = (
      <div role="status">
        <span className="visually-hidden">
          <Trans>Loading the timeline...</Trans>
        </span>
        <Skeleton $height="64px" />
      </div>
    );
  else if (query.data === undefined)
    body = (
      <Alert onRetry={() => void query.refetch()}>
        <Trans>Failed to load the timeline. Please try again.</Trans>
      </Alert>
    );
  else
    body = (
      <List>
        {timelineEntries(query.data, concern).map((entry) => (
          <Item key={entry.key} $official={entry.official}>
            <Title>
              {entry.title}
              {entry.official && (
                <Badge $tone="primary">
                  <Trans>Care team</Trans>
                </Badge>
              )}
            </Title>
            {entry.text && <WrittenText>{entry.text}</WrittenText>}
            <TimeAgo at={entry.at} />
          </Item>
        ))}
      </List>
    );
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Timeline</Trans>
      </h2>
      {body}
    </Panel>
  );
}
