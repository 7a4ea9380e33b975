import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { failsWith, pendingForever, signedOutRedirect } from '../../testing/storybook';
import ReportsScreen from './reports-screen';

/**
 * The real /care/reports route inside the shell (issue 32). The seed holds open reports: the demo
 * society's yoga post for its manager (Sanjay), and for the care head (Revathi) a post reported by
 * three residents and a pending appeal.
 */
const meta = {
  title: 'Screens/Care reports',
  component: ReportsScreen,
  parameters: {
    router: 'app',
    route: '/care/reports',
    layout: 'fullscreen',
    session: SEED.careManagerId,
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof ReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };

/** The manager's tab: one post reported by two residents, with who and why. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { name: 'Post by Sneha Patil' }, LOAD);
    const item = within(title.closest('article')!);
    await expect(item.getByText('Reported by 2 residents')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Keep' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Remove post asks for the note to the author before it sends anything. */
export const NoteRequired: Story = {
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { name: 'Post by Sneha Patil' }, LOAD);
    const item = within(title.closest('article')!);
    await userEvent.click(item.getByRole('button', { name: 'Remove post' }));
    await userEvent.click(item.getByRole('button', { name: 'Remove post' }));
    await expect(await item.findByText('Please write a note to the author')).toBeVisible();
    await expect(item.getByLabelText(/Note to the author/)).toHaveFocus();
  },
};

/** The care head: a post reported by three residents, and an appeal marked as one. */
export const Appeal: Story = {
  parameters: { session: SEED.careHeadId },
  play: async ({ canvas }) => {
    const badge = await canvas.findByText('Appeal', {}, LOAD);
    const item = within(badge.closest('article')!);
    await expect(item.getByText(/asks for a second look/)).toBeVisible();
    await expect(item.getByRole('button', { name: 'Restore post' })).toBeVisible();
    await expect(canvas.getByText('Reported by 3 residents')).toBeVisible();
  },
};

/** The member who removed the post is told another member decides the appeal. */
export const AppealBySameMember: Story = {
  parameters: { session: SEED.careHeadId },
  beforeEach: () => {
    db.post.update({
      where: { id: { equals: SEED.removedPostId } },
      data: { removedBy: SEED.careHeadId },
    });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'You removed this post: another member of the care team decides its appeal.',
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { listModerationCases: pendingForever('get', '/api/care/reports') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading reports...', {}, LOAD)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { listModerationCases: http.get('/api/care/reports', () => HttpResponse.json([])) },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'No reports to review.' }, LOAD),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  parameters: {
    msw: { handlers: { listModerationCases: failsWith('get', '/api/care/reports', 500, 'down') } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Failed to load the reports. Please try again.',
    );
  },
};

/** A backend without the proposed GET /api/care/reports. */
export const NotAvailable: Story = {
  parameters: {
    msw: {
      handlers: {
        listModerationCases: http.get('/api/care/reports', () =>
          HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Reports are not available on this server yet.', {}, LOAD),
    ).toBeVisible();
  },
};

/** The demo user is a resident: the page says whom it is for. */
export const Resident: Story = {
  parameters: { session: 'signed-in' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This page is for the care team' }, LOAD),
    ).toBeVisible();
  },
};

export const SignedOut: Story = signedOutRedirect;

export const Dark: Story = { ...Populated, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Populated, globals: { viewport: { value: 'mobile' } } };

export const MobileDarkAppeal: Story = {
  ...Appeal,
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
};
