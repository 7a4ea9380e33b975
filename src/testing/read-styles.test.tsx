// The unit tests' computed styles hold only the properties tests read (installed by
// setup-tests.ts): the rules keep those, the rest of a rule is dropped, and reading anything
// else fails instead of answering an empty value.
import { cleanup, render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { keepReadDeclarations } from './read-styles';

const Panel = styled.div`
  display: flex;
  border: 1px solid rgb(1, 2, 3);
  padding: 8px;
  color: rgb(200, 0, 0);
  &:hover {
    background: rgb(4, 5, 6);
  }
  @media screen {
    visibility: hidden;
    margin: 4px;
  }
`;

let style: HTMLStyleElement | undefined;

function sheetWith(rule: string) {
  style = document.createElement('style');
  document.head.append(style);
  style.sheet!.insertRule(rule, 0);
  return style.sheet!;
}

afterEach(() => {
  cleanup();
  style?.remove();
  style = undefined;
});

describe('computed styles in unit tests', () => {
  it('keeps the read properties of a styled rule, in media rules too, and drops the rest', () => {
    render(<Panel>panel</Panel>);
    const computed = getComputedStyle(screen.getByText('panel'));
    expect(computed.display).toBe('flex');
    expect(computed.getPropertyValue('color')).toBe('rgb(200, 0, 0)');
    expect(computed.visibility).toBe('hidden');
    expect(screen.getByText('panel')).toHaveStyle({ color: 'rgb(200, 0, 0)' });

    const ruleTexts = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    expect(ruleTexts.join('\n')).not.toMatch(/border|padding|margin|background/);
  });

  it('makes a rule left with no read property match nothing', () => {
    const sheet = sheetWith('.card { border: 1px solid red; cursor: pointer; }');
    document.body.innerHTML = '<div class="card">x</div>';
    expect((sheet.cssRules[0] as CSSStyleRule).style.length).toBe(0);
    expect(
      document.querySelector('.card')!.matches((sheet.cssRules[0] as CSSStyleRule).selectorText),
    ).toBe(false);
  });

  it('fails a read of any other property, by name or by accessor, with where to add it', () => {
    render(<Panel>panel</Panel>);
    const computed = getComputedStyle(screen.getByText('panel'));
    expect(() => computed.getPropertyValue('border-top-width')).toThrow(
      "add 'border-top-width' to READ_PROPERTIES",
    );
    expect(() => computed.backgroundColor).toThrow("add 'background-color' to READ_PROPERTIES");
    expect(() => expect(screen.getByText('panel')).not.toHaveStyle({ padding: '9px' })).toThrow(
      'READ_PROPERTIES',
    );
    expect(computed.length).toBeGreaterThan(0);
  });
});

describe('keepReadDeclarations', () => {
  it('keeps read declarations whole, semicolons in quotes and parentheses included', () => {
    expect(
      keepReadDeclarations(
        `.a{border:1px solid red;content:"a;b";background:url(data:image/png;base64,AA);COLOR:red}`,
      ),
    ).toBe('.a{content:"a;b";COLOR:red}');
  });

  it('filters each style rule of a @media rule and drops the rules left empty', () => {
    expect(keepReadDeclarations('@media screen{.a{margin:0}.b{display:none;padding:0}}')).toBe(
      '@media screen{.b{display:none}}',
    );
    expect(keepReadDeclarations('@media screen{.a{margin:0}}')).toBe(
      '#rule-without-read-properties{}',
    );
  });

  it('leaves other at-rules as they are', () => {
    const keyframes = '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}';
    expect(keepReadDeclarations(keyframes)).toBe(keyframes);
  });
});
