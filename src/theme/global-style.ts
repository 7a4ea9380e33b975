import { createGlobalStyle, css } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.name}; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    /* A word longer than its line (a URL, a name with no spaces) breaks instead of overflowing, and
       a box of user text may narrow below its longest word, so the controls beside it keep theirs. */
    overflow-wrap: anywhere;
  }
  h1, h2, h3, h4, p { margin: 0; }
  h1, h2, h3, h4 { line-height: ${({ theme }) => theme.font.lineHeight.tight}; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* A control's own words stay whole: the user text beside it gives way first. */
  button { overflow-wrap: break-word; }
  a { color: ${({ theme }) => theme.colors.link}; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
`;

/**
 * Room for a screen's bars wherever the browser scrolls something into view: the focus moving
 * with Tab, a skip link, a link to a section. Without it a control near the bottom of a phone's
 * screen took the focus behind the bottom bar, and one near the top behind the sticky top bar.
 * Rendered by the screens that have the bars. The bottom bar's height holds the phone's safe area
 * (its padding, inside the box).
 */
export const RoomForBars = createGlobalStyle<{ $bottomBar?: boolean }>`
  html {
    scroll-padding-top: ${({ theme }) => theme.layout.topBarHeight};
  }
  ${({ theme, $bottomBar }) =>
    $bottomBar &&
    css`
      ${theme.media.belowMd} {
        html {
          scroll-padding-bottom: ${theme.layout.bottomBarHeight};
        }
      }
    `}
`;
