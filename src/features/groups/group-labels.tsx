import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FiGlobe, FiHome, FiLock, FiUsers } from 'react-icons/fi';
import styled from 'styled-components';
import type { Group } from '../../api/types';
import { Badge } from '../../components/badge';
import { formatCount } from '../../lib/text';

const Privacy = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg {
    flex-shrink: 0;
  }
`;

/** Public or Private, always as a word beside the icon (colour and shape alone say nothing). */
export function PrivacyLabel({ isPrivate }: { isPrivate: boolean }) {
  const { t } = useLingui();
  return (
    <Privacy>
      {isPrivate ? <FiLock aria-hidden /> : <FiGlobe aria-hidden />}
      {isPrivate ? t`Private` : t`Public`}
    </Privacy>
  );
}

/**
 * The group's society, or 'Builder-wide' for a group of every society (society null:
 * docs/product.md#entities).
 */
export function SocietyBadge({ society }: { society: string | null }) {
  return society === null ? (
    <Badge $tone="accent">
      <FiGlobe aria-hidden />
      <Trans>Builder-wide</Trans>
    </Badge>
  ) : (
    <Badge $tone="primary" title={society}>
      <FiHome aria-hidden />
      {society}
    </Badge>
  );
}

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function MemberCount({ group }: { group: Pick<Group, 'memberCount'> }) {
  const { t } = useLingui();
  const memberCount = group.memberCount;
  const members = formatCount(memberCount);
  return (
    <Count>
      <FiUsers aria-hidden />
      {t`${plural(memberCount, { one: `${members} member`, other: `${members} members` })}`}
    </Count>
  );
}
