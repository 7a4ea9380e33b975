import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import styled from 'styled-components';
import { DialogPart } from '../../components/part-boundary';
import { lazyPart } from '../../lib/lazy-part';
import { useBackCloses } from '../../lib/use-back-closes';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import { BUILDER_NAME, PRODUCT_NAME } from '../../lib/demo';
import { usePreloadAfterData } from '../../lib/use-data-painted';
import { RoomForBars } from '../../theme/global-style';
import { useAuth } from '../auth';
import { HowItWorks } from './how-it-works';
import { filterPosts, landingStats, type LandingFilter, type LandingTab } from './landing-data';
import { LandingConcerns } from './landing-concerns';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { LandingSocietyBlock } from './landing-society-block';
import { LandingStats } from './landing-stats';
import { QuickActions } from './quick-actions';
import { useLandingPosts } from './use-landing-posts';

const Main = styled.main`
  &:focus {
    outline: none;
  }
`;

// A soft wash of the brand colours behind the hero, fading into the page.
const HeroBand = styled.div`
  background:
    linear-gradient(to bottom, transparent 75%, ${({ theme }) => theme.colors.background}),
    radial-gradient(circle at 8% 0%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 45%),
    radial-gradient(
      circle at 95% 30%,
      ${({ theme }) => theme.colors.accentSoft} 0,
      transparent 35%
    ),
    ${({ theme }) => theme.colors.background};
`;

const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space[4]}px;
  }
`;

const Body = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]}px;
  padding-bottom: ${({ theme }) => theme.space[9]}px;
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]}px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 300px minmax(0, 1fr);
    align-items: start;
  }
`;

// Not an <aside>: a complementary landmark may not sit inside main. Its cards are regions.
const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space[4]}px);
  }
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const CONCERNS_ID = 'community-concerns';

// What every tap of a visitor opens, and still a dialog the first screen does not show: its code
// loads when the browser is idle after the landing's posts have painted, so a tap finds it in.
const LoginRequiredDialog = lazyPart(
  () => import('./login-required-dialog'),
  (module) => module.LoginRequiredDialog,
);
// A failure shows when the dialog opens (DialogPart), where the visitor can try again.
const preloadLoginDialog = () => void LoginRequiredDialog.preload().catch(() => {});

/**
 * The public landing page (docs/product.md#landing-page): `/` for visitors, `/landing` and
 * `/public-home` for everyone.
 */
export default function LandingScreen() {
  const { t } = useLingui();
  const { user } = useAuth();
  const signedIn = user !== null;
  const { posts, isPending, usingSamples, retry } = useLandingPosts();
  const [filter, setFilter] = useState<LandingFilter>({ search: '', society: '' });
  const [tab, setTab] = useState<LandingTab>('all');
  const [loginOpen, setLoginOpen] = useState(false);
  // Typing stays responsive: the list re-filters just behind the keystrokes.
  const deferredFilter = useDeferredValue(filter);
  const visible = useMemo(() => filterPosts(posts, deferredFilter), [posts, deferredFilter]);
  const stats = useMemo(() => (isPending ? null : landingStats(posts)), [isPending, posts]);
  // Stable, so the memoized post cards do not re-render when the dialog opens.
  const requireLogin = useCallback(() => setLoginOpen(true), []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);
  // The phone's Back closes the sheet instead of leaving the site.
  useBackCloses('login-required', loginOpen, closeLogin);
  usePreloadAfterData(preloadLoginDialog);

  return (
    <>
      <RoomForBars />
      <LandingHeader user={user} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <HeroBand>
          <Container>
            <LandingHero signedIn={signedIn} concernsId={CONCERNS_ID} />
          </Container>
        </HeroBand>
        <Body>
          <LandingStats stats={stats} />
          <Columns>
            <Aside>
              <QuickActions signedIn={signedIn} onRequireLogin={requireLogin} />
              <HowItWorks />
            </Aside>
            <LandingConcerns
              id={CONCERNS_ID}
              posts={visible}
              isPending={isPending}
              usingSamples={usingSamples}
              onRetry={retry}
              signedIn={signedIn}
              filter={filter}
              onFilterChange={setFilter}
              tab={tab}
              onTabChange={setTab}
              onRequireLogin={requireLogin}
            />
          </Columns>
          <LandingSocietyBlock />
        </Body>
      </Main>
      <Footer>
        <Trans>
          {PRODUCT_NAME}: a community space for the residents of {BUILDER_NAME} societies.
        </Trans>
      </Footer>
      {loginOpen && (
        <DialogPart title={t`Login Required`} onClose={closeLogin}>
          <LoginRequiredDialog open onClose={closeLogin} />
        </DialogPart>
      )}
    </>
  );
}
