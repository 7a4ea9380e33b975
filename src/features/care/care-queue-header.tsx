import styled from 'styled-components';
import type { User } from '../../api/types';
import { MutedText, PageTitle } from '../../components/card';
import { SAMPLE_SOCIETIES } from '../../lib/societies';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

type CareRole = NonNullable<User['careTeam']>;

/** "Society manager, serving Vasundhara Greens" or "Care head, serving every society". */
export function servingText({ title, societyId }: CareRole): string {
  if (societyId === null) return `${title}, serving every society`;
  const society = SAMPLE_SOCIETIES[societyId - 1]?.name ?? `society ${societyId}`;
  return `${title}, serving ${society}`;
}

/** The page's title and, for the care team, whom they serve. */
export function CareQueueHeader({ careRole }: { careRole: CareRole | null }) {
  return (
    <Header>
      <PageTitle>Care queue</PageTitle>
      {careRole && <MutedText>{servingText(careRole)}</MutedText>}
    </Header>
  );
}
