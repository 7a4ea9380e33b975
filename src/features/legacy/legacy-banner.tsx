import { Trans } from '@lingui/react/macro';
import { FiArrowRight, FiClock } from 'react-icons/fi';
import styled from 'styled-components';
import { ButtonLink } from '../../components/button';

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  > svg {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.warning};
  }
  > p {
    flex: 1 1 220px;
  }
`;

/**
 * Tops every older screen
 * (docs/decisions.md#one-canonical-screen-per-route-older-variants-on-their-own-routes): says it is
 * an older version and links to the current one. Plain text, not a live region: it is read in page
 * order, not announced.
 */
export function LegacyBanner({
  screen,
  to,
}: {
  /** The screen's name, in the reader's language. */
  screen: string;
  to: string;
}) {
  return (
    <Banner>
      <FiClock aria-hidden />
      <p>
        <Trans>
          <strong>Older version.</strong> You are looking at an older version of {screen}, kept for
          reference.
        </Trans>
      </p>
      <ButtonLink to={to} variant="outline" size="sm" icon={<FiArrowRight aria-hidden />}>
        <Trans>Go to the current {screen}</Trans>
      </ButtonLink>
    </Banner>
  );
}
