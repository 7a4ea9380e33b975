import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import { BrandMark } from '../../components/brand';
import { DockedDemoLauncher } from '../../components/demo-launcher';
import { LanguageToggle } from '../../components/language-toggle';
import { Card, Row } from '../../components/card';

const Page = styled.main`
  min-height: 100dvh;
  display: grid;
  /* minmax(0, ...): the panel narrows with the screen instead of keeping its content's width. */
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  background:
    radial-gradient(
      circle at 15% 10%,
      ${({ theme }) => theme.colors.primarySoft} 0,
      transparent 45%
    ),
    radial-gradient(
      circle at 90% 90%,
      ${({ theme }) => theme.colors.accentSoft} 0,
      transparent 40%
    ),
    ${({ theme }) => theme.colors.background};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 460px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[8]}px;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** At the row's end, also when a narrow card wraps it under the brand. */
const EndOfRow = styled(Row)`
  margin-left: auto;
`;

const HomeLink = styled(Link)`
  align-self: flex-start;
  text-decoration: none;
  color: inherit;
`;

/** The frame of the sign-in and sign-up pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Page id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Panel as="div">
        {/* The brand, and the language toggle at the other end: found before a word of the form.
            The demo's controls sit beside it, as in the landing's header: floating, their button
            covered the card's corner on a phone. */}
        <Row $justify="space-between" $wrap>
          <HomeLink to="/">
            <BrandMark />
          </HomeLink>
          <EndOfRow $gap={1}>
            <LanguageToggle />
            <DockedDemoLauncher />
          </EndOfRow>
        </Row>
        <Heading>
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </Heading>
        {children}
      </Panel>
    </Page>
  );
}
