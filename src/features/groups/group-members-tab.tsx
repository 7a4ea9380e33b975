import { Trans, useLingui } from '@lingui/react/macro';
import { FiShield, FiUsers } from 'react-icons/fi';
import styled from 'styled-components';
import type { GroupDetail } from '../../api/types';
import { Badge } from '../../components/badge';
import { EmptyState } from '../../components/empty-state';
import { PersonLine } from '../../components/person-line';
import { timeAgo } from '../../lib/dayjs';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  li {
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The members, the admin first with an Admin badge (docs/product.md#groups-and-membership). */
export function GroupMembersTab({ group }: { group: GroupDetail }) {
  const { t } = useLingui();
  const members = [...group.membersList].sort(
    (a, b) => Number(b.role === 'admin') - Number(a.role === 'admin'),
  );
  if (members.length === 0) {
    return (
      <EmptyState
        icon={<FiUsers aria-hidden />}
        title={t`No members to show`}
        description={t`The members of this group are not available right now.`}
        headingLevel={2}
      />
    );
  }
  const name = group.name;
  return (
    <List aria-label={t`Members of ${name}`}>
      {members.map(({ user, role, joinedAt }) => {
        const joined = timeAgo(joinedAt);
        return (
          <li key={user.id}>
            <PersonLine
              name={user.fullName}
              image={user.profileImage}
              to={`/profile/${user.id}`}
              subtitle={[user.society?.name, t`joined ${joined}`].filter(Boolean).join(' · ')}
              action={
                role === 'admin' || user.id === group.adminId ? (
                  <Badge $tone="primary">
                    <FiShield aria-hidden />
                    <Trans>Admin</Trans>
                  </Badge>
                ) : undefined
              }
            />
          </li>
        );
      })}
    </List>
  );
}
