import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PageSpinner } from '../../components/page-spinner';
import { DialogPart, PartBoundary } from '../../components/part-boundary';
import { lazyPart } from '../../lib/lazy-part';
import { useDataPainted } from '../../lib/use-data-painted';
import { useMediaQuery } from '../../lib/use-media-query';
import { breakpoints } from '../../theme/tokens';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import { BottomBar } from './bottom-bar';
import { CreatePostLauncher, CreatePostContext } from '../../features/composer';
import { ProfileCard } from './profile-card';
import { SidebarNav } from './sidebar-nav';
import { TopBar } from './top-bar';

// Not needed for the first screen: the help dialog until it is opened, and the right column until
// the main content has painted with its data. The right column shows on wide screens only: a phone
// neither downloads it nor asks for its data.
const HelpDialog = lazyPart(
  () => import('./help-dialog'),
  (module) => module.HelpDialog,
);
// Loaded after the screen's data: the connection may be gone by then, and it must not take the
// screen down (PartBoundary says so in the column).
const RightSidebar = lazyPart(
  () => import('./right-sidebar'),
  (module) => module.RightSidebar,
);

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[3]}px
    calc(${({ theme }) => theme.layout.bottomBarHeight} + ${({ theme }) => theme.space[6]}px);
  ${({ theme }) => theme.media.sm} {
    padding-left: ${({ theme }) => theme.space[4]}px;
    padding-right: ${({ theme }) => theme.space[4]}px;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 240px minmax(0, 1fr);
    padding-bottom: ${({ theme }) => theme.space[8]}px;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 250px minmax(0, 1fr) 290px;
  }
`;

const Side = styled.aside<{ $side: 'left' | 'right' }>`
  display: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  align-self: start;
  position: sticky;
  top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space[4]}px);
  max-height: calc(
    100dvh - ${({ theme }) => theme.layout.topBarHeight} - ${({ theme }) => theme.space[8]}px
  );
  overflow-y: auto;
  scrollbar-width: thin;
  ${({ theme, $side }) => ($side === 'left' ? theme.media.md : theme.media.lg)} {
    display: flex;
  }
`;

const Main = styled.main`
  min-width: 0;
  &:focus {
    outline: none;
  }
`;

/** Commits only once the screen beside it in Main's Suspense has loaded: then calls `onShown`. */
function ScreenShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** The shell around every signed-in screen (docs/product.md#signed-in-shell). */
export function AppShell({ children }: { children?: ReactNode }) {
  const [helpOpen, setHelpOpen] = useState(false);
  const openHelp = () => setHelpOpen(true);
  const [createOpen, setCreateOpen] = useState(false);
  const { t } = useLingui();
  const wide = useMediaQuery(`(min-width: ${breakpoints.lg}px)`);
  const [screenShown, setScreenShown] = useState(false);
  const showScreen = useCallback(() => setScreenShown(true), []);
  // Counted from the screen's first render: while its code loads, none of its calls has started.
  const mainPainted = useDataPainted(screenShown);
  const openCreatePost = useCallback(() => setCreateOpen(true), []);
  return (
    <CreatePostContext.Provider value={openCreatePost}>
      <TopBar />
      <Layout>
        <Side $side="left" aria-label={t`Your profile and navigation`}>
          <ProfileCard onHelp={openHelp} />
          <SidebarNav onCreatePost={openCreatePost} />
        </Side>
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <ScreenShown onShown={showScreen} />
            {children ?? <Outlet />}
          </Suspense>
        </Main>
        {wide && (
          <Side $side="right" aria-label={t`Community highlights`}>
            {mainPainted && (
              <PartBoundary>
                <RightSidebar />
              </PartBoundary>
            )}
          </Side>
        )}
      </Layout>
      <BottomBar />
      {helpOpen && (
        <DialogPart title={t`Help`} onClose={() => setHelpOpen(false)}>
          <HelpDialog open onClose={() => setHelpOpen(false)} />
        </DialogPart>
      )}
      <CreatePostLauncher open={createOpen} onClose={() => setCreateOpen(false)} />
    </CreatePostContext.Provider>
  );
}
