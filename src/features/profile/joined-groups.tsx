import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FiLock, FiUsers } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../../components/alert';
import { Badge } from '../../components/badge';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useJoinedGroups } from './use-profile-data';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const GroupLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  height: 100%;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    overflow-wrap: anywhere;
  }
`;

const Description = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The viewer's groups (proposed GET /api/groups?filter=joined), each opening its page. */
export function JoinedGroups() {
  const { t } = useLingui();
  const groups = useJoinedGroups();
  if (groups.isPending) {
    return (
      <div role="status">
        <span className="visually-hidden">
          <Trans>Loading groups...</Trans>
        </span>
        <Skeleton $height="4.5em" />
      </div>
    );
  }
  if (groups.data === undefined) {
    return (
      <Alert onRetry={() => void groups.refetch()}>
        <Trans>Failed to load your groups. Please try again.</Trans>
      </Alert>
    );
  }
  if (groups.data.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<FiUsers aria-hidden />}
        title={t`You have not joined any groups yet.`}
        description={t`Groups bring neighbours together around shared interests.`}
        action={
          <ButtonLink to="/groups">
            <Trans>Browse Groups</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return (
    <List aria-label={t`Your groups`}>
      {groups.data.map((group) => {
        // The count as written today (no grouping), inside a sentence Hindi can inflect.
        const count = group.memberCount;
        const members = String(count);
        return (
          <li key={group.id}>
            <GroupLink to={`/group/${group.id}`}>
              <strong>{group.name}</strong>
              <Description>{group.description}</Description>
              <Meta>
                <span>{group.society ?? t`Builder-wide`}</span>
                <span aria-hidden>·</span>
                <span>
                  {t`${plural(count, {
                    one: `${members} member`,
                    other: `${members} members`,
                  })}`}
                </span>
                {group.isPrivate && (
                  <Badge $tone="neutral">
                    <FiLock aria-hidden />
                    <Trans>Private</Trans>
                  </Badge>
                )}
              </Meta>
            </GroupLink>
          </li>
        );
      })}
    </List>
  );
}
