import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FiCalendar, FiSettings, FiShare2, FiTag } from 'react-icons/fi';
import styled from 'styled-components';
import type { GroupDetail } from '../../api/types';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { useToast } from '../../components/toast';
import { fullDate, timeAgo } from '../../lib/dayjs';
import { withBase } from '../../lib/urls';
import { useAuth } from '../auth';
import { GroupAdminDialog } from './group-admin-dialog';
import { GroupCover } from './group-cover';
import { MemberCount, PrivacyLabel, SocietyBadge } from './group-labels';
import { MembershipButton } from './membership-button';

const Box = styled.section`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]}px;
  }
`;

const Name = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Created = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The group page's header: who and what the group is, and what the viewer can do with it. */
export function GroupHeader({ group }: { group: GroupDetail }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const toast = useToast();
  const nameId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const isAdmin = user !== null && group.adminId === user.id;
  const created = timeAgo(group.createdAt);

  async function share() {
    const url = new URL(withBase(`/group/${group.id}`), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: t`Link copied`,
        description: t`The link to this group is on your clipboard.`,
      });
    } catch {
      toast({ title: t`Share this group`, description: url });
    }
  }

  return (
    <Box aria-labelledby={nameId}>
      <GroupCover group={group} height={160} />
      <Body>
        <Name id={nameId}>{group.name}</Name>
        <Meta>
          <PrivacyLabel isPrivate={group.isPrivate} />
          <SocietyBadge society={group.society} />
          {/* The group's own word, as its admin wrote it: never translated. */}
          <Badge translate="no">
            <FiTag aria-hidden />
            {group.category}
          </Badge>
          <MemberCount group={group} />
          <Created>
            <FiCalendar aria-hidden />
            <time dateTime={group.createdAt} title={fullDate(group.createdAt)}>
              <Trans>Created {created}</Trans>
            </time>
          </Created>
        </Meta>
        <p>{group.description}</p>
        <Actions>
          <MembershipButton group={group} place="page" size="md" describedBy={nameId} />
          <Button variant="outline" icon={<FiShare2 aria-hidden />} onClick={() => void share()}>
            <Trans>Share</Trans>
          </Button>
          {isAdmin && (
            <Button
              variant="outline"
              icon={<FiSettings aria-hidden />}
              onClick={() => setSettingsOpen(true)}
            >
              <Trans>Settings</Trans>
              {group.pendingRequests.length > 0 && (
                <Badge $tone="danger">
                  {group.pendingRequests.length}
                  <span className="visually-hidden"> {t`pending`}</span>
                </Badge>
              )}
            </Button>
          )}
        </Actions>
      </Body>
      {isAdmin && (
        <GroupAdminDialog
          group={group}
          open={settingsOpen}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </Box>
  );
}
