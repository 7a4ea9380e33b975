import { describe, expect, it } from 'vitest';
import { keepShellStateOnTakeOver } from './take-over-shell';

const MARKUP = `
  <a href="/login">Login</a>
  <input aria-label="Search" value="" />
  <select aria-label="Society"><option value="">All</option><option value="s1">Sunrise</option></select>
  <button type="button">Post</button>`;

function shell() {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root')!;
  root.innerHTML = `<style data-prerendered-style></style>${MARKUP}`;
  return root;
}

/** What the app's first render does: the same markup, new nodes, listening for changes. */
function takeOver(root: HTMLElement) {
  const seen: string[] = [];
  const app = document.createElement('div');
  app.innerHTML = MARKUP;
  app.addEventListener('input', (e) => seen.push(`input:${(e.target as HTMLInputElement).value}`));
  app.addEventListener('change', (e) =>
    seen.push(`change:${(e.target as HTMLSelectElement).value}`),
  );
  root.replaceChildren(app);
  return seen;
}
const mutationsDelivered = () => new Promise((done) => setTimeout(done));

describe('keepShellStateOnTakeOver', () => {
  it('moves typed text, chosen options and focus from the shell into the app', async () => {
    const root = shell();
    // Focus moved before the app's script ran, text typed after.
    root.querySelector('button')!.focus();
    keepShellStateOnTakeOver(root);
    root.querySelector('input')!.value = 'lift';
    root.querySelector('select')!.value = 's1';

    const seen = takeOver(root);
    await mutationsDelivered();

    expect(root.querySelector('input')).toHaveValue('lift');
    expect(root.querySelector('select')).toHaveValue('s1');
    expect(seen).toEqual(['input:lift', 'change:s1']);
    expect(root.querySelector('button')).toHaveFocus();
  });

  it('follows focus that moves while the app loads', async () => {
    const root = shell();
    keepShellStateOnTakeOver(root);
    root.querySelector('a')!.focus();
    takeOver(root);
    await mutationsDelivered();
    expect(root.querySelector('a')).toHaveFocus();
  });

  it('leaves untouched fields and focus outside the shell alone', async () => {
    const root = shell();
    const outside = document.createElement('button');
    document.body.append(outside);
    keepShellStateOnTakeOver(root);
    root.querySelector('a')!.focus();
    outside.focus();

    const seen = takeOver(root);
    await mutationsDelivered();

    expect(seen).toEqual([]);
    expect(outside).toHaveFocus();
  });
});
