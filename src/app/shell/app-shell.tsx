import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageSpinner } from '../../components/page-spinner';
import { DialogPart, PartBoundary } from '../../components/part-boundary';
import { lazyPart } from '../../lib/lazy-part';
import { useDataPainted } from '../../lib/use-data-painted';
import { useMediaQuery } from '../../lib/use-media-query';
import { PageTrailProvider } from '../../lib/page-trail';
import { RoomForBars } from '../../theme/global-style';
import { breakpoints } from '../../theme/tokens';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import { BackCloses } from '../../lib/use-back-closes';
import { BottomBar } from './bottom-bar';
import { CareQueuePrefetch } from '../../features/care';
import { CreatePostLauncher, CreatePostContext } from '../../features/composer';
import { ProfileCard } from './profile-card';
import { ShellLayout, ShellSide } from './shell-frame';
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

/**
 * A dialog belongs to the page it was opened on: moving to another page, Back included, closes it
 * before the new page paints (a change of query only, such as a feed tab, does not). Create Post's
 * draft stays saved on this device for the next time it opens. A component of its own, so that the
 * shell does not render again on every move.
 */
function ClosedOnPageChange({ close }: { close: () => void }) {
  const { pathname } = useLocation();
  // The clean-up of the page left behind.
  useLayoutEffect(() => close, [pathname, close]);
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
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const closeCreatePost = useCallback(() => setCreateOpen(false), []);
  const closeDialogs = useCallback(() => {
    setCreateOpen(false);
    setHelpOpen(false);
  }, []);
  return (
    <PageTrailProvider>
      <CreatePostContext.Provider value={openCreatePost}>
        <RoomForBars $bottomBar />
        <TopBar />
        <ShellLayout>
          <ShellSide $side="left" aria-label={t`Your profile and navigation`}>
            <ProfileCard onHelp={openHelp} />
            <SidebarNav onCreatePost={openCreatePost} />
          </ShellSide>
          <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
            <CareQueuePrefetch />
            <Suspense fallback={<PageSpinner />}>
              <ScreenShown onShown={showScreen} />
              {children ?? <Outlet />}
            </Suspense>
          </Main>
          {wide && (
            <ShellSide $side="right" aria-label={t`Community highlights`}>
              {mainPainted && (
                <PartBoundary>
                  <RightSidebar />
                </PartBoundary>
              )}
            </ShellSide>
          )}
        </ShellLayout>
        <BottomBar />
        {helpOpen && (
          <DialogPart title={t`Help`} onClose={closeHelp}>
            <HelpDialog open onClose={closeHelp} />
          </DialogPart>
        )}
        <CreatePostLauncher open={createOpen} onClose={closeCreatePost} />
        <BackCloses layer="help" open={helpOpen} onClose={closeHelp} />
        <BackCloses layer="create-post" open={createOpen} onClose={closeCreatePost} />
        <ClosedOnPageChange close={closeDialogs} />
      </CreatePostContext.Provider>
    </PageTrailProvider>
  );
}
