// The stories strip and viewer in Hindi (docs/i18n.md#testing-in-hindi): names and societies as
// written, the rest in Hindi, times in Hindi.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { activateLanguage } from '../../lib/i18n/i18n';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';

const SLOW = { timeout: 30_000 };

describe('the stories in Hindi', { timeout: 60_000 }, () => {
  it('names each bubble and the viewer in Hindi, with names, societies and times', async () => {
    await activateLanguage('hi');
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const strip = await screen.findByRole('region', { name: 'स्टोरी' }, SLOW);
    const bubbles = await within(strip).findAllByRole('button', { name: / की स्टोरी, / }, SLOW);
    const [first] = bubbles;
    // "Kiran Rao की स्टोरी, Lakeview, अभी नहीं देखी, 3 घंटे पहले"
    expect(first.textContent).toMatch(/^(.+) की स्टोरी, (.+), .*(देखी).*, .+ पहले/);
    expect(within(strip).queryByRole('button', { name: /^Story by / })).toBeNull();
    const fullName = /^(.+) की स्टोरी, /.exec(first.textContent!)![1];
    const author = db.user.findFirst({ where: { fullName: { equals: fullName } } })!;
    expect(author).toBeTruthy();
    const society = db.society.findFirst({ where: { id: { equals: author.societyId! } } })!;

    await user.click(first);
    const viewer = await screen.findByRole('dialog', { name: `${fullName} की स्टोरी` }, SLOW);
    expect(within(viewer).getByRole('progressbar')).toHaveAccessibleName(/^\d+ में से स्टोरी \d+$/);
    expect(within(viewer).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'अगली स्टोरी' })).toBeInTheDocument();
    expect(viewer).toHaveTextContent(`${society.name} से कम्युनिटी अपडेट`);
    expect(within(viewer).getByRole('status')).toHaveTextContent(
      new RegExp(`^\\d+ में से स्टोरी \\d+: ${fullName}, ${society.name}, .+ पहले$`),
    );
  });
});
