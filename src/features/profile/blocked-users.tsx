import { Trans, useLingui } from '@lingui/react/macro';
import { FiSlash } from 'react-icons/fi';
import styled from 'styled-components';
import type { BlockedUser, Id } from '../../api/types';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ListStack, MutedText } from '../../components/card';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/avatar';
import { Skeleton } from '../../components/skeleton';
import { fullDate, timeAgo } from '../../lib/dayjs';
import { useBlock } from './use-block';
import { useBlockedUsers } from './use-profile-data';

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

// Name, handle, society and date may wrap on a phone: all four matter here.
const Who = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function BlockedRow({ person }: { person: BlockedUser }) {
  const block = useBlock({ ...person, profileImage: null });
  const { t } = useLingui();
  const society = person.society?.name;
  const name = person.fullName;
  const ago = timeAgo(person.blockedAt);
  return (
    <Item>
      <Avatar name={person.fullName} size={40} />
      <Who>
        <Link to={`/profile/${person.id}`}>{person.fullName}</Link>
        <span>
          @{person.username}
          {society && ` · ${society}`}
        </span>
        <span>
          <Trans>
            Blocked{' '}
            <time dateTime={person.blockedAt} title={fullDate(person.blockedAt)}>
              {ago}
            </time>
          </Trans>
        </span>
      </Who>
      <Button
        size="sm"
        variant="outline"
        icon={<FiSlash aria-hidden />}
        pending={block.isPending}
        aria-label={t`Unblock ${name}`}
        onClick={() => block.mutate(false)}
      >
        <Trans>Unblock</Trans>
      </Button>
    </Item>
  );
}

/** Settings > Blocked Users (proposed GET /api/users/{id}/blocked), each with Unblock. */
export function BlockedUsers({ userId }: { userId: Id }) {
  const { t } = useLingui();
  const blocked = useBlockedUsers(userId);
  if (blocked.isPending) {
    return (
      <div role="status">
        <span className="visually-hidden">
          <Trans>Loading blocked users...</Trans>
        </span>
        <Skeleton $height="2.5em" />
      </div>
    );
  }
  if (blocked.data === undefined) {
    return (
      <Alert onRetry={() => void blocked.refetch()}>
        <Trans>Failed to load blocked users. Please try again.</Trans>
      </Alert>
    );
  }
  if (blocked.data === null) {
    return (
      <MutedText>
        <Trans>Blocking is not available on this server yet.</Trans>
      </MutedText>
    );
  }
  if (blocked.data.length === 0)
    return (
      <MutedText>
        <Trans>You have not blocked anyone.</Trans>
      </MutedText>
    );
  return (
    <ListStack aria-label={t`Blocked users`}>
      {blocked.data.map((person) => (
        <BlockedRow key={person.id} person={person} />
      ))}
    </ListStack>
  );
}
