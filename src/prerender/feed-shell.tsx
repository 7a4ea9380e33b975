// Build time only (Node): the feed's frame (src/app/shell/shell-frame.tsx FeedFrame) as HTML, so a
// resident opening the feed sees the page's outline in their theme at once, instead of a blank
// page until the JavaScript has run. The app's first render replaces it.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { FeedFrame } from '../app/shell/shell-frame';
import { ThemeModeProvider } from '../theme/theme-mode';
import type { ThemeName } from '../theme/tokens';
import { FEED_SHELL_ATTRIBUTE, FEED_SHELL_STYLE_ATTRIBUTE } from './boot-app';

/** The styles and the markup of the feed's frame in `theme`. */
export function renderFeedShell(theme: ThemeName): { styles: string; markup: string } {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <ThemeModeProvider initialMode={theme}>
          <FeedFrame {...{ [FEED_SHELL_ATTRIBUTE]: '' }} />
        </ThemeModeProvider>,
      ),
    );
    // Renamed, as the landing's: styled-components in the page must not adopt these rules, and the
    // app's first render must not take this frame for the landing (boot-app.ts hasLandingShell).
    const styles = sheet.getStyleTags().replace(/data-styled="[^"]*"/g, FEED_SHELL_STYLE_ATTRIBUTE);
    return { styles, markup };
  } finally {
    sheet.seal();
  }
}
