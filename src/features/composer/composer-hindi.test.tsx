import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { preload, preloadFeed } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

preloadFeed();
preload(() => import('./post-validation'));

const SLOW = { timeout: 20_000 };

describe('composer in Hindi', { timeout: 60_000 }, () => {
  it('asks, counts and posts in Hindi, and the text stays as typed', async () => {
    await loginAs(SEED.demoUserId);
    await activateLanguage('hi');
    const { user } = renderApp('/home');
    const region = await screen.findByRole('region', { name: 'पोस्ट बनाएँ' }, SLOW);
    const box = within(region).getByRole('textbox', { name: 'कोई समस्या या अपडेट शेयर करें' });
    expect(box).toHaveAttribute('placeholder', 'अपने समुदाय के साथ कोई समस्या या अपडेट शेयर करें...');
    expect(within(region).getByText('500 अक्षर बाकी')).toBeInTheDocument();

    await user.click(box);
    // The society select: its first option in Hindi, the society's own name as it is.
    await within(region).findByRole('option', { name: 'Vasundhara Heights - Mumbai' }, SLOW);
    expect(within(region).getByRole('option', { name: 'Vasundhara सोसाइटी चुनें' })).toBeDisabled();
    expect(within(region).getByRole('radio', { name: 'समस्या' })).toBeInTheDocument();
    await user.click(within(region).getByRole('radio', { name: 'अपडेट' }));
    const text = 'लिफ़्ट फिर से आवाज़ कर रही है #Elevator';
    await user.click(box);
    await user.paste(text);
    expect(within(region).getByText(`${500 - text.length} अक्षर बाकी`)).toBeInTheDocument();

    // Builder-wide asks first, in Hindi.
    await user.click(within(region).getByRole('radio', { name: 'सभी सोसाइटी में' }));
    expect(within(region).getByText('Vasundhara की सभी सोसाइटी में दिखेगी')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'पोस्ट करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'सभी सोसाइटी में पोस्ट करें?' });
    await user.click(within(dialog).getByRole('button', { name: 'सभी सोसाइटी में पोस्ट करें' }));

    await waitFor(() => expect(screen.getByText('पोस्ट बन गई')).toBeInTheDocument(), SLOW);
    expect(box).toHaveValue('');
    await waitFor(() =>
      expect(within(screen.getByRole('feed')).getAllByRole('article')[0]).toHaveTextContent(
        'लिफ़्ट फिर से आवाज़ कर रही है',
      ),
    );
  });
});
