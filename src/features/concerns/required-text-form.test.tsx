// The care team's text forms (a response, a resolution note): an empty send says what is missing,
// except the second tap of a double tap, which finds the box emptied by the first one's success.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import { RequiredTextForm } from './required-text-form';

function renderForm() {
  const onSend = vi.fn((_text: string, sent: () => void) => sent());
  const view = renderWithProviders(
    <RequiredTextForm
      label="Official response"
      submit="Post response"
      required="Write the response first"
      pending={false}
      draftKey="test:required-text-form"
      onSend={onSend}
    />,
  );
  return { ...view, onSend };
}

describe('a required text form', () => {
  it('sends once on a double tap, and says nothing of the emptied box', async () => {
    const { user, onSend } = renderForm();
    await user.type(screen.getByLabelText('Official response'), 'A technician comes at 10.');
    await user.dblClick(screen.getByRole('button', { name: 'Post response' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0][0]).toBe('A technician comes at 10.');
    expect(screen.getByLabelText('Official response')).toHaveValue('');
    expect(screen.queryByText('Write the response first')).toBeNull();
  });

  it('says what is missing when sent empty, also after a text was written and wiped', async () => {
    const { user, onSend } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Post response' }));
    expect(screen.getByText('Write the response first')).toBeVisible();
    await user.type(screen.getByLabelText('Official response'), 'x');
    await user.click(screen.getByRole('button', { name: 'Post response' }));
    await user.type(screen.getByLabelText('Official response'), 'y{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Post response' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Write the response first')).toBeVisible();
  });
});
