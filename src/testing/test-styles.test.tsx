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
const Colour = styled.p`
  color: rgb(0, 0, 200);
  margin: 1px;
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
    expect(panel).not.toHaveStyle({ color: 'rgb(200, 0, 0)' });

    const panelRules = ruleTexts().filter((text) => text.includes(panel.classList[1]));
    expect(panelRules.length).toBeGreaterThan(0);
    expect(panelRules.join('\n')).toContain('a;b');
    expect(panelRules.join('\n')).not.toMatch(/border|padding|margin|background|color/);
    const boxClass = screen.getByText('box').classList[1];
    expect(ruleTexts().filter((text) => text.includes(boxClass))).toEqual([]);
  });

  it('keeps the text colour for a render that reads it, under class names of its own', () => {
    renderWithProviders(<Panel>plain</Panel>);
    renderWithProviders(
      <>
        <Panel>coloured</Panel>
        <Colour>only a colour</Colour>
      </>,
      { readColour: true },
    );
    const coloured = screen.getByText('coloured');
    expect(coloured).toHaveStyle({ color: 'rgb(200, 0, 0)', display: 'flex' });
    expect(screen.getByText('only a colour')).toHaveStyle({ color: 'rgb(0, 0, 200)' });
    expect(coloured.className).not.toBe(screen.getByText('plain').className);
    expect(screen.getByText('plain')).not.toHaveStyle({ color: 'rgb(200, 0, 0)' });
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
