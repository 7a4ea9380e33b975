import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FiLock, FiMapPin, FiUsers } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Group, HashtagSummary, Society, UserSummary } from '../../api/types';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/badge';
import { PersonLine } from '../../components/person-line';
import { formatCount } from '../../lib/text';
import { ResultList, ResultSection } from './result-section';

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 48px;
  padding: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

const PersonItem = styled.li`
  padding: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 18px;
    height: 18px;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    overflow-wrap: anywhere;
  }
`;

const Sub = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Members = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  svg {
    width: 12px;
    height: 12px;
  }
`;

const Chip = styled(Link)`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  max-width: 100%;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.hashtag};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export function ResidentResults({ users }: { users: UserSummary[] }) {
  const { t } = useLingui();
  return (
    <ResultSection title={t`Residents`} count={users.length}>
      <ResultList>
        {users.map((user) => (
          <PersonItem key={user.id}>
            <PersonLine
              name={user.fullName}
              image={user.profileImage}
              to={`/profile/${user.id}`}
              subtitle={
                user.society
                  ? `@${user.username} · ${user.society.name}, ${user.society.city}`
                  : `@${user.username}`
              }
            />
          </PersonItem>
        ))}
      </ResultList>
    </ResultSection>
  );
}

/** A society has no page of its own: it opens Explore narrowed to that society. */
export function SocietyResults({ societies }: { societies: Society[] }) {
  const { t } = useLingui();
  return (
    <ResultSection title={t`Societies`} count={societies.length}>
      <ResultList>
        {societies.map((society) => (
          <li key={society.id}>
            <Row to={`/explore?society=${society.id}`}>
              <Icon>
                <FiMapPin aria-hidden />
              </Icon>
              <Text>
                <strong>{society.name}</strong>
                <Sub>
                  {society.city}, {society.state}
                </Sub>
              </Text>
            </Row>
          </li>
        ))}
      </ResultList>
    </ResultSection>
  );
}

export function HashtagResults({ hashtags }: { hashtags: HashtagSummary[] }) {
  const { t } = useLingui();
  return (
    <ResultSection title={t`Hashtags`} count={hashtags.length}>
      <ResultList $inline>
        {hashtags.map((hashtag) => {
          const postCount = hashtag.postCount;
          const posts = formatCount(postCount);
          return (
            <li key={hashtag.tag}>
              <Chip to={`/explore?tag=${encodeURIComponent(hashtag.tag)}`}>
                #{hashtag.tag}
                <span>
                  {t`${plural(postCount, { one: `${posts} post`, other: `${posts} posts` })}`}
                </span>
              </Chip>
            </li>
          );
        })}
      </ResultList>
    </ResultSection>
  );
}

export function GroupResults({ groups }: { groups: Group[] }) {
  const { t } = useLingui();
  return (
    <ResultSection title={t`Groups`} count={groups.length}>
      <ResultList>
        {groups.map((group) => {
          const memberCount = group.memberCount;
          const members = formatCount(memberCount);
          return (
            <li key={group.id}>
              <Row to={`/group/${group.id}`}>
                <Avatar name={group.name} src={group.avatar ?? group.coverImage} size={40} />
                <Text>
                  <strong>{group.name}</strong>
                  <Sub>
                    <span>{group.society ?? t`Builder-wide`}</span>
                    <span aria-hidden>·</span>
                    <Members>
                      <FiUsers aria-hidden />
                      {t`${plural(memberCount, { one: `${members} member`, other: `${members} members` })}`}
                    </Members>
                    {group.isPrivate && (
                      <Badge>
                        <FiLock aria-hidden />
                        <Trans>Private</Trans>
                      </Badge>
                    )}
                  </Sub>
                </Text>
              </Row>
            </li>
          );
        })}
      </ResultList>
    </ResultSection>
  );
}
