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
    for (const label of nav.querySelectorAll('a > span:first-of-type')) {
      // One line of text is well under two font sizes tall.
      const fontSize = parseFloat(getComputedStyle(label).fontSize);
      await expect(label.getBoundingClientRect().height).toBeLessThan(fontSize * 2);
    }
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
