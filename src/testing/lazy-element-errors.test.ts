// Query errors print the DOM when their message is read (set up by setup-tests.ts).
import { getConfig, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('query errors', () => {
  it('carry the default message and a print of the DOM', () => {
    document.body.innerHTML = '<main><p>Hello</p></main>';
    let error: Error | undefined;
    try {
      screen.getByRole('button', { name: 'Missing' });
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.name).toBe('TestingLibraryElementError');
    expect(error?.message).toMatch(/^Unable to find an accessible element with the role "button"/);
    expect(error?.message).toContain(`\n\nIgnored nodes: comments, ${getConfig().defaultIgnore}\n`);
    expect(error?.message).toMatch(/<main>.*\n.*<p>.*\n.*Hello/);
    expect(error?.stack).toContain(error?.message.split('\n')[0]);
    document.body.innerHTML = '';
  });

  it('print the DOM only when the message is read', () => {
    document.body.innerHTML = '<p>Before</p>';
    const error = getConfig().getElementError('Not found', document.body);
    document.body.innerHTML = '<p>After</p>';
    expect(error.message).toContain('After');
    expect(error.message).not.toContain('Before');
    document.body.innerHTML = '';
  });
});
