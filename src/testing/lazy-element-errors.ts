import { configure, getConfig, prettyDOM } from '@testing-library/react';

// Testing Library writes a print of the whole DOM into each query error's message, and a
// `findBy`/`waitFor` makes such an error on every failed retry (every 50 ms and on every DOM
// change) only to keep the last one: those prints were about 5% of the unit tests' CPU time. The
// print is now made when the message is first read, which for an error a test fails with is at
// once: Vitest reads it before the test's clean-up unmounts anything. Same text as the default.
export function printDomOnlyWhenRead() {
  configure({
    getElementError(message, container) {
      const error = new Error();
      error.name = 'TestingLibraryElementError';
      let text: string | undefined;
      Object.defineProperty(error, 'message', {
        configurable: true,
        get: () =>
          (text ??= [
            message,
            `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`,
          ]
            .filter(Boolean)
            .join('\n\n')),
        set: (value: string) => {
          text = value;
        },
      });
      return error;
    },
  });
}
