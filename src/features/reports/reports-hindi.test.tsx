// The report dialog and a removed post in Hindi (issue 33, docs/i18n.md): the dialog's reasons,
// buttons and messages, and what a removed post says, in Hindi; names and notes as written.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { getUser } from '../../api/users';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { makeRemoved } from '../../testing/reports';
import { loginAs } from '../../testing/session';
import ReportDialog from './report-dialog';

const LOAD = { timeout: 30_000 };

describe('reports, in Hindi', { timeout: 60_000 }, () => {
  it('asks for a reason in Hindi, and says it is missing in Hindi', async () => {
    await loginAs(SEED.demoUserId);
    const reported = await getUser(SEED.unfollowedNeighbourId);
    await activateLanguage('hi');
    const { user } = renderWithProviders(
      <MemoryRouter>
        <ReportDialog open onClose={() => {}} target={{ type: 'user', user: reported }} />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'यूज़र को रिपोर्ट करें' });
    expect(
      within(dialog).getByText(
        `आप ${reported.fullName} को रिपोर्ट कर रहे हैं। मॉडरेटर हर रिपोर्ट देखते हैं।`,
      ),
    ).toBeVisible();
    const reasons = within(dialog).getByRole('group', { name: 'आप इसे क्यों रिपोर्ट कर रहे हैं?' });
    expect(within(reasons).getByRole('radio', { name: 'झूठी जानकारी' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'रिपोर्ट भेजें' }));
    expect(await within(dialog).findByText('कृपया एक कारण चुनें')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  });

  it("tells a removed post's author in Hindi, the care team's note as written", async () => {
    makeRemoved(SEED.demoUpdatePostId, SEED.careManagerId);
    await loginAs(SEED.demoUserId);
    await activateLanguage('hi');
    renderApp(`/posts/${SEED.demoUpdatePostId}`);
    expect(
      await screen.findByRole('heading', { name: 'यह पोस्ट केयर टीम ने हटा दी है' }, LOAD),
    ).toBeVisible();
    expect(screen.getByText('केयर टीम का नोट:')).toBeVisible();
    expect(screen.getByText('Selling is not allowed')).toBeVisible();
    expect(screen.getByText(/^Aarav Mehta की पोस्ट, .+ पहले हटाई गई।$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'दोबारा देखने का अनुरोध करें' })).toBeVisible();
  });
});
