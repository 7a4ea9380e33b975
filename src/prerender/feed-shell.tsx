// Build time only (Node): the feed's frame (src/app/shell/shell-frame.tsx FeedFrame) as HTML, so a
// resident opening the feed sees the page's outline in their theme at once, instead of a blank
// page until the JavaScript has run. The app's first render replaces it.
import { FeedFrame } from '../app/shell/shell-frame';
import { ThemeModeProvider } from '../theme/theme-mode';
import type { ThemeName } from '../theme/tokens';
import { FEED_SHELL_ATTRIBUTE, FEED_SHELL_STYLE_ATTRIBUTE } from './boot-app';
import { renderShell } from './render-shell';

/**
 * The styles and the markup of the feed's frame in `theme`. Its styles' own marker keeps the app's
 * first render from taking it for the landing (boot-app.ts hasLandingShell).
 */
export const renderFeedShell = (theme: ThemeName) =>
  renderShell(
    <ThemeModeProvider initialMode={theme}>
      <FeedFrame {...{ [FEED_SHELL_ATTRIBUTE]: '' }} />
    </ThemeModeProvider>,
    FEED_SHELL_STYLE_ATTRIBUTE,
  );
