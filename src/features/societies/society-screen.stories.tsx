import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearConcerns } from '../../testing/concerns';
import { MISSING_SOCIETY_CALLS } from './societies-test-utils';
import { failsWith, pendingForever, signedOutRedirect } from '../../testing/storybook';
import SocietyScreen from './society-screen';
import { SOCIETY_LOAD_FAILED, SOCIETY_PAGES_MISSING_TEXT } from './society-view';

/** The real /societies/{id} route inside the shell, for the demo user's society (id 1). */
const meta = {
  title: 'Screens/Society record',
  component: SocietyScreen,
  parameters: {
    router: 'app',
    route: '/societies/1',
    layout: 'fullscreen',
    session: 'signed-in',
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof SocietyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };

/** The seeded society's record over 30 days: figures, the weekly bars and the category bars. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Vasundhara Greens' }, LOAD),
    ).toBeVisible();
    const figures = await canvas.findByLabelText('Record over the last 30 days', {}, LOAD);
    await expect(within(figures).getByText('Median time to resolve')).toBeVisible();
    await expect(canvas.getByText('Opened and resolved per week')).toBeVisible();
    await expect(canvas.getByText('Time to resolve by category')).toBeVisible();
    // The charts' text alternative: the same figures as tables.
    await expect(
      canvas.getByRole('table', { name: 'Concerns opened and resolved per week' }),
    ).toBeInTheDocument();
  },
};

/** The 30/90 switch writes ?period=90 into the address. */
export const NinetyDays: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '90 days' }, LOAD));
    await expect(
      await canvas.findByLabelText('Record over the last 90 days', {}, LOAD),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(canvas.getByRole('link', { name: 'All societies' })).toHaveAttribute(
          'href',
          '/societies?period=90',
        ),
      LOAD,
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { getSocietyRecord: pendingForever('get', '/api/societies/:id/record') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Loading the record', {}, LOAD)).toBeInTheDocument();
  },
};

/** No concerns in the period: the figures are zeros and dashes, the charts give way to a note. */
export const Empty: Story = {
  beforeEach: clearConcerns,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No concerns in the last 30 days.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getAllByText('no data').length).toBeGreaterThan(0);
  },
};

export const ErrorState: Story = {
  parameters: {
    msw: {
      handlers: { getSocietyRecord: failsWith('get', '/api/societies/:id/record', 500, 'down') },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(SOCIETY_LOAD_FAILED);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/societies/99' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Society not found' }, LOAD),
    ).toBeVisible();
  },
};

/** A backend without the proposed society calls. */
export const NotAvailable: Story = {
  parameters: { msw: { handlers: MISSING_SOCIETY_CALLS } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SOCIETY_PAGES_MISSING_TEXT, {}, LOAD)).toBeVisible();
  },
};

export const SignedOut: Story = signedOutRedirect;

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };

export const MobileDark: Story = {
  ...Populated,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
