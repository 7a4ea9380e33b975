// A toast speaks the language it was raised in: a switch while it shows does not rewrite it, and
// its `lang` tells a screen reader (and the Hindi pass of the story tests) which one that is.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';
import { createQueryClient } from '../api/query-client';
import { activateLanguage } from '../lib/i18n/i18n';
import { useToast } from '../components/toast';

function RaiseToast() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Saved' })}>
      Raise
    </button>
  );
}

describe('a toast and the language', () => {
  it('keeps the language it was raised in, marked, while the rest of the page switches', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RaiseToast />
      </AppProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getByText('Saved').closest('[lang]')).toHaveAttribute('lang', 'en-IN');

    await act(() => activateLanguage('hi'));
    expect(screen.getByText('Saved').closest('[lang]')).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByRole('button', { name: 'सूचना हटाएँ' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getByText('Saved').closest('[lang]')).toHaveAttribute('lang', 'hi-IN');
  });
});
