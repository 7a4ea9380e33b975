// Each render has a sheet of its own, gone after the test, and its rules keep only the properties
// tests read (test-styles.tsx).
import { cleanup, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './render-app';
import { forgetTestStyles } from './test-styles';

const Panel = styled.div`
  display: flex;
  border: 1px solid rgb(1, 2, 3);
  padding: 8px;
  color: rgb(200, 0, 0);
  content: 'a;b';
  &:hover {
    background: rgb(4, 5, 6);
  }
  @media screen {
    visibility: hidden;
    margin: 4px;
  }
`;
const Box = styled.section`
  margin: 2px;
  cursor: pointer;
`;

/** The text of every rule on the page, those in @media rules included. */
const ruleTexts = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

describe('the styles of a test', () => {
  it('keeps the read properties of a rule, in media rules too, and writes no rule left empty', () => {
    renderWithProviders(
      <>
        <Panel>panel</Panel>
        <Box>box</Box>
      </>,
    );
    const panel = screen.getByText('panel');
    const computed = getComputedStyle(panel);
    expect(computed.display).toBe('flex');
    expect(computed.visibility).toBe('hidden');
    expect(panel).toHaveStyle({ color: 'rgb(200, 0, 0)' });

    const panelRules = ruleTexts().filter((text) => text.includes(panel.classList[1]));
    expect(panelRules.length).toBeGreaterThan(0);
    expect(panelRules.join('\n')).toContain('a;b');
    expect(panelRules.join('\n')).not.toMatch(/border|padding|margin|background/);
    const boxClass = screen.getByText('box').classList[1];
    expect(ruleTexts().filter((text) => text.includes(boxClass))).toEqual([]);
  });

  it('writes each render its rules afresh, and leaves none behind once forgotten', () => {
    const before = ruleTexts().length;
    renderWithProviders(<Panel>first</Panel>);
    const first = ruleTexts().length;
    expect(first).toBeGreaterThan(before);
    cleanup();
    forgetTestStyles();
    expect(ruleTexts()).toHaveLength(before);

    renderWithProviders(<Panel>again</Panel>);
    expect(getComputedStyle(screen.getByText('again')).display).toBe('flex');
    expect(ruleTexts()).toHaveLength(first);
    expect(document.head.querySelectorAll('[data-test-styles]')).toHaveLength(1);
  });
});
