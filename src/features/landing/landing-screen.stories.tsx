import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { pendingForever } from '../../testing/storybook';
import LandingScreen from './landing-screen';

/** The real `/` route for a visitor: the public landing page over the mock backend. */
const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  parameters: {
    router: 'app',
    route: '/',
    session: 'signed-out',
    layout: 'fullscreen',
  },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const cardsShown = async (canvas: Canvas) => {
  const panel = await canvas.findByRole('tabpanel', {}, { timeout: 10_000 });
  return within(panel).findAllByRole('article', {}, { timeout: 10_000 });
};

export const Populated: Story = {
  tags: ['state:signed-out'],
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(await cardsShown(canvas)).toHaveLength(10);
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  },
};

/** A resident on /landing: the welcome line and Dashboard replace Login and Sign Up. */
export const SignedIn: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { route: '/landing', session: 'signed-in' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Welcome back, Aarav!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { listPosts: pendingForever('get', '/api/posts') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading concerns...')).toBeInTheDocument();
  },
};

/**
 * The feed fails, so the built-in sample concerns stand in, with a discreet notice
 * (docs/product.md#landing-page).
 */
export const SamplePostsFallback: Story = {
  tags: ['state:error'],
  parameters: {
    msw: {
      handlers: {
        listPosts: http.get('/api/posts', () => new HttpResponse(null, { status: 500 })),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing sample concerns while the community feed is unavailable.'),
    ).toBeVisible();
    await expect((await cardsShown(canvas)).length).toBeGreaterThan(0);
  },
};

/**
 * An empty community feed is never shown to a visitor; the sample concerns stand in
 * (docs/product.md#landing-page).
 */
export const EmptyFeed: Story = {
  parameters: {
    msw: { handlers: { listPosts: http.get('/api/posts', () => HttpResponse.json([])) } },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Showing sample concerns while the community feed is unavailable.'),
    ).toBeVisible();
    await expect((await cardsShown(canvas)).length).toBeGreaterThan(0);
  },
};

/** Any interaction of a visitor asks to sign in first. */
export const LoginRequired: Story = {
  play: async ({ canvas }) => {
    await cardsShown(canvas);
    const actions = canvas.getByRole('region', { name: 'Quick Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Post a Concern' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Login Required' });
    await expect(
      within(dialog).getByRole('button', { name: 'Continue as Demo User' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Login with Account' })).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Create New Account' })).toBeVisible();
  },
};

export const Dark: Story = { ...Populated, globals: { ...Populated.globals, theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await cardsShown(canvas);
    await expect(canvas.getByRole('searchbox', { name: 'Search concerns' })).toBeVisible();
  },
};

export const MobileDark: Story = { ...Mobile, globals: { ...Mobile.globals, theme: 'dark' } };
