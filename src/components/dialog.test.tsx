// The dialog takes the focus once the page around it has changed (issue 34): focus makes the
// browser style and lay out the page at once, and the page made inert after it had to be styled
// and laid out again before the next frame, a second pass over the whole page on every opening.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Report
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Report post">
        <button type="button">Submit Report</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('takes the focus with the page around it already inert and held still', async () => {
    const { user, container } = renderWithProviders(<Opener />);
    const page = container.parentElement === document.body ? container : container.parentElement!;
    const atFocus: { inert: boolean; overflow: string }[] = [];
    const onFocusIn = () =>
      atFocus.push({ inert: page.hasAttribute('inert'), overflow: document.body.style.overflow });
    document.addEventListener('focusin', onFocusIn);
    try {
      await user.click(screen.getByRole('button', { name: 'Report' }));
      const dialog = await screen.findByRole('dialog', { name: 'Report post' });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      // The opener's own focus from the click comes first; the dialog's focus is the last.
      expect(atFocus.at(-1)).toEqual({ inert: true, overflow: 'hidden' });

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(page).not.toHaveAttribute('inert');
      expect(document.body.style.overflow).toBe('');
      expect(screen.getByRole('button', { name: 'Report' })).toHaveFocus();
    } finally {
      document.removeEventListener('focusin', onFocusIn);
    }
  });
});
