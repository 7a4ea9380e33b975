import { Trans } from '@lingui/react/macro';
import { FiAlertOctagon } from 'react-icons/fi';
import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../components/button';
import { Card, Row } from '../components/card';
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

/** A route that crashed shows this instead of a blank page, with a way back (issue: reliability). */
export function RouteError() {
  const error = useRouteError();
  console.error('A screen failed to render', error);
  return (
    <Page id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Box role="alert">
        <h1>
          <FiAlertOctagon aria-hidden />
          <Trans>Something went wrong</Trans>
        </h1>
        <p>
          <Trans>This page could not be shown. Your other pages and drafts are safe.</Trans>
        </p>
        <Row $gap={2} $wrap>
          <Button onClick={() => window.location.reload()}>
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
