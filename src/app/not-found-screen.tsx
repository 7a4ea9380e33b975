import { Trans } from '@lingui/react/macro';
import { FiAlertTriangle } from 'react-icons/fi';
import styled from 'styled-components';
import { ButtonLink } from '../components/button';
import { Card } from '../components/card';
import { MAIN_CONTENT_ID } from '../lib/main-content';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space[4]}px;
`;

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 440px;
  h1 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  svg {
    color: ${({ theme }) => theme.colors.danger};
    width: 28px;
    height: 28px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Any path the router does not know (docs/product.md#route-table). */
export function NotFoundScreen() {
  return (
    <Page id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Box>
        <h1>
          <FiAlertTriangle aria-hidden />
          <Trans>404 Page Not Found</Trans>
        </h1>
        <p>
          <Trans>Did you forget to add the page to the router?</Trans>
        </p>
        <ButtonLink to="/">
          <Trans>Go to Home</Trans>
        </ButtonLink>
      </Box>
    </Page>
  );
}
