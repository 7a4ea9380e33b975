import { useId } from 'react';
import { FiCheck, FiInbox, FiX } from 'react-icons/fi';
import styled from 'styled-components';
import type { GroupDetail, UserSummary } from '../../api/types';
import { Button } from '../../components/button';
import { CardTitle, ListStack, MutedText, Row, Stack } from '../../components/card';
import { Dialog } from '../../components/dialog';
import { PersonLine } from '../../components/person-line';
import { countText } from '../../lib/text';
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
  const { answer, running } = useJoinRequest(group.id);
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
        aria-label={`Approve ${requester.fullName}`}
        onClick={() => answer(requester, 'approve')}
      >
        Approve
      </Button>
      <Button
        size="sm"
        variant="outline"
        icon={<FiX aria-hidden />}
        pending={running === 'decline'}
        disabled={running !== null}
        aria-label={`Decline ${requester.fullName}`}
        onClick={() => answer(requester, 'decline')}
      >
        Decline
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
  const requests = group.pendingRequests;
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} title="Group settings" description={group.name}>
      <Stack $gap={4}>
        <MutedText>
          {group.isPrivate ? 'Private' : 'Public'} group ·{' '}
          {countText(group.memberCount, 'member', 'members')}. You are the admin, so you cannot
          leave it.
        </MutedText>
        <section aria-labelledby={titleId}>
          <CardTitle as="h3" id={titleId}>
            Join requests ({requests.length})
          </CardTitle>
          {requests.length === 0 ? (
            <Empty>
              <FiInbox aria-hidden />
              {group.isPrivate
                ? 'No pending join requests.'
                : 'Public groups need no approval: anyone can join.'}
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
            Done
          </Button>
        </Row>
      </Stack>
    </Dialog>
  );
}
