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

/**
 * "Serving Vasundhara Greens" or "Serving every society". Not the member's title: a title is data
 * that often names the society already ("Society Manager, Vasundhara Greens"), and stays in the
 * language it was written in.
 */
export function servingText({ societyId }: Pick<CareTeamRole, 'societyId'>): string {
  if (societyId === null) return i18n._(msg`Serving every society`);
  const society = SAMPLE_SOCIETIES[societyId - 1]?.name ?? i18n._(msg`society ${societyId}`);
  return i18n._(msg`Serving ${society}`);
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
