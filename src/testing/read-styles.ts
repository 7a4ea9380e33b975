// jsdom has no layout, so of an element's computed style the unit tests and their libraries read
// only a few properties: whether it is shown (display, visibility, opacity: Testing Library's
// hidden checks, jest-dom's toBeVisible), whether it takes the pointer (pointer-events:
// user-event), the text a pseudo-element adds (content: accessible names) and its colour (a
// counter turning red). jsdom still applies every declaration of every matching rule for each
// computed style, a `border` as twenty longhands, and role queries ask for thousands of them.
// So the rules styled-components writes keep only those properties here (a rule left with none
// matches nothing), and reading any other property of a computed style throws: no assertion can
// pass on a style that was never computed.

/** The computed-style properties unit tests may read; add one here to read it. */
export const READ_PROPERTIES: ReadonlySet<string> = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'content',
  'color',
]);

/** A selector no element has: jsdom skips the rule by its id before matching anything else. */
const MATCHES_NOTHING = '#rule-without-read-properties';
/** Members of a CSSStyleDeclaration that are not CSS properties. */
const DECLARATION_MEMBERS = new Set(['cssText', 'length', 'parentRule']);

export function keepOnlyReadStyles(win: Window & typeof globalThis = window) {
  const sheet = win.CSSStyleSheet.prototype;
  const insertRule = sheet.insertRule;
  sheet.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
    const inserted = insertRule.call(this, rule, index);
    stripRule(this.cssRules[inserted], win);
    return inserted;
  };

  const compute = win.getComputedStyle.bind(win);
  const guarded = new WeakMap<CSSStyleDeclaration, CSSStyleDeclaration>();
  win.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    const style = compute(element, pseudoElement);
    let guard = guarded.get(style);
    if (!guard) guarded.set(style, (guard = guardReads(style)));
    return guard;
  };
}

function stripRule(rule: CSSRule | undefined, win: Window & typeof globalThis) {
  if (rule instanceof win.CSSStyleRule) {
    const { style } = rule;
    const unread = Array.from({ length: style.length }, (_, i) => style.item(i)).filter(
      (property) => !READ_PROPERTIES.has(property),
    );
    for (const property of unread) style.removeProperty(property);
    if (style.length === 0) rule.selectorText = MATCHES_NOTHING;
  } else if (rule instanceof win.CSSGroupingRule) {
    for (const inner of Array.from(rule.cssRules)) stripRule(inner, win);
  }
}

function guardReads(style: CSSStyleDeclaration): CSSStyleDeclaration {
  return new Proxy(style, {
    get(target, key) {
      if (key === 'getPropertyValue') {
        return (property: string) => target.getPropertyValue(readable(property));
      }
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value === 'function') return value.bind(target) as unknown;
      if (typeof key === 'string' && typeof value === 'string' && !/^\d+$/.test(key)) {
        if (!DECLARATION_MEMBERS.has(key)) readable(key === 'cssFloat' ? 'float' : kebab(key));
      }
      return value;
    },
  });
}

function readable(property: string) {
  if (!READ_PROPERTIES.has(property)) {
    throw new Error(
      `Unit tests compute only ${[...READ_PROPERTIES].join(', ')} of a style ` +
        `(src/testing/read-styles.ts): add '${property}' to READ_PROPERTIES to read it.`,
    );
  }
  return property;
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
