// The unit tests' computed-style cache (installed by setup-tests.ts): an answer is reused until
// something that could change it happens, and never after.
import { afterEach, describe, expect, it } from 'vitest';

const added: HTMLStyleElement[] = [];

function page(html: string, css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  added.push(style);
  document.body.innerHTML = html;
  return style.sheet!;
}

const display = (selector: string) =>
  getComputedStyle(document.querySelector(selector)!).getPropertyValue('display');

afterEach(() => {
  added.splice(0).forEach((style) => style.remove());
  document.body.innerHTML = '';
});

describe('computed-style cache', () => {
  it('answers again with the same style while nothing changes', () => {
    page('<p id="a">text</p>', '#a { display: flex; }');
    const first = getComputedStyle(document.querySelector('#a')!);
    expect(getComputedStyle(document.querySelector('#a')!)).toBe(first);
    expect(first.getPropertyValue('display')).toBe('flex');
  });

  it('keeps an element and its pseudo-elements apart', () => {
    page('<p id="a">text</p>', '#a::before { content: "x"; display: none; }');
    const element = document.querySelector('#a')!;
    expect(getComputedStyle(element).getPropertyValue('display')).toBe('block');
    expect(getComputedStyle(element, '::before')).not.toBe(getComputedStyle(element));
  });

  it('answers anew after a change to the document made in the same task', () => {
    page('<div id="box"><p id="a">text</p></div>', '.gone { display: none; }');
    expect(display('#a')).toBe('block');
    document.querySelector('#a')!.classList.add('gone');
    expect(display('#a')).toBe('none');
    document.querySelector('#a')!.removeAttribute('class');
    expect(display('#a')).toBe('block');
    document.querySelector('#box')!.innerHTML = '<p id="a" style="display: inline">new</p>';
    expect(display('#a')).toBe('inline');
  });

  it('keeps its answers when a rule comes for a class no element has yet', () => {
    const sheet = page('<p id="a">text</p>', '');
    const before = getComputedStyle(document.querySelector('#a')!);
    sheet.insertRule('.later { display: none; }');
    sheet.insertRule('@media (min-width: 1px) { .later, .later-too:hover { display: none; } }');
    expect(getComputedStyle(document.querySelector('#a')!)).toBe(before);
    document.querySelector('#a')!.classList.add('later');
    expect(display('#a')).toBe('none');
  });

  it('answers anew after a rule is added or removed', () => {
    const sheet = page('<p id="a">text</p>', '');
    expect(display('#a')).toBe('block');
    sheet.insertRule('#a { display: grid; }');
    expect(display('#a')).toBe('grid');
    sheet.deleteRule(0);
    expect(display('#a')).toBe('block');
    document.querySelector('#a')!.classList.add('shown');
    expect(display('#a')).toBe('block');
    sheet.insertRule('.shown { display: table; }');
    expect(display('#a')).toBe('table');
    sheet.insertRule('.none-has-this, body p.shown { display: inline; }', 1);
    expect(display('#a')).toBe('inline');
  });

  it('keeps answers for elements a change cannot reach', () => {
    page(
      '<section id="one"><p id="a">a</p></section><section id="two"><p id="b">b</p></section>',
      '.on p { display: flex; }',
    );
    const untouched = getComputedStyle(document.querySelector('#a')!);
    expect(display('#b')).toBe('block');
    document.querySelector('#two')!.classList.add('on');
    expect(getComputedStyle(document.querySelector('#a')!)).toBe(untouched);
    expect(display('#b')).toBe('flex');
  });

  it('answers anew for later siblings of a changed element', () => {
    page(
      '<p id="a">a</p><p id="b">b</p><div id="c"><span id="d">d</span></div>',
      '.on ~ div span { display: none; }',
    );
    expect(display('#d')).toBe('inline');
    document.querySelector('#a')!.classList.add('on');
    expect(display('#d')).toBe('none');
  });

  it('answers anew when a style element comes or goes inside the page, or its text changes', () => {
    // The style element goes after #a: the change itself reaches neither #a nor its subtree.
    page('<p id="a">a</p><div id="box"></div>', '#box { display: flex; }');
    expect(display('#a')).toBe('block');
    const style = document.createElement('style');
    style.textContent = '#a { display: none; }';
    document.querySelector('#box')!.append(style);
    expect(display('#a')).toBe('none');
    style.textContent = '#a { display: inline; }';
    expect(display('#a')).toBe('inline');
    style.remove();
    expect(display('#a')).toBe('block');
    added[0].textContent = '#a { display: grid; }';
    expect(display('#a')).toBe('grid');
  });

  it('answers anew for the ancestors of a change while a rule uses :has()', () => {
    page('<div id="box"><p id="a">a</p></div>', '#box:has(.on) { display: none; }');
    expect(display('#box')).toBe('block');
    document.querySelector('#a')!.classList.add('on');
    expect(display('#box')).toBe('none');
  });
});
