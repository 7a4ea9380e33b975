import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FiAlertCircle, FiArrowLeft } from 'react-icons/fi';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../../api/client';
import type { GroupDetail } from '../../api/types';
import { isKnownMissing } from '../../api/proposed-routes';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { Tabs } from '../../components/tabs';
import { GroupHeader } from './group-header';
import { GroupMembersTab } from './group-members-tab';
import { GroupPostsTab } from './group-posts-tab';
import { parseGroupId, useGroup } from './use-groups';

type GroupTabValue = 'posts' | 'members';

const Back = styled.div`
  margin-left: -${({ theme }) => theme.space[3]}px;
`;

const HeaderSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding-bottom: ${({ theme }) => theme.space[5]}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  > span:not(:first-child) {
    margin: 0 ${({ theme }) => theme.space[5]}px;
  }
`;

function Loading() {
  return (
    <div role="status">
      <span className="visually-hidden">
        <Trans>Loading group...</Trans>
      </span>
      <HeaderSkeleton aria-hidden>
        <Skeleton $height="160px" />
        <Skeleton $width="50%" $height="1.75em" />
        <Skeleton $width="70%" />
        <Skeleton />
        <Skeleton $width="30%" $height="40px" />
      </HeaderSkeleton>
    </div>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<FiAlertCircle aria-hidden />}
      title={t`Group not found`}
      description={t`It may have been removed, or the link is incomplete.`}
      action={
        <ButtonLink to="/groups">
          <Trans>Browse groups</Trans>
        </ButtonLink>
      }
    />
  );
}

function GroupPage({ group }: { group: GroupDetail }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<GroupTabValue>('posts');
  return (
    <>
      <GroupHeader group={group} />
      <Tabs
        label={t`Group sections`}
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'posts', label: t`Posts`, count: group.postCount },
          { value: 'members', label: t`Members`, count: group.memberCount },
        ]}
      >
        {tab === 'posts' ? <GroupPostsTab group={group} /> : <GroupMembersTab group={group} />}
      </Tabs>
    </>
  );
}

/** /group/:id and /groups/:id: a group's page (proposed GET /api/groups/{id}). */
export default function GroupDetailScreen() {
  const id = parseGroupId(useParams().id);
  const query = useGroup(id);

  let body;
  if (id === null || (query.isError && isApiError(query.error, 404))) body = <NotFound />;
  else if (query.isPending) body = <Loading />;
  else if (query.data === undefined) {
    body = (
      <Alert onRetry={() => void query.refetch()}>
        <Trans>Failed to load the group. Please try again.</Trans>
      </Alert>
    );
  } else {
    body = (
      <>
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a route's name */}
        {isKnownMissing('GET /api/groups/{id}') && (
          <Alert tone="info">
            <Trans>
              This is a sample group: this server does not have groups yet, so you cannot join or
              post here.
            </Trans>
          </Alert>
        )}
        <GroupPage group={query.data} />
      </>
    );
  }

  return (
    <Stack $gap={4}>
      <Back>
        <ButtonLink to="/groups" variant="ghost" size="sm" icon={<FiArrowLeft aria-hidden />}>
          <Trans>All groups</Trans>
        </ButtonLink>
      </Back>
      {body}
    </Stack>
  );
}
