import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  makeLongQueue,
  makeSampleQueue,
  signInAsQueueHead,
  signInAsQueueManager,
  signInToEmptyQueue,
} from '../../testing/care-queue';
import { failsWith, pendingForever, signedOutRedirect } from '../../testing/storybook';
import CareQueueScreen from './care-queue-screen';

/**
 * The real /care route inside the shell. The seed holds no care team: each story makes its own
 * (and its concerns) after the loaders have reset the db, and signs in as that member.
 */
const meta = {
  title: 'Screens/Care queue',
  component: CareQueueScreen,
  parameters: { router: 'app', route: '/care', layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof CareQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };

async function managerWithConcerns() {
  makeSampleQueue();
  await signInAsQueueManager();
}

/** A society manager's queue: their society's three concerns, most affected first. */
export const Populated: Story = {
  beforeEach: managerWithConcerns,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Care queue' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Serving Vasundhara Greens')).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Concerns' }, LOAD);
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Open 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(within(list).getByText(/^Overdue by/)).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Society' })).toBeNull();
  },
};

/** From a tablet's width up the filters are open, with no button to fold them. */
export const FiltersOpenOnWideScreens: Story = {
  beforeEach: managerWithConcerns,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Status' }, LOAD)).toBeVisible();
    await expect(canvas.getByText('Oldest first')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Filters and sort/ })).toBeNull();
  },
};

/**
 * A queue longer than a page: 25 concerns, how many there are in all, and the button that loads
 * the rest (what it does is in care-queue.test.tsx).
 */
export const LongerThanAPage: Story = {
  beforeEach: async () => {
    makeLongQueue(32);
    await signInAsQueueManager();
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Concerns' }, LOAD);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(25), LOAD);
    await expect(canvas.getByText('Showing 25 of 32')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Load More Concerns' })).toBeEnabled();
  },
};

/** A count filters by its status, and the address keeps it. */
export const FilteredByStatus: Story = {
  beforeEach: managerWithConcerns,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Acknowledged 1' }, LOAD));
    await expect(canvas.getByRole('button', { name: 'Acknowledged 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('acknowledged');
    // Scanned once the filtered list has arrived, not while the old one fades out.
    await waitFor(
      () =>
        expect(canvas.getByRole('list', { name: 'Concerns' })).toHaveAttribute(
          'aria-busy',
          'false',
        ),
      LOAD,
    );
  },
};

/** The care head serves every society and chooses one: here Vasundhara Heights, from the address. */
export const CareHeadWithSociety: Story = {
  parameters: { route: '/care?society=2' },
  beforeEach: async () => {
    makeSampleQueue();
    await signInAsQueueHead();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Serving every society', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Society' })).toHaveValue('2');
    const list = await canvas.findByRole('list', { name: 'Concerns' }, LOAD);
    await expect(within(list).getAllByRole('article')).toHaveLength(1);
    await expect(within(list).getByText(/Vasundhara Heights/)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: signInAsQueueManager,
  parameters: { msw: { handlers: { getCareQueue: pendingForever('get', '/api/care/queue') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Loading the care queue...', {}, LOAD),
    ).toBeInTheDocument();
  },
};

/** A manager whose society has raised nothing yet. */
export const Empty: Story = {
  beforeEach: signInToEmptyQueue,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No concerns yet.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open 0' })).toBeVisible();
  },
};

/** Filters that match nothing offer to clear them. */
export const FilteredEmpty: Story = {
  parameters: { route: '/care?category=electricity' },
  beforeEach: managerWithConcerns,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No concerns match these filters.' }, LOAD),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    const list = await canvas.findByRole('list', { name: 'Concerns' }, LOAD);
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
  },
};

export const ErrorState: Story = {
  beforeEach: signInAsQueueManager,
  parameters: {
    msw: { handlers: { getCareQueue: failsWith('get', '/api/care/queue', 500, 'down') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Failed to load the care queue. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The demo user is a resident: the page says whom it is for and leads back home. */
export const Resident: Story = {
  parameters: { session: 'signed-in' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This page is for the care team' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/home',
    );
  },
};

/** A backend without the proposed GET /api/care/queue. */
export const NotAvailable: Story = {
  beforeEach: signInAsQueueManager,
  parameters: {
    msw: {
      handlers: {
        getCareQueue: http.get('/api/care/queue', () =>
          HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The care queue is not available on this server yet.', {}, LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SignedOut: Story = signedOutRedirect;

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

/**
 * On a phone every status tile is as tall as the next (a long status does not push its count),
 * and the filters fold under one button, so the first concern starts on the first screen.
 */
export const Mobile: Story = {
  ...Populated,
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await Populated.play!(context);
    const { canvas } = context;
    const tiles = within(canvas.getByRole('list', { name: 'Concerns by status' }))
      .getAllByRole('button')
      .map((tile) => Math.round(tile.getBoundingClientRect().height));
    await expect(new Set(tiles).size).toBe(1);
    const [first] = within(canvas.getByRole('list', { name: 'Concerns' })).getAllByRole('article');
    // The concern's status line and the start of its text, above the bottom bar.
    await expect(first.getBoundingClientRect().top).toBeLessThan(window.innerHeight - 240);
    const toggle = canvas.getByRole('button', { name: 'Filters and sort' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expect(canvas.getByText('Most affected')).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull();
  },
};

/** Folded filters still say how many are on, here a category and Overdue only from the address. */
export const MobileFiltered: Story = {
  parameters: { route: '/care?category=water&overdue=1' },
  beforeEach: managerWithConcerns,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole(
      'button',
      { name: 'Filters and sort 2 filters on' },
      LOAD,
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = await canvas.findByRole('list', { name: 'Concerns' }, LOAD);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1), LOAD);
  },
};

export const MobileDark: Story = {
  ...Populated,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
