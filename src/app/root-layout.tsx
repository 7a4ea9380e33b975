import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { PageSpinner } from '../components/page-spinner';
import { MAIN_CONTENT_ID } from '../lib/main-content';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[3]}px;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  &:focus {
    top: ${({ theme }) => theme.space[3]}px;
  }
`;

/** Every page: the skip link first in tab order, the routed screen, scroll restored on back. */
export function RootLayout() {
  return (
    <>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>
        <Trans>Skip to content</Trans>
      </SkipLink>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
