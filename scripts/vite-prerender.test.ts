import { describe, expect, it } from 'vitest';
import { inertMarkup } from './vite-prerender.ts';

describe('inertMarkup', () => {
  it('carries markup as the text of a script the browser does not run', () => {
    expect(inertMarkup('vc-landing-en-light', '<main><h1>Hello &lt;you&gt;</h1></main>')).toBe(
      '<script type="text/html" id="vc-landing-en-light"><main><h1>Hello &lt;you&gt;</h1></main></script>',
    );
  });

  it('refuses markup that would close its script early or keep it from closing', () => {
    for (const markup of ['<p></script></p>', '<p></SCRIPT ></p>', '<!--<script>--><p></p>']) {
      expect(() => inertMarkup('vc-landing-hi-dark', markup)).toThrow(/vc-landing-hi-dark/);
    }
  });
});
