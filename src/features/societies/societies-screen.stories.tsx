import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '../../../mocks/db';
import { clearConcerns } from '../../testing/concerns';
import { MISSING_SOCIETY_CALLS } from './societies-test-utils';
import { failsWith, pendingForever, signedOutRedirect } from '../../testing/storybook';
import SocietiesScreen from './societies-screen';
import { RANKING_LOAD_FAILED } from './societies-view';
import { SOCIETY_PAGES_MISSING_TEXT } from './society-view';

/** The real /societies route inside the shell: every society ranked. */
const meta = {
  title: 'Screens/Societies',
  component: SocietiesScreen,
  parameters: { router: 'app', route: '/societies', layout: 'fullscreen', session: 'signed-in' },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof SocietiesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };

export const Populated: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, LOAD);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(10);
    await expect(
      within(table).getByRole('columnheader', { name: /Within target/ }),
    ).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByLabelText('All societies over the last 30 days')).toBeVisible();
  },
};

/** A column heading sorts by it; a second press turns the order round. */
export const SortedByName: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, LOAD);
    await userEvent.click(within(table).getByRole('button', { name: /^Society/ }));
    await expect(within(table).getByRole('columnheader', { name: /^Society/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Vasundhara Greens');
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { listSocietyRecords: pendingForever('get', '/api/societies/records') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Loading the records', {}, LOAD)).toBeInTheDocument();
  },
};

/** No concern anywhere: every share, median and rating is a dash. */
export const Empty: Story = {
  beforeEach: clearConcerns,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, LOAD);
    await expect(within(table).getAllByText('no data').length).toBeGreaterThan(0);
  },
};

/** A builder with no society yet. */
export const EmptyWithoutSocieties: Story = {
  beforeEach: () => {
    db.society.deleteMany({ where: { id: { gte: 0 } } });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No societies yet.' }, LOAD),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: {
    msw: {
      handlers: { listSocietyRecords: failsWith('get', '/api/societies/records', 500, 'down') },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(RANKING_LOAD_FAILED);
  },
};

export const NotAvailable: Story = {
  parameters: { msw: { handlers: MISSING_SOCIETY_CALLS } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SOCIETY_PAGES_MISSING_TEXT, {}, LOAD)).toBeVisible();
  },
};

export const SignedOut: Story = signedOutRedirect;

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

/**
 * On a phone the table is wider than the screen: it says so above it, and each society's name
 * stays in view while the figures scroll under it.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async (context) => {
    await Populated.play!(context);
    const { canvas } = context;
    await expect(canvas.getByText('Scroll the table sideways for more columns')).toBeVisible();
    const scroller = canvas.getByRole('region', { name: 'Societies table' });
    const name = within(scroller).getAllByRole('rowheader')[0];
    // The names take two lines rather than half the screen.
    await expect(name.getBoundingClientRect().width).toBeLessThan(scroller.clientWidth * 0.45);
    const before = name.getBoundingClientRect().left;
    scroller.scrollLeft = scroller.scrollWidth;
    await expect(scroller.scrollLeft).toBeGreaterThan(100);
    await expect(name.getBoundingClientRect().left).toBe(before);
  },
};

export const MobileDark: Story = {
  ...Populated,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
