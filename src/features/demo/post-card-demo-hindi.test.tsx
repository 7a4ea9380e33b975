// The post card demo in Hindi (docs/i18n.md#testing-in-hindi): the page's own texts in Hindi, the
// sample posts as written.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { preload } from '../../testing/preload';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

preload(() => import('./post-card-demo-screen'));

describe('/demo-post-card in Hindi', { timeout: 90_000 }, () => {
  it('names the page, its states and the two cards in Hindi, the posts as written', async () => {
    await activateLanguage('hi');
    await loginAs(SEED.demoUserId);
    renderApp('/demo-post-card');
    await screen.findByRole('heading', { level: 1, name: 'पोस्ट कार्ड डेमो' }, { timeout: 60_000 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'सामान्य',
      'पसंद की गई',
      'रीपोस्ट की गई',
      'तस्वीर के साथ',
      'अधूरा डेटा',
      'लॉग आउट',
    ]);
    expect(screen.getByRole('link', { name: 'ऐप पर वापस जाएँ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('switch', { name: /डार्क मोड/ })).toBeInTheDocument();
    const liked = screen.getByRole('region', { name: 'पसंद की गई' });
    expect(liked).toHaveTextContent('देखने वाले ने पोस्ट पसंद की है।');
    expect(within(liked).getByText('पूरा कार्ड (मौजूदा स्क्रीन)')).toBeInTheDocument();
    expect(within(liked).getByText('सादा कार्ड (पुरानी स्क्रीन)')).toBeInTheDocument();
    expect(within(liked).getAllByRole('article')[0]).toHaveTextContent(
      'Water supply in Tower B will be off on Saturday',
    );
  });
});
