// jsdom computes a style by matching every rule of its own default style sheet against the
// element, then every rule of the page. Its quick filter (a rule's rightmost id, class or tag)
// sets most page rules aside at once, but a dozen default rules name none ([popover], [dir]:dir(),
// :focus-visible, :link, :autofill...) and are matched in full against every element, and a list
// of tags such as `address, blockquote, center, div, ...` against every div: over half of the
// time of each computed style on a screen, and role queries compute thousands of them.
//
// Two shortcuts on the document's selector engine, neither of which changes a value tests read:
// - A default rule that sets none of READ_PROPERTIES (read-styles.ts: reading any other property
//   throws) gets an id no element has as its quick filter, so jsdom passes over it. A page rule
//   with the same selector that sets one is matched as before.
// - A selector made of tag names alone matches by the element's name alone: its answer is kept
//   per name.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { READ_PROPERTIES } from './read-styles';

interface Subject {
  id: string | null;
  className: string | null;
  tag: string | null;
}
/** The two methods jsdom's computed styles call on its selector engine (@asamuzakjp/dom-selector). */
export interface SelectorEngine {
  check(selector: string, element: Element, options?: object): { match: boolean };
  extractSubjects(selector: string, xml?: boolean): Subject[];
}

export const NO_ELEMENT_HAS_THIS_ID = 'default-rule-without-read-properties';
const TAG_NAMES_ONLY = /^[a-z][a-z0-9-]*(\s*,\s*[a-z][a-z0-9-]*)*$/i;

/** Installs both shortcuts; throws if jsdom no longer exposes what they rely on. */
export function shortenDefaultSheet(win: Window & typeof globalThis = window) {
  const engine = selectorEngineOf(win.document);
  const passedOver = selectorsSettingNoReadProperty(readDefaultSheet(), win);

  const extractSubjects = engine.extractSubjects.bind(engine);
  engine.extractSubjects = (selector, xml) =>
    passedOver.has(selector) && !pageRuleSetsReadProperty(selector, win)
      ? [{ id: NO_ELEMENT_HAS_THIS_ID, className: null, tag: null }]
      : extractSubjects(selector, xml);

  const check = engine.check.bind(engine);
  const answers = new Map<string, { match: boolean }>();
  engine.check = (selector, element, options) => {
    if (options || !TAG_NAMES_ONLY.test(selector)) return check(selector, element, options);
    const key = `${element.namespaceURI ?? ''} ${element.localName} ${selector}`;
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = check(selector, element)));
    return answer;
  };
}

function readDefaultSheet(): string {
  const path = createRequire(import.meta.url).resolve(
    'jsdom/lib/jsdom/browser/default-stylesheet.css',
  );
  return readFileSync(path, 'utf8');
}

/** Selectors of `sheetText` whose style rules, all of them, set no read property. */
export function selectorsSettingNoReadProperty(
  sheetText: string,
  win: Window & typeof globalThis = window,
): Set<string> {
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(sheetText);
  const without = new Set<string>();
  const setting = new Set<string>();
  for (const rule of styleRules(sheet.cssRules, win)) {
    (setsReadProperty(rule) ? setting : without).add(rule.selectorText);
  }
  for (const selector of setting) without.delete(selector);
  return without;
}

function pageRuleSetsReadProperty(selector: string, win: Window & typeof globalThis): boolean {
  return Array.from(win.document.styleSheets).some((sheet) =>
    styleRules(sheet.cssRules, win).some(
      (rule) => rule.selectorText === selector && setsReadProperty(rule),
    ),
  );
}

/** Style rules, also those inside @media and other grouping rules. */
function styleRules(rules: CSSRuleList, win: Window & typeof globalThis): CSSStyleRule[] {
  return Array.from(rules).flatMap((rule) => {
    if (rule instanceof win.CSSStyleRule) return [rule];
    return rule instanceof win.CSSGroupingRule ? styleRules(rule.cssRules, win) : [];
  });
}

const setsReadProperty = (rule: CSSStyleRule) =>
  Array.from(rule.style).some((property) => READ_PROPERTIES.has(property));

/** jsdom's own object behind a page object (a document, an element), which its internals use. */
export function jsdomImplOf<T>(wrapper: object): T | undefined {
  const key = Object.getOwnPropertySymbols(wrapper).find((symbol) => symbol.description === 'impl');
  return key && (wrapper as Record<symbol, T>)[key];
}

export function selectorEngineOf(document: Document): SelectorEngine {
  const impl = jsdomImplOf<{ _getDOMSelector?: () => unknown }>(document);
  const engine = (
    typeof impl?._getDOMSelector === 'function' ? impl._getDOMSelector() : null
  ) as Partial<SelectorEngine> | null;
  if (typeof engine?.check !== 'function' || typeof engine.extractSubjects !== 'function') {
    throw new Error(
      'jsdom no longer exposes its selector engine as default-sheet-shortcuts.ts expects: ' +
        'remove the shortcuts from setup-tests.ts or adapt them',
    );
  }
  return engine as SelectorEngine;
}
