import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FiArrowLeft } from 'react-icons/fi';
import styled from 'styled-components';
import { BrandMark } from '../../components/brand';
import { ButtonLink } from '../../components/button';
import { MutedText, PageTitle } from '../../components/card';
import { Switch } from '../../components/switch';
import { useThemeMode } from '../../theme/theme-mode';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import { useAuth } from '../auth';
import { DemoStateRow } from './demo-state-row';
import { demoStates } from './demo-posts';

const Page = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[3]}px
    ${({ theme }) => theme.space[8]}px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]}px;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[6]}px
      ${({ theme }) => theme.space[9]}px;
  }
  &:focus {
    outline: none;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  max-width: 72ch;
`;

const ThemeBox = styled.div`
  max-width: 320px;
`;

/**
 * /demo-post-card: the post card in both variants and every state, side by side, for designers.
 * The cards are previews of fixed sample posts: their toggles change only the page.
 */
export default function PostCardDemoScreen() {
  const { t } = useLingui();
  const [states] = useState(() => demoStates());
  const { user } = useAuth();
  const theme = useThemeMode();
  return (
    <Page id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Top>
        <BrandMark />
        <ButtonLink to="/" variant="ghost" size="sm" icon={<FiArrowLeft aria-hidden />}>
          <Trans>Back to the app</Trans>
        </ButtonLink>
      </Top>
      <Intro>
        <PageTitle>
          <Trans>Post card demo</Trans>
        </PageTitle>
        <MutedText>
          <Trans>
            The post card in its two variants: the rich card of the current screens and the simple
            card of the older ones, in each state. Like, repost and save change only these cards;
            nothing is sent.
          </Trans>
        </MutedText>
        {!user && (
          <MutedText>
            <Trans>You are not signed in, so every card shows the logged-out state.</Trans>
          </MutedText>
        )}
        <ThemeBox>
          <Switch
            label={t`Dark Mode`}
            checked={theme.mode === 'dark'}
            onChange={(dark) => theme.setMode(dark ? 'dark' : 'light')}
          />
        </ThemeBox>
      </Intro>
      {states.map((state) => (
        <DemoStateRow key={state.id} state={state} />
      ))}
    </Page>
  );
}
