import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import styled from 'styled-components';
import type { CareTeamRole } from '../../api/types';
import { MutedText, PageTitle } from '../../components/card';
import { SAMPLE_SOCIETIES } from '../../lib/societies';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

/** "Society manager, serving Vasundhara Greens" or "Care head, serving every society". */
export function servingText({ title, societyId }: CareTeamRole): string {
  if (societyId === null) return i18n._(msg`${title}, serving every society`);
  const society = SAMPLE_SOCIETIES[societyId - 1]?.name ?? i18n._(msg`society ${societyId}`);
  return i18n._(msg`${title}, serving ${society}`);
}

/** The page's title and, for the care team, whom they serve. */
export function CareQueueHeader({ careRole }: { careRole: CareTeamRole | null }) {
  // Its texts come from plain functions: this re-renders it when the language changes.
  useLingui();
  return (
    <Header>
      <PageTitle>
        <Trans>Care queue</Trans>
      </PageTitle>
      {careRole && <MutedText>{servingText(careRole)}</MutedText>}
    </Header>
  );
}
