import { expect, type Page } from '@playwright/test';

// WCAG 1.4.10 Reflow, which axe cannot see: at any width from 320 px the document is no wider than
// the viewport (each horizontal scroller holds its own content), and no text a person should read
// is cut off by a box too small for it or pushed off the screen.

export const REFLOW_WIDTHS = [320, 360, 768, 1280] as const;
/** The widths the axe walk does not visit (it checks reflow at its own 360 and 1280 too). */
export const EXTRA_REFLOW_WIDTHS = [320, 768] as const;

/**
 * How much to check: 'full' also walks every text for clipping; 'width' only the document's width.
 * The dark theme swaps colour tokens only, on the same layout, so its walk checks the width alone.
 */
export type ReflowDepth = 'full' | 'width';

/** What is wrong with the layout now, one line per finding (empty when nothing is). */
export function reflowFindings(page: Page, depth: ReflowDepth = 'full'): Promise<string[]> {
  return page.evaluate((depth) => {
    const findings: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const label = element.getAttribute('aria-label');
      return `<${element.tagName.toLowerCase()}> "${label ?? text}"`;
    };
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 1) {
      // Named by the innermost element past the right edge: what pushes the rest out.
      // Inside a scroller or a clipping box it widens nothing (that box is the one to name).
      const contained = (element: Element) => {
        for (let box = element.parentElement; box; box = box.parentElement) {
          if (/auto|scroll|hidden|clip/.test(getComputedStyle(box).overflowX)) return true;
        }
        return false;
      };
      const past = (element: Element) =>
        element.getBoundingClientRect().right > innerWidth + 1 && !contained(element);
      const widener = [...document.body.querySelectorAll('*')].find(
        (element) => past(element) && ![...element.children].some(past),
      );
      const by = widener ? ` (from ${describe(widener)})` : '';
      // How the page sees its screen, for when the layout answers a width other than the one set.
      const screen = `innerWidth ${innerWidth}, root ${document.documentElement.clientWidth}px, ${
        matchMedia('(min-width: 480px)').matches ? '' : 'not '
      }from 480 px`;
      findings.push(`the document is ${overflow}px wider than the viewport${by} [${screen}]`);
    }

    // Hidden from the eye, kept for screen readers: the .visually-hidden class or the same 1px box.
    if (depth === 'width') return findings;
    const isScreenReaderOnly = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement) {
        const { width, height } = box.getBoundingClientRect();
        if (width <= 1 && height <= 1 && getComputedStyle(box).overflow !== 'visible') return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const reported = new Set<Element>();
    const range = document.createRange();
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const holder = node.parentElement;
      if (!holder || !node.textContent?.trim() || reported.has(holder)) continue;
      // Text meant only for screen readers, and text not rendered, cannot be clipped for anyone.
      if (!holder.checkVisibility({ opacityProperty: true }) || isScreenReaderOnly(holder))
        continue;
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width === 0 || text.height === 0) continue;

      let scrolled = false;
      for (let box = holder.parentElement; box && !scrolled; box = box.parentElement) {
        scrolled = /auto|scroll/.test(getComputedStyle(box).overflowX);
      }
      // What shows of the text: a truncated text's range still spans the whole of it.
      let shown = { left: text.left, right: text.right };
      for (
        let box: Element | null = holder;
        box && box !== document.body;
        box = box.parentElement
      ) {
        const style = getComputedStyle(box);
        const clipsX = /hidden|clip/.test(style.overflowX);
        const clipsY = /hidden|clip/.test(style.overflowY);
        if (!clipsX && !clipsY) continue;
        const inner = box.getBoundingClientRect();
        if (clipsX) {
          shown = {
            left: Math.max(shown.left, inner.left),
            right: Math.min(shown.right, inner.right),
          };
        }
        // Truncation the design chose: an ellipsis or a clamp of lines says there is more.
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') break;
        const cut =
          (clipsX && (text.left < inner.left - 1 || text.right > inner.right + 1)) ||
          (clipsY && (text.top < inner.top - 2 || text.bottom > inner.bottom + 2));
        if (cut) {
          findings.push(`text clipped by its box: ${describe(holder)} in ${describe(box)}`);
          reported.add(holder);
        }
        break;
      }
      // A fixed box (a dialog, the bottom bar) widens no document: its text must still be on screen,
      // unless it sits in a horizontal scroller, where the resident scrolls to it.
      if (!scrolled && !reported.has(holder) && (shown.left < -1 || shown.right > innerWidth + 1)) {
        findings.push(`text off the screen: ${describe(holder)}`);
        reported.add(holder);
      }
    }
    return findings;
  }, depth);
}

/** Two frames: after a resize, enough for the layout (and the virtual feed) to follow it. */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Resizes the page and lets the layout (and the virtual feed) follow. */
export async function resizeTo(page: Page, width: number) {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
  await nextFrames(page);
}

/**
 * The findings once the layout has settled: a resize may re-render what script chooses by width.
 * Findings that last still fail, each marked with whether it outlasts setting the width again:
 * Chromium has been seen (in CI, not reproduced) applying media rules of the width before a resize
 * while `matchMedia` answered for the new one, which a second resize would clear, and the mark tells
 * that case from the page's own layout on the next failure.
 */
export async function settledReflowFindings(
  page: Page,
  depth: ReflowDepth = 'full',
): Promise<string[]> {
  let findings = await reflowFindings(page, depth);
  for (let tries = 0; findings.length > 0 && tries < 10; tries += 1) {
    await page.waitForTimeout(200);
    findings = await reflowFindings(page, depth);
  }
  const viewport = page.viewportSize();
  if (findings.length === 0 || !viewport) return findings;
  await page.setViewportSize({ ...viewport, width: viewport.width + 1 });
  await nextFrames(page);
  await page.setViewportSize(viewport);
  await nextFrames(page);
  const lasting = (await reflowFindings(page, depth)).length > 0;
  const mark = lasting ? 'still there' : 'gone';
  return findings.map((line) => `${line} [${mark} once the width was set again]`);
}

export interface ReflowScan {
  /** Before each width's check, e.g. opening a dialog; after it, closing it again. */
  prepare?: () => Promise<void>;
  cleanUp?: () => Promise<void>;
  depth?: ReflowDepth;
}

/** Checks the page at each width and fails with every width's findings. */
export async function expectReflowAtWidths(
  page: Page,
  what: string,
  widths: readonly number[],
  { prepare, cleanUp, depth }: ReflowScan = {},
) {
  const found: string[] = [];
  for (const width of widths) {
    await resizeTo(page, width);
    await prepare?.();
    const findings = await settledReflowFindings(page, depth);
    found.push(...findings.map((line) => `[${width}px] ${line}`));
    await cleanUp?.();
  }
  expect(found, `reflow of ${what}`).toEqual([]);
}

/** 200 % text: the theme sizes text in rem, so this is what a browser's text-only zoom does. */
export async function zoomText(page: Page, on: boolean) {
  await page.evaluate((zoomed) => {
    document.documentElement.style.fontSize = zoomed ? '200%' : '';
  }, on);
}

/** WCAG 1.4.12's text spacing: line height 1.5, paragraphs 2, letters 0.12 and words 0.16 em. */
export async function spaceText(page: Page, on: boolean) {
  await page.evaluate((spaced) => {
    const id = 'wcag-text-spacing';
    document.getElementById(id)?.remove();
    if (!spaced) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent =
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; ' +
      'word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
    document.head.append(style);
  }, on);
}
