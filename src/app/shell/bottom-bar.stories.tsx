import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { BottomBar } from './bottom-bar';
import { signInAsQueueManager } from '../../testing/care-queue';
import { SEED_UNREAD_LINK } from '../../testing/storybook';

const meta = {
  title: 'Shell/BottomBar',
  component: BottomBar,
  parameters: { session: 'signed-in', route: '/home', layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each entry's name on one line, and at least 4 px clear of the next one's. */
async function eachLabelWholeAndApart(nav: HTMLElement) {
  const labels = [...nav.querySelectorAll<HTMLElement>('a > span:nth-of-type(2)')];
  await expect(labels).toHaveLength(5);
  for (const label of labels) {
    // One line of text is well under two font sizes tall.
    const fontSize = parseFloat(getComputedStyle(label).fontSize);
    await expect(label.getBoundingClientRect().height).toBeLessThan(fontSize * 2);
  }
  for (const [index, label] of labels.slice(1).entries()) {
    const gap = label.getBoundingClientRect().left - labels[index].getBoundingClientRect().right;
    await expect(gap).toBeGreaterThanOrEqual(4);
  }
}

/**
 * The sidebar's entries below medium width: Home, Explore, Groups, Notifications (with the unread
 * badge) and Profile, each name whole on one line at 360 px.
 */
export const OnHome: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/home', '/explore', '/groups', '/notifications', '/profile']);
    await eachLabelWholeAndApart(nav);
    await expect(await canvas.findByRole('link', { name: SEED_UNREAD_LINK })).toHaveTextContent(
      String(SEED.unreadNotifications),
    );
  },
};

export const OnProfile: Story = {
  parameters: { route: '/profile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A neighbour's profile is not the resident's own: nothing in the bar is current there. */
export const OnSomeoneElsesProfile: Story = {
  parameters: { route: `/profile/${SEED.neighbourId}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/**
 * A care team member's bar has five entries too: Care queue before Profile, and no Groups (Explore
 * leads to them).
 */
export const CareTeam: Story = {
  parameters: { route: '/care' },
  beforeEach: signInAsQueueManager,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main (mobile)' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/home',
      '/explore',
      '/notifications',
      '/care',
      '/profile',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Care queue' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * The care team's bar on a 320 px phone, on Notifications, the longest name: each name whole, with
 * room between them, and the current entry marked by a pill behind its icon besides its colour.
 */
export const CareTeamOnTheNarrowestPhone: Story = {
  parameters: { route: '/notifications' },
  globals: { viewport: { value: 'narrow' } },
  beforeEach: signInAsQueueManager,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main (mobile)' });
    const current = within(nav).getByRole('link', { name: /^Notifications/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const pill = (link: HTMLElement) => getComputedStyle(link.firstElementChild!).backgroundColor;
    await expect(pill(current)).not.toBe(pill(within(nav).getByRole('link', { name: 'Profile' })));
    await eachLabelWholeAndApart(nav);
  },
};

/** The care team reaches the groups through Explore, which is their current entry there. */
export const CareTeamOnGroups: Story = {
  parameters: { route: '/groups' },
  beforeEach: signInAsQueueManager,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const CareTeamDark: Story = {
  ...CareTeam,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

export const Dark: Story = { globals: { theme: 'dark', viewport: { value: 'mobile' } } };

/** The search page is reached from Explore's search box: Explore is the current entry there. */
export const OnSearch: Story = {
  parameters: { route: '/search?q=Pune' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** From medium width up the bar is hidden: the sidebar has the links. */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    // Hidden elements have no accessible name, so find the bar by its label attribute.
    const bar = canvasElement.querySelector('nav[aria-label="Main (mobile)"]');
    await expect(bar).not.toBeNull();
    await expect(bar).not.toBeVisible();
  },
};
