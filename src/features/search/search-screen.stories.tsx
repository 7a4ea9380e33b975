import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { failsWith, pendingForever, signedOutRedirect } from '../../testing/storybook';
import SearchScreen from './search-screen';

/** The real /search route inside the shell, over the seeded mock backend. */
const meta = {
  title: 'Screens/Search',
  component: SearchScreen,
  parameters: { router: 'app', route: '/search', layout: 'fullscreen' },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 10_000 };
const FIELD = 'Find residents, societies, hashtags and groups';

/** Before typing: a hint and a few examples. */
export const Hint: Story = {
  tags: ['state:populated'],
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('searchbox', { name: FIELD }, LOAD);
    await expect(field).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'Search the community' })).toBeVisible();
  },
};

/** Arriving with ?q=: residents, hashtags and groups at once. */
export const WithResults: Story = {
  tags: ['state:populated'],
  parameters: { route: '/search?q=wa' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: /^Residents/ }, LOAD);
    await expect(canvas.getByRole('region', { name: /^Hashtags/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: /^Groups/ })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: FIELD })).toHaveValue('wa');
  },
};

/** Typing searches once it pauses; every result is a link. */
export const Typing: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('searchbox', { name: FIELD }, LOAD);
    await userEvent.type(field, 'priya');
    const residents = within(await canvas.findByRole('region', { name: /^Residents/ }, LOAD));
    await expect(residents.getByRole('link', { name: /Priya Sharma/ })).toHaveAttribute(
      'href',
      `/profile/${SEED.neighbourId}`,
    );
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(
      await canvas.findByRole('heading', { name: 'Search the community' }),
    ).toBeVisible();
  },
};

export const NoResults: Story = {
  tags: ['state:empty'],
  parameters: { route: '/search?q=zzqx' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No results for "zzqx"' }, LOAD),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    route: '/search?q=priya',
    msw: { handlers: { search: pendingForever('get', '/api/search') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Searching...', {}, LOAD)).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  parameters: {
    route: '/search?q=priya',
    msw: { handlers: { search: failsWith('get', '/api/search', 500, 'down') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Search failed. Please try again.',
    );
  },
};

/** A backend without the proposed search: the sample societies and tags still match. */
export const SampleFallback: Story = {
  parameters: {
    route: '/search?q=pune',
    msw: {
      handlers: { search: http.get('/api/search', () => new HttpResponse(null, { status: 404 })) },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/search is not available on this server yet/, {}, LOAD),
    ).toBeVisible();
    // A sample society's result; the shell's sidebar may name the viewer's society too.
    const links = canvas.getAllByRole('link', { name: /Vasundhara Greens/ });
    await expect(links.map((link) => link.getAttribute('href'))).toContain('/explore?society=1');
  },
};

export const Dark: Story = { ...WithResults, globals: { theme: 'dark' } };

export const Mobile: Story = { ...WithResults, globals: { viewport: { value: 'mobile' } } };

export const MobileDark: Story = {
  ...WithResults,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};

/** A visitor who opens this page is sent to sign in and brought back after. */
export const SignedOut: Story = signedOutRedirect;
