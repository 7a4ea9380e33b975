// The profile screens in Hindi (docs/i18n.md#testing-in-hindi): their texts translated, what
// residents wrote (names, bios) and society names as written, counts with the Indian grouping.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { formatCount } from '../../lib/text';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { SLOW, userRow } from './profile-test-utils';

const me = SEED.demoUserId;

/** The Hindi profile header (named प्रोफ़ाइल), once GET /api/users/{id} has answered. */
async function openInHindi(path: string) {
  await activateLanguage('hi');
  await loginAs(me);
  const app = renderApp(path);
  const header = await screen.findByRole('region', { name: 'प्रोफ़ाइल' }, SLOW);
  return { ...app, header };
}

/** The value shown beside a header count's label. */
function stat(header: HTMLElement, label: string) {
  const term = [...header.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  if (!term) throw new Error(`No "${label}" count in the profile header`);
  return term.nextElementSibling?.textContent;
}

describe('the profile in Hindi', { timeout: 60_000 }, () => {
  it('shows the own profile, its tabs and Settings in Hindi, the resident’s words as written', async () => {
    const row = userRow(me);
    const { header, user } = await openInHindi('/profile');

    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(row.fullName);
    expect(header).toHaveTextContent(row.bio!);
    expect(header).toHaveTextContent('Vasundhara Greens, Pune');
    expect(header).toHaveTextContent(`Vasundhara Greens में ${row.yearsLived} साल`);
    expect(stat(header, 'फ़ॉलोअर्स')).toBe(formatCount(row.followersCount!));
    expect(stat(header, 'फ़ॉलो कर रहे हैं')).toBe(formatCount(row.followingCount!));
    expect(within(header).getByRole('button', { name: 'प्रोफ़ाइल बदलें' })).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'पोस्ट' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('feed', { name: 'आपकी पोस्ट' }, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'सेटिंग्स' }));
    expect(await screen.findByRole('switch', { name: /डार्क मोड/ })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /ऑनलाइन स्टेटस दिखाएँ/ })).toBeInTheDocument();
    expect(screen.getByText('सभी प्रोफ़ाइल सबके लिए खुली हैं')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ब्लॉक किए गए निवासी' })).toBeInTheDocument();
    expect(screen.queryByText('Blocked Users')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }));
    const dialog = await screen.findByRole('dialog', { name: 'प्रोफ़ाइल बदलें' });
    expect(within(dialog).getByRole('textbox', { name: /पूरा नाम/ })).toHaveValue(row.fullName);
    expect(within(dialog).getByRole('button', { name: 'सेव करें' })).toBeInTheDocument();
  });

  it("shows another resident's profile with Follow and Report in Hindi", async () => {
    const row = userRow(SEED.otherSocietyResidentId);
    const { header } = await openInHindi(`/profile/${row.id}`);

    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(row.fullName);
    expect(header).toHaveTextContent(`Vasundhara Heights में ${row.yearsLived} साल`);
    expect(stat(header, 'पोस्ट')).toBe(formatCount(row.postsCount!));
    expect(within(header).getByRole('button', { name: 'फ़ॉलो करें' })).toBeEnabled();
    expect(within(header).getByRole('button', { name: 'यूज़र को रिपोर्ट करें' })).toBeEnabled();
    expect(within(header).getByRole('button', { name: 'ब्लॉक करें' })).toBeEnabled();
    expect(
      await screen.findByRole('feed', { name: `${row.fullName} की पोस्ट` }, SLOW),
    ).toBeInTheDocument();
  });
});
