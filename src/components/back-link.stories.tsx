import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { PageTrailProvider } from '../lib/page-trail';
import { BackLink } from './back-link';

/** Two pages of an app inside the trail the shell keeps: a list, and a post with its way back. */
function TwoPages() {
  return (
    <PageTrailProvider>
      <Routes>
        <Route
          path="/notifications"
          element={
            <>
              <h1>Notifications</h1>
              <Link to="/posts/1">Open the post</Link>
            </>
          }
        />
        <Route
          path="/posts/1"
          element={
            <>
              <BackLink fallback="/home">Back to Home</BackLink>
              <h1>Post</h1>
            </>
          }
        />
      </Routes>
    </PageTrailProvider>
  );
}

const meta = {
  title: 'Components/BackLink',
  component: TwoPages,
} satisfies Meta<typeof TwoPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened first in its tab (a shared link, a reload): a link to the feed. */
export const OpenedFirst: Story = {
  parameters: { route: '/posts/1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/home',
    );
  },
};

/** Opened from another page: "Back" links to it, and a click goes back as the browser does. */
export const OpenedFromAPage: Story = {
  parameters: { route: '/notifications' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Open the post' }));
    const back = await canvas.findByRole('link', { name: 'Back' });
    await expect(back).toHaveAttribute('href', '/notifications');
    await userEvent.click(back);
    await expect(await canvas.findByRole('heading', { name: 'Notifications' })).toBeVisible();
  },
};

export const Dark: Story = { ...OpenedFirst, globals: { theme: 'dark' } };
