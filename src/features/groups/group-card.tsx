import { useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { FiActivity, FiTag } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Group } from '../../api/types';
import { Badge } from '../../components/badge';
import { AvatarStack } from './avatar-stack';
import { GroupCover } from './group-cover';
import { MemberCount, PrivacyLabel, SocietyBadge } from './group-labels';
import { MembershipButton } from './membership-button';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[4]}px;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

const Description = styled.p`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Activity = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex-shrink: 0;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  > :last-child {
    margin-left: auto;
  }
`;

/** A group in the Groups grid: what it is, who is in it, and the membership button. */
function GroupCardView({ group }: { group: Group }) {
  const { t } = useLingui();
  const titleId = useId();
  const activity = group.recentActivity[0];
  return (
    <Article aria-labelledby={titleId}>
      <GroupCover group={group} height={96} />
      <Body>
        <Title id={titleId}>
          <Link to={`/group/${group.id}`}>{group.name}</Link>
        </Title>
        <Meta>
          <PrivacyLabel isPrivate={group.isPrivate} />
          <MemberCount group={group} />
        </Meta>
        <Badges>
          <SocietyBadge society={group.society} />
          {/* The group's own word, as its admin wrote it: never translated. */}
          <Badge translate="no">
            <FiTag aria-hidden />
            {group.category}
          </Badge>
        </Badges>
        <Description>{group.description}</Description>
        {activity && (
          <Activity>
            <FiActivity aria-hidden />
            <span>
              <span className="visually-hidden">{t`Recent activity:`} </span>
              {activity}
            </span>
          </Activity>
        )}
        <Footer>
          <AvatarStack members={group.memberPreview} memberCount={group.memberCount} />
          <MembershipButton group={group} place="card" describedBy={titleId} />
        </Footer>
      </Body>
    </Article>
  );
}

export const GroupCard = memo(GroupCardView);
