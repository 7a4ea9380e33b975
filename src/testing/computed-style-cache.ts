// Testing Library's role queries ask jsdom for the computed style of each candidate, of its
// ancestors (is it hidden?) and of its descendants (its accessible name), and ask again on every
// retry of a `findBy`/`waitFor`. jsdom answers each ask by matching every CSS rule of the page and
// its own default sheet against the element (1-2 ms here), forgets all its answers on any change
// to the document, and even from its cache hands back a copy made property by property. That was
// about a third of the unit tests' CPU time.
//
// Here an answer is kept until a change could alter it. A change to an element (its attributes,
// its children, its text) can alter the styles of that element, of everything inside it (through
// inheritance and descendant selectors) and of its later siblings and everything inside them
// (sibling selectors); while any rule uses `:has()` it can alter anything. A new rule alters
// nothing yet when it starts with a class no element has (styled-components writes each rule
// just before an element takes its class, and that change is followed as above); any other
// change to a style sheet alters everything. Focus and form state are left out, as jsdom's own
// cache does.
type StylesByPseudo = Map<string, CSSStyleDeclaration>;

const SHEET_REWRITES = ['deleteRule', 'replace', 'replaceSync'];
/** Beyond this many changed elements at once, forgetting everything costs less than sifting. */
const MAX_CHANGED_ELEMENTS = 200;

export function installComputedStyleCache(win: Window & typeof globalThis = window) {
  const compute = win.getComputedStyle.bind(win);
  const styles = new Map<Element, StylesByPseudo>();
  let sheetsUseHas: boolean | undefined;
  const forgetAll = () => {
    styles.clear();
    sheetsUseHas = undefined;
  };

  let sheets: readonly StyleSheet[] = [...win.document.styleSheets];
  /** Whether a sheet came, went or was rewritten (a style element's text) since last asked. */
  const sheetsChanged = () => {
    const current = win.document.styleSheets;
    if (current.length === sheets.length && sheets.every((sheet, i) => current[i] === sheet)) {
      return false;
    }
    sheets = [...current];
    return true;
  };

  const forgetAffected = (records: MutationRecord[]) => {
    // A last batch can arrive after the test file's window has closed, with no document left.
    if (records.length === 0 || !win.document) return;
    // Asked on every change, so that a sheet added while nothing is kept is not news later.
    const sheetCameOrWent = sheetsChanged();
    if (styles.size === 0) return;
    const changed = sheetCameOrWent ? undefined : changedElements(records, win.document);
    if (!changed) {
      forgetAll();
      return;
    }
    if (changed.size > MAX_CHANGED_ELEMENTS || (sheetsUseHas ??= anyRuleUsesHas(win))) {
      styles.clear();
      return;
    }
    for (const element of styles.keys()) {
      if (!element.isConnected || isWithinAny(element, changed)) styles.delete(element);
    }
  };

  const domChanges = new win.MutationObserver(forgetAffected);
  domChanges.observe(win.document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const afterInsert = (ruleText: string) => {
    if (ruleText.includes(':has(')) sheetsUseHas = true;
    if (!stylesNothingYet(ruleText, win.document)) styles.clear();
  };
  for (const prototype of [win.CSSStyleSheet.prototype, win.CSSGroupingRule.prototype]) {
    followSheetEdits(prototype as unknown as Record<string, unknown>, afterInsert, forgetAll);
  }

  win.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    // Changes made earlier in this task have not reached the observer's callback yet.
    forgetAffected(domChanges.takeRecords());
    let byPseudo = styles.get(element);
    if (!byPseudo) styles.set(element, (byPseudo = new Map()));
    const key = pseudoElement ?? '';
    let style = byPseudo.get(key);
    if (!style) byPseudo.set(key, (style = compute(element, pseudoElement)));
    return style;
  };
}

/**
 * The changed elements and their later siblings, whose subtrees may style differently now; none
 * when the change could reach everything (the page outside the body). A style element's text or
 * place changes the sheets: sheetsChanged.
 */
function changedElements(records: MutationRecord[], document: Document): Set<Node> | undefined {
  const changed = new Set<Node>();
  for (const record of records) {
    const element = record.type === 'characterData' ? record.target.parentElement : record.target;
    if (!(element instanceof Element) || !document.body?.contains(element)) return undefined;
    for (let next: Element | null = element; next; next = next.nextElementSibling) {
      changed.add(next);
    }
  }
  return changed;
}

function isWithinAny(element: Element, roots: Set<Node>) {
  for (let node: Node | null = element; node; node = node.parentNode) {
    if (roots.has(node)) return true;
  }
  return false;
}

function anyRuleUsesHas(win: Window): boolean {
  const usesHas = (rules: CSSRuleList): boolean =>
    [...rules].some((rule) =>
      'selectorText' in rule && (rule as CSSStyleRule).selectorText.includes(':has(')
        ? true
        : 'cssRules' in rule && usesHas((rule as CSSGroupingRule).cssRules),
    );
  return [...win.document.styleSheets].some((sheet) => usesHas(sheet.cssRules));
}

/** Whether each selector of a rule starts with a class that no element has: it styles nothing yet. */
function stylesNothingYet(ruleText: string, document: Document) {
  const rule = ruleText.startsWith('@media') ? ruleText.slice(ruleText.indexOf('{') + 1) : ruleText;
  // A comma inside :is() or :not() splits a selector too: its pieces only add classes to find.
  return rule
    .slice(0, rule.indexOf('{'))
    .split(',')
    .every((selector) => {
      const leadingClass = /^\s*\.(-?[_a-zA-Z][\w-]*)(?![\w-])/.exec(selector)?.[1];
      return (
        leadingClass !== undefined && document.getElementsByClassName(leadingClass).length === 0
      );
    });
}

function followSheetEdits(
  prototype: Record<string, unknown>,
  afterInsert: (ruleText: string) => void,
  forgetAll: () => void,
) {
  const insertRule = prototype.insertRule as (rule: string, index?: number) => number;
  prototype.insertRule = function (this: unknown, rule: string, index?: number) {
    const inserted = insertRule.call(this, rule, index);
    afterInsert(String(rule));
    return inserted;
  };
  for (const name of SHEET_REWRITES) {
    const edit = prototype[name];
    if (typeof edit !== 'function') continue;
    prototype[name] = function (this: unknown, ...args: unknown[]) {
      const result: unknown = edit.apply(this, args);
      forgetAll();
      // replace() applies its rules later
      if (result instanceof Promise) void result.then(forgetAll, forgetAll);
      return result;
    };
  }
}
