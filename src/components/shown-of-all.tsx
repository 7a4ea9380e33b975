import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCount } from '../lib/text';
import { Stack } from './card';

const Footer = styled(Stack)`
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Beside a list that shows part of what it holds, on the side where more would come (below a
 * newest-first list, above comments): "Showing {shown} of {all}" (digits grouped as in every
 * count), then what shows more (`children`, a button). `notice` comes first: a failed page
 * says so above the count.
 */
export function ShownOfAll({
  shown: shownCount,
  all: allCount,
  notice,
  children,
}: {
  shown: number;
  all: number;
  notice?: ReactNode;
  children: ReactNode;
}) {
  const shown = formatCount(shownCount);
  const all = formatCount(allCount);
  return (
    <Footer $gap={2}>
      {notice}
      <span>
        <Trans>
          Showing {shown} of {all}
        </Trans>
      </span>
      {children}
    </Footer>
  );
}
