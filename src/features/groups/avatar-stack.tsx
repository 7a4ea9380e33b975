import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { UserSummary } from '../../api/types';
import { Avatar } from '../../components/avatar';

/** The stack shows up to four members, then '+n' for the rest. */
export const STACK_SIZE = 4;

const Stack = styled.div`
  display: flex;
  align-items: center;
  > * {
    margin-left: -8px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
    border-radius: 50%;
  }
  > *:first-child {
    margin-left: 0;
  }
`;

const More = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 32px;
  height: 32px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill} !important;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Faces of the first members, then how many more there are. */
export function AvatarStack({
  members,
  memberCount,
}: {
  members: UserSummary[];
  memberCount: number;
}) {
  const { t } = useLingui();
  const shown = members.slice(0, STACK_SIZE);
  const others = Math.max(memberCount - shown.length, 0);
  if (shown.length === 0) return null;
  const listed = shown.map((member) => member.fullName).join(', ');
  return (
    <Stack
      role="img"
      aria-label={
        others > 0 ? t`Members include ${listed} and ${others} more` : t`Members: ${listed}`
      }
    >
      {shown.map((member) => (
        <Avatar key={member.id} name={member.fullName} src={member.profileImage} size={32} />
      ))}
      {others > 0 && <More>+{others}</More>}
    </Stack>
  );
}
