// jsdom's default style sheet is matched with two shortcuts in unit tests (installed by
// setup-tests.ts): the values tests read stay what that sheet and the page's rules say.
import { afterEach, describe, expect, it } from 'vitest';
import {
  jsdomImplOf,
  NO_ELEMENT_HAS_THIS_ID,
  selectorEngineOf,
  selectorsSettingNoReadProperty,
} from './default-sheet-shortcuts';

afterEach(() => {
  document.head.querySelectorAll('style[data-test]').forEach((style) => style.remove());
  document.body.replaceChildren();
});

function shown(html: string): Element {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
}

const style = (html: string) => getComputedStyle(shown(html));

describe("jsdom's default sheet in unit tests", () => {
  it('still gives each element the display, visibility and colour of the default sheet', () => {
    expect(style('<div>block</div>').display).toBe('block');
    expect(style('<span>inline</span>').display).toBe('inline');
    expect(style('<section>section</section>').display).toBe('block');
    expect(style('<x-card>custom</x-card>').display).toBe('inline');
    expect(style('<ul><li>item</li></ul>').display).toBe('block');
    expect(getComputedStyle(shown('<ul><li>item</li></ul>').firstElementChild!).display).toBe(
      'list-item',
    );
    expect(style('<p hidden>hidden</p>').display).toBe('none');
    expect(style('<div popover>popover</div>').display).toBe('none');
    expect(style('<dialog>closed</dialog>').display).toBe('none');
    expect(style('<a href="https://example.com">link</a>').color).toBe('rgb(0, 0, 238)');
    const table = shown('<table><tbody><tr hidden><td>cell</td></tr></tbody></table>');
    expect(getComputedStyle(table.querySelector('tr')!).visibility).toBe('collapse');
    expect(getComputedStyle(table.querySelector('td')!).display).toBe('table-cell');
  });

  it('passes over the default rules that set no property tests read', () => {
    const engine = selectorEngineOf(document);
    expect(engine.extractSubjects(':focus-visible')).toEqual([
      { id: NO_ELEMENT_HAS_THIS_ID, className: null, tag: null },
    ]);
    expect(engine.extractSubjects('[dir]:dir(rtl), bdi:dir(rtl)')[0].id).toBe(
      NO_ELEMENT_HAS_THIS_ID,
    );
    // Page rules and default rules that set a read property keep their own quick filter.
    expect(engine.extractSubjects('.card')).toEqual([{ id: null, className: 'card', tag: null }]);
    expect(engine.extractSubjects('li')).toEqual([{ id: null, className: null, tag: 'li' }]);
  });

  it("matches a page rule that sets a read property with a default rule's selector", () => {
    // The default sheet's `h1` rule sets only margins and font: it is passed over, not this one.
    expect(selectorsSettingNoReadProperty('h1 { margin: 0 } p { color: red }').has('h1')).toBe(
      true,
    );
    const sheet = document.createElement('style');
    sheet.dataset.test = '';
    sheet.textContent = 'h1 { color: rgb(1, 2, 3) } @media screen { h2 { visibility: hidden } }';
    document.head.append(sheet);
    expect(style('<h1>title</h1>').color).toBe('rgb(1, 2, 3)');
    expect(style('<h2>title</h2>').visibility).toBe('hidden');
  });

  it('answers a selector of tag names by the element name, once per name', () => {
    const engine = selectorEngineOf(document);
    // jsdom hands the engine its own element objects, not the page's.
    const own = (element: Element) => jsdomImplOf<Element>(element)!;
    const [first, second] = [own(shown('<div>a</div>')), own(document.createElement('div'))];
    const selector = 'address, blockquote, div, p';
    expect(engine.check(selector, first)).toBe(engine.check(selector, second));
    expect(engine.check(selector, first).match).toBe(true);
    expect(engine.check(selector, own(document.createElement('span'))).match).toBe(false);
  });

  it('lists only selectors whose every rule sets no read property', () => {
    const selectors = selectorsSettingNoReadProperty(
      'h1 { font-size: 2em } div { display: block } p { margin: 0 } p { color: red } ' +
        '@media screen { b { font-weight: bold } i { visibility: hidden } }',
    );
    expect([...selectors].sort()).toEqual(['b', 'h1']);
  });
});
