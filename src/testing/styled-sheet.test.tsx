// Between test files the styled-components sheet is emptied (setup-tests.ts); the next render
// must write its rules again.
import { cleanup, render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { forgetStyledRules } from './styled-sheet';

const Row = styled.div`
  display: flex;
`;

const ruleCount = () =>
  [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0);

describe('forgetStyledRules', () => {
  it('empties the page of styled rules, and the next render writes its own again', () => {
    render(<Row>row</Row>);
    expect(getComputedStyle(screen.getByText('row')).display).toBe('flex');
    cleanup();

    forgetStyledRules();
    expect(ruleCount()).toBe(0);

    render(<Row>again</Row>);
    expect(getComputedStyle(screen.getByText('again')).display).toBe('flex');
    expect(ruleCount()).toBeGreaterThan(0);
  });
});
