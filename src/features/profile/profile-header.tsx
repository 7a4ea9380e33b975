import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FiBriefcase, FiClock, FiMapPin } from 'react-icons/fi';
import styled from 'styled-components';
import type { User } from '../../api/types';
import { Avatar } from '../../components/avatar';
import { PostText } from '../../components/post-text';
import { Card } from '../../components/card';
import { yearsText } from './profile-ref';
import { formatCount } from '../../lib/text';

// The actions sit beside the name when both fit, and wrap below it when they do not.
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Identity = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: center;
  flex: 1 1 300px;
  min-width: 0;
`;

const Names = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.font.size.xxl};
    }
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

// The bio reads as a post does: its web links, #tags and @mentions are links.
const Bio = styled.div`
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: ${({ theme }) => theme.space[3]}px 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(var(--columns), 1fr);
  margin: ${({ theme }) => theme.space[4]}px 0 0;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  div {
    display: flex;
    flex-direction: column-reverse;
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export interface ProfileStat {
  label: string;
  /** Null while it is still being counted. */
  value: number | null;
}

export type ProfileHeaderUser = Pick<
  User,
  | 'fullName'
  | 'username'
  | 'profileImage'
  | 'bio'
  | 'society'
  | 'yearsLived'
  | 'yearsLiving'
  | 'careTeam'
>;

/**
 * The profile header (docs/product.md#profile): picture or initials, names, bio, society and city,
 * years, counts. A care team member who lives in no society shows their title in place of the
 * society and the years: "No society yet" and "1 year as a resident" would be untrue of them.
 */
export function ProfileHeader({
  user,
  stats,
  actions,
}: {
  user: ProfileHeaderUser;
  stats: ProfileStat[];
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const society = user.society;
  const careTeam = user.careTeam ?? null;
  return (
    <Card aria-label={t`Profile`}>
      <Top>
        <Identity>
          <Avatar name={user.fullName} src={user.profileImage} size={88} />
          <Names>
            <h1>{user.fullName}</h1>
            <Muted>@{user.username}</Muted>
          </Names>
        </Identity>
        {actions && <Actions>{actions}</Actions>}
      </Top>
      {user.bio && (
        <Bio>
          <PostText content={user.bio} />
        </Bio>
      )}
      <Facts>
        {careTeam && (
          <li>
            <FiBriefcase aria-hidden />
            {careTeam.title}
          </li>
        )}
        {(society || !careTeam) && (
          <>
            <li>
              <FiMapPin aria-hidden />
              {society ? `${society.name}, ${society.city}` : t`No society yet`}
            </li>
            <li>
              <FiClock aria-hidden />
              {yearsText(user.yearsLiving ?? user.yearsLived, society?.name)}
            </li>
          </>
        )}
      </Facts>
      <Stats style={{ ['--columns' as string]: stats.length }}>
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value === null ? '…' : formatCount(stat.value)}</dd>
          </div>
        ))}
      </Stats>
    </Card>
  );
}
