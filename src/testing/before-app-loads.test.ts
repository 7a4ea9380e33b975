// The unit tests' first set-up file: React's development build creates elements without capturing a
// stack trace for each (a large share of the tests' time otherwise).
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

type WithDebugStack = { _debugStack?: unknown };

describe('before-app-loads', () => {
  it("gives React's elements the shared unknown-owner stack instead of one captured each", () => {
    const first = createElement('p') as unknown as WithDebugStack;
    const second = createElement('p') as unknown as WithDebugStack;
    expect(first._debugStack).toBeInstanceOf(Error);
    expect(second._debugStack).toBe(first._debugStack);
  });
});
