import { Trans } from '@lingui/react/macro';
import { FiAlertOctagon } from 'react-icons/fi';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../components/button';
import { Card, Row } from '../components/card';
import { PartLoadError } from '../lib/lazy-part';
import { MAIN_CONTENT_ID } from '../lib/main-content';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding: ${({ theme }) => theme.space[4]}px;
`;

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 480px;
  h1 {
    display: flex;
    gap: ${({ theme }) => theme.space[2]}px;
    align-items: center;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  svg {
    color: ${({ theme }) => theme.colors.danger};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * A route that crashed shows this instead of a blank page, with a way back (issue: reliability).
 * A screen whose code could not be loaded (offline, or a deploy replaced its file) says so, and
 * Try again loads it again in the page: a reload while offline would leave the app for the
 * browser's own offline page. `inShell`: shown inside the shell, whose main landmark holds it.
 */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const notLoaded = error instanceof PartLoadError;
  if (!notLoaded) console.error('A screen failed to render', error);
  const tryAgain = () => {
    if (!notLoaded) return window.location.reload();
    error.reload();
    // The same address as a new entry of the router's state: its error boundary clears, and
    // the screen mounts and loads its code again.
    void navigate({ pathname, search, hash }, { replace: true, state });
  };
  const landmark = inShell ? { as: 'div' as const } : { id: MAIN_CONTENT_ID, tabIndex: -1 };
  return (
    <Page {...landmark}>
      <Box role="alert">
        <h1>
          <FiAlertOctagon aria-hidden />
          {notLoaded ? (
            <Trans>This page could not be loaded</Trans>
          ) : (
            <Trans>Something went wrong</Trans>
          )}
        </h1>
        <p>
          {notLoaded ? (
            <Trans>
              Check your connection and try again. Your other pages and drafts are safe.
            </Trans>
          ) : (
            <Trans>This page could not be shown. Your other pages and drafts are safe.</Trans>
          )}
        </p>
        <Row $gap={2} $wrap>
          <Button onClick={tryAgain}>
            <Trans>Try again</Trans>
          </Button>
          <ButtonLink to="/" variant="outline">
            <Trans>Go to Home</Trans>
          </ButtonLink>
        </Row>
      </Box>
    </Page>
  );
}
