import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FiCheck, FiInbox, FiX } from 'react-icons/fi';
import styled from 'styled-components';
import type { GroupDetail, UserSummary } from '../../api/types';
import { Button } from '../../components/button';
import { CardTitle, ListStack, MutedText, Row, Stack } from '../../components/card';
import { Dialog } from '../../components/dialog';
import { PersonLine } from '../../components/person-line';
import { formatCount } from '../../lib/text';
import { useJoinRequest } from './use-join-requests';

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  > :first-child {
    flex: 1 1 180px;
  }
`;

const Empty = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function RequestItem({ group, requester }: { group: GroupDetail; requester: UserSummary }) {
  const { t } = useLingui();
  const { answer, running } = useJoinRequest(group.id);
  const name = requester.fullName;
  return (
    <Item>
      <PersonLine
        name={requester.fullName}
        image={requester.profileImage}
        subtitle={requester.society?.name ?? `@${requester.username}`}
        to={`/profile/${requester.id}`}
      />
      <Button
        size="sm"
        icon={<FiCheck aria-hidden />}
        pending={running === 'approve'}
        disabled={running !== null}
        aria-label={t`Approve ${name}`}
        onClick={() => answer(requester, 'approve')}
      >
        <Trans>Approve</Trans>
      </Button>
      <Button
        size="sm"
        variant="outline"
        icon={<FiX aria-hidden />}
        pending={running === 'decline'}
        disabled={running !== null}
        aria-label={t`Decline ${name}`}
        onClick={() => answer(requester, 'decline')}
      >
        <Trans>Decline</Trans>
      </Button>
    </Item>
  );
}

/**
 * The admin's Settings (docs/product.md#roles-and-permissions): the group at a glance and its
 * pending join requests.
 */
export function GroupAdminDialog({
  group,
  open,
  onClose,
}: {
  group: GroupDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const requests = group.pendingRequests;
  const requestCount = requests.length;
  const memberCount = group.memberCount;
  const members = formatCount(memberCount);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} title={t`Group settings`} description={group.name}>
      <Stack $gap={4}>
        <MutedText>
          {group.isPrivate
            ? t`Private group · ${plural(memberCount, { one: `${members} member`, other: `${members} members` })}. You are the admin, so you cannot leave it.`
            : t`Public group · ${plural(memberCount, { one: `${members} member`, other: `${members} members` })}. You are the admin, so you cannot leave it.`}
        </MutedText>
        <section aria-labelledby={titleId}>
          <CardTitle as="h3" id={titleId}>
            <Trans>Join requests ({requestCount})</Trans>
          </CardTitle>
          {requests.length === 0 ? (
            <Empty>
              <FiInbox aria-hidden />
              {group.isPrivate
                ? t`No pending join requests.`
                : t`Public groups need no approval: anyone can join.`}
            </Empty>
          ) : (
            <ListStack>
              {requests.map((requester) => (
                <RequestItem key={requester.id} group={group} requester={requester} />
              ))}
            </ListStack>
          )}
        </section>
        <Row $justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </Row>
      </Stack>
    </Dialog>
  );
}
