import { Trans } from '@lingui/react/macro';
import { useId, type MouseEvent } from 'react';
import { FiArrowDown, FiArrowRight, FiCheckCircle, FiUserPlus } from 'react-icons/fi';
import styled from 'styled-components';
import { buttonStyles, ButtonLink } from '../../components/button';
import { BUILDER_NAME } from '../../lib/demo';
import { HeroIllustration } from './hero-illustration';

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]}px;
  align-items: center;
  padding: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[4]}px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
    gap: ${({ theme }) => theme.space[8]}px;
    padding: ${({ theme }) => theme.space[9]}px 0 ${({ theme }) => theme.space[6]}px;
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Eyebrow = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Headline = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  letter-spacing: -0.01em;
  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.hero};
  }
  ${({ theme }) => theme.media.lg} {
    font-size: calc(${({ theme }) => theme.font.size.hero} * 1.25);
  }
  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Lead = styled.p`
  max-width: 36em;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[2]}px;
  ${({ theme }) => theme.media.belowMd} {
    > * {
      flex: 1 1 220px;
    }
  }
`;

const AnchorButton = styled.a<{ $variant: 'outline'; $size: 'lg' }>`
  ${buttonStyles}
`;

const Points = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[5]}px;
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
  }
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Art = styled.div`
  max-width: 280px;
  width: 100%;
  justify-self: center;
  ${({ theme }) => theme.media.sm} {
    max-width: 400px;
  }
  ${({ theme }) => theme.media.md} {
    max-width: 480px;
  }
`;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The hero: what the product is for, and the two ways in. */
export function LandingHero({ signedIn, concernsId }: { signedIn: boolean; concernsId: string }) {
  const titleId = useId();
  // In-page jump that also moves focus, so keyboard and screen-reader users land there too.
  function browse(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(concernsId);
    if (!target) return;
    event.preventDefault();
    // CSS scroll-behavior does not reach a scripted scroll: ask the user's motion setting here.
    const still = window.matchMedia?.(REDUCED_MOTION).matches;
    target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }

  return (
    <Section aria-labelledby={titleId}>
      <Copy>
        <Eyebrow>
          <Trans>For {BUILDER_NAME} residents</Trans>
        </Eyebrow>
        <Headline id={titleId}>
          <Trans>
            Your society, <em>heard</em>.
          </Trans>
        </Headline>
        <Lead>
          <Trans>
            Raise concerns and share updates with the residents of {BUILDER_NAME} societies, from
            water timings and lift repairs to festival plans and weekend cricket.
          </Trans>
        </Lead>
        <Ctas>
          {signedIn ? (
            <ButtonLink to="/home" size="lg" icon={<FiArrowRight aria-hidden />}>
              <Trans>Go to Your Feed</Trans>
            </ButtonLink>
          ) : (
            <ButtonLink to="/register" size="lg" icon={<FiUserPlus aria-hidden />}>
              <Trans>Join Your Community</Trans>
            </ButtonLink>
          )}
          <AnchorButton $variant="outline" $size="lg" href={`#${concernsId}`} onClick={browse}>
            <FiArrowDown aria-hidden />
            <Trans>Browse Concerns</Trans>
          </AnchorButton>
        </Ctas>
        <Points>
          <li>
            <FiCheckCircle aria-hidden /> <Trans>Post to your society or builder-wide</Trans>
          </li>
          <li>
            <FiCheckCircle aria-hidden /> <Trans>Neighbours, groups and stories</Trans>
          </li>
          <li>
            <FiCheckCircle aria-hidden /> <Trans>Report anything inappropriate</Trans>
          </li>
        </Points>
      </Copy>
      <Art>
        <HeroIllustration />
      </Art>
    </Section>
  );
}
