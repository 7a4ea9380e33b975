import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginScreen } from '../screens';
import { RedirectIfSignedIn, RequireAuth } from '../../features/auth';
import { MemoryRoutes, SEED_UNREAD_LINK } from '../../testing/storybook';
import { Card, MutedText, PageTitle } from '../../components/card';
import { AppShell } from './app-shell';

/** A stand-in screen, so these stories show the shell itself; the story's own English. */
function StandIn() {
  return (
    <Card lang="en">
      <PageTitle>Home</PageTitle>
      <MutedText>The screen of the route goes here.</MutedText>
    </Card>
  );
}

/**
 * The whole shell around a stand-in screen, so these stories show the shell itself; each screen's
 * own stories show it inside the shell.
 */
const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  args: { children: <StandIn /> },
  argTypes: { children: { control: false } },
  parameters: { route: '/home', session: 'signed-in', layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Home');
    await expect(
      canvas.getByRole('complementary', { name: 'Your profile and navigation' }),
    ).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Community highlights' })).toBeVisible();
    await expect(await canvas.findAllByRole('link', { name: SEED_UNREAD_LINK })).toHaveLength(2);
    await expect(canvas.queryByRole('navigation', { name: 'Main (mobile)' })).toBeNull();
  },
};

export const DesktopDark: Story = { ...Desktop, globals: { ...Desktop.globals, theme: 'dark' } };

/** Below medium width: no sidebars and no search box; the bottom bar instead. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
    // Hidden elements have no accessible name, so find the sidebars by their label attribute. The
    // right column is not even rendered on a phone (neither its code nor its data is fetched).
    const aside = (label: string) => canvasElement.querySelector(`aside[aria-label="${label}"]`);
    await expect(aside('Your profile and navigation')).not.toBeVisible();
    await expect(aside('Community highlights')).toBeNull();
  },
};

export const MobileDark: Story = { ...Mobile, globals: { ...Mobile.globals, theme: 'dark' } };

/** Quick Actions > Help opens the help dialog. */
export const HelpOpen: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    // The dialog is a lazy chunk: it arrives after the click.
    const dialog = await within(document.body).findByRole('dialog', { name: 'Help' });
    await expect(dialog).toHaveTextContent('Who sees my post?');
  },
};

/** The sidebar's Create Post opens the composer dialog. */
export const CreatePostOpen: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Post' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Create Post' }),
    ).toBeVisible();
  },
};

/** The shell behind its guard, as the route table has it, with the sign-in page beside it. */
function GuardedShell() {
  return (
    <MemoryRoutes
      path="/home"
      routes={[
        {
          element: (
            <RequireAuth>
              <AppShell />
            </RequireAuth>
          ),
          children: [{ path: '/home', element: <StandIn /> }],
        },
        {
          path: '/login',
          element: (
            <RedirectIfSignedIn>
              <LoginScreen />
            </RedirectIfSignedIn>
          ),
        },
      ]}
    />
  );
}

/** Logout ends the session, forgets the stored user and goes to the sign-in page. */
export const Logout: Story = {
  parameters: { router: 'none' },
  globals: { viewport: { value: 'desktop' } },
  render: () => <GuardedShell />,
  play: async ({ canvas }) => {
    const [logout] = canvas.getAllByRole('button', { name: 'Logout' });
    await userEvent.click(logout);
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
  },
};

/** A visitor who opens a page inside the shell is sent to sign in. */
export const SignedOutRedirectsToLogin: Story = {
  parameters: { router: 'none', session: 'signed-out' },
  render: () => <GuardedShell />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};
