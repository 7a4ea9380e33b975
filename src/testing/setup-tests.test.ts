// The unit tests share one document per worker (isolate: false): what one test leaves in the page
// must not reach the next, where a page-wide check (no <script> in the page, say) would find it.
import { describe, expect, it } from 'vitest';

describe('each test starts with an empty page', () => {
  it('(a test leaves markup outside React behind)', () => {
    const holder = document.createElement('script');
    holder.type = 'text/html';
    document.body.append(holder, document.createElement('main'));
    expect(document.body.children).toHaveLength(2);
  });

  it('finds none of it in the next test', () => {
    expect(document.body.children).toHaveLength(0);
  });
});
