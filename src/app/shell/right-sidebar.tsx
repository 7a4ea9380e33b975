import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FiTrendingUp } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { UserSummary } from '../../api/types';
import { Button } from '../../components/button';
import { Card, CardTitle, MutedText } from '../../components/card';
import { PersonLine } from '../../components/person-line';
import { Skeleton } from '../../components/skeleton';
import { useViewer } from '../../features/auth';
import { useFollow, useSuggestedPeople } from '../../features/follows';

// Sample figures kept as written, not counted
// (docs/decisions.md#marketing-figures-stay-fixed-known-values-come-from-the-data).
const CITY_TRENDS = [
  { tag: 'WaterSupply', posts: 124 },
  { tag: 'CommunityCleanup', posts: 89 },
  { tag: 'SecurityUpdate', posts: 67 },
];
const COMMUNITY_STATS = [
  { label: msg`Active Societies`, value: '2,847' },
  { label: msg`Total Users`, value: '45,621' },
  { label: msg`Posts Today`, value: '1,234' },
];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const TrendLink = styled(Link)`
  display: flex;
  flex-direction: column;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  strong {
    color: ${({ theme }) => theme.colors.hashtag};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

const Stats = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]}px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

function FollowSuggestion({ person }: { person: UserSummary }) {
  const { t } = useLingui();
  return (
    <li>
      <PersonLine
        name={person.fullName}
        image={person.profileImage}
        subtitle={person.society?.name ?? t`Unknown Society`}
        to={`/profile/${person.id}`}
        size={36}
        action={<FollowButton person={person} />}
      />
    </li>
  );
}

function FollowButton({ person }: { person: UserSummary }) {
  const follow = useFollow(person.id);
  const { t } = useLingui();
  const name = person.fullName;
  return (
    <Button
      size="sm"
      variant={follow.isSuccess ? 'outline' : 'secondary'}
      pending={follow.isPending}
      disabled={follow.isSuccess}
      onClick={() => follow.mutate(true)}
      aria-label={follow.isSuccess ? t`Following ${name}` : t`Follow ${name}`}
    >
      {follow.isSuccess ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
    </Button>
  );
}

function PeopleYouMayKnow() {
  const viewer = useViewer();
  // A follow refreshes the suggestions: the person followed makes room for the next one.
  const suggestions = useSuggestedPeople(viewer.id);
  return (
    <Card aria-labelledby="people-title">
      <CardTitle id="people-title">
        <Trans>People You May Know</Trans>
      </CardTitle>
      {suggestions.isPending && <Skeleton $height="120px" />}
      {suggestions.isError && (
        <MutedText>
          <Trans>Suggestions are not available right now.</Trans>
        </MutedText>
      )}
      {suggestions.data?.length === 0 && (
        <MutedText>
          <Trans>You follow everyone we would suggest.</Trans>
        </MutedText>
      )}
      {suggestions.data && suggestions.data.length > 0 && (
        <List>
          {suggestions.data.map((person) => (
            <FollowSuggestion key={person.id} person={person} />
          ))}
        </List>
      )}
    </Card>
  );
}

/** The right sidebar, on wide screens (docs/product.md#signed-in-shell). */
export function RightSidebar() {
  const { t } = useLingui();
  return (
    <>
      <Card aria-labelledby="trends-title">
        <CardTitle id="trends-title">
          <FiTrendingUp
            aria-hidden
            style={{ display: 'inline', marginRight: 6, verticalAlign: '-2px' }}
          />
          <Trans>Trending in Your City</Trans>
        </CardTitle>
        <List>
          {CITY_TRENDS.map(({ tag, posts }) => (
            <li key={tag}>
              <TrendLink to={`/explore?tag=${tag}`}>
                <strong>#{tag}</strong>
                <span>
                  <Trans>{posts} posts</Trans>
                </span>
              </TrendLink>
            </li>
          ))}
        </List>
      </Card>
      <PeopleYouMayKnow />
      <Card aria-labelledby="stats-title">
        <CardTitle id="stats-title">
          <Trans>Community Stats</Trans>
        </CardTitle>
        <Stats>
          {COMMUNITY_STATS.map((stat) => (
            <div key={stat.value}>
              <dt>{t(stat.label)}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </Stats>
      </Card>
    </>
  );
}
