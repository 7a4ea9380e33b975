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
    return insertRule.call(this, keepReadDeclarations(rule), index);
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

/**
 * A rule's text with only the read properties, filtered before jsdom parses it (parsing the
 * dropped declarations cost as much as applying them). Style rules, alone or in @media, come
 * flat from styled-components (`.a{display:flex;border:0}`); other at-rules pass unchanged.
 */
export function keepReadDeclarations(rule: string): string {
  const open = rule.indexOf('{');
  if (open < 0 || !rule.endsWith('}')) return rule;
  const prelude = rule.slice(0, open);
  const body = rule.slice(open + 1, -1);
  if (!prelude.startsWith('@')) {
    const kept = splitOutside(body, ';').filter((declaration) =>
      READ_PROPERTIES.has(declaration.slice(0, declaration.indexOf(':')).trim().toLowerCase()),
    );
    return kept.length > 0 ? `${prelude}{${kept.join(';')}}` : `${MATCHES_NOTHING}{}`;
  }
  if (!prelude.startsWith('@media')) return rule;
  const inner = splitOutside(body, '}')
    .filter((styleRule) => styleRule.includes('{'))
    .map((styleRule) => keepReadDeclarations(`${styleRule}}`))
    .filter((styleRule) => !styleRule.startsWith(MATCHES_NOTHING));
  return inner.length > 0 ? `${prelude}{${inner.join('')}}` : `${MATCHES_NOTHING}{}`;
}

/** Pieces of CSS text between separators that are outside quotes and parentheses. */
function splitOutside(text: string, separator: ';' | '}'): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === separator && depth === 0) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces.filter((piece) => piece.trim() !== '');
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
