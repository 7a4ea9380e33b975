// Build time only (Node): a prerendered shell's markup and its styles, for index.html.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';

/**
 * `element` as HTML, with the styles its styled components need. The styles go inside the shell,
 * so the app's first render removes them with it; their `data-styled` attribute is renamed to
 * `styleAttribute`, so styled-components in the page does not adopt rules whose class names it did
 * not generate, and the page can tell which shell it holds.
 */
export function renderShell(
  element: ReactElement,
  styleAttribute: string,
): { styles: string; markup: string } {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(element));
    const styles = sheet.getStyleTags().replace(/data-styled="[^"]*"/g, styleAttribute);
    return { styles, markup };
  } finally {
    sheet.seal();
  }
}
