import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import type { Post, Society, UserSummary } from '../../api/types';
import { failsWith, pendingForever } from '../../testing/storybook';
import ReportDialog from './report-dialog';

const greens: Society = {
  id: SEED.demoSocietyId,
  name: 'Vasundhara Greens',
  city: 'Pune',
  state: 'Maharashtra',
};
const vikram: UserSummary = {
  id: SEED.unfollowedNeighbourId,
  fullName: 'Vikram Deshpande',
  username: 'vikram_deshpande',
  profileImage: null,
  society: greens,
};
// A seeded post (ids from mocks/seed.ts), so the mock backend accepts the report.
const post: Post = {
  id: SEED.othersPostId,
  content: 'Parking in the visitor bay again overnight. #Parking',
  authorId: vikram.id,
  imageUrl: null,
  createdAt: new Date().toISOString(),
  likesCount: 0,
  commentsCount: 0,
  repostsCount: 0,
  isBuilderWide: false,
  hashtags: ['Parking'],
  mentions: [],
  author: vikram,
  society: greens,
  groupId: null,
  attachments: [],
  likedByMe: false,
  repostedByMe: false,
  savedByMe: false,
};

/**
 * The report dialog (docs/product.md#reports), for a post (its author is the reported user) or a
 * user.
 */
const meta = {
  title: 'Features/Reports/ReportDialog',
  component: ReportDialog,
  args: { open: true, onClose: fn(), target: { type: 'post', post } },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name = 'Report Post') =>
  within(document.body).findByRole('dialog', { name }, { timeout: 10_000 });

export const Open: Story = {
  play: async () => {
    const panel = await dialog();
    const reasons = within(panel).getByRole('group', { name: 'Why are you reporting this?' });
    await expect(within(reasons).getAllByRole('radio')).toHaveLength(6);
    await expect(within(panel).getByRole('button', { name: 'Submit Report' })).toBeEnabled();
  },
};

export const ReportUser: Story = {
  args: { target: { type: 'user', user: vikram } },
  play: async () => {
    await expect(await dialog('Report User')).toHaveTextContent('Reporting Vikram Deshpande.');
  },
};

export const ValidationMessage: Story = {
  play: async () => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit Report' }));
    await expect(await within(panel).findByText('Please select a reason')).toBeVisible();
    // Taken to the reasons, once the attempt (which disables them) is over.
    await waitFor(() =>
      expect(within(panel).getByRole('radio', { name: 'Spam or unwanted content' })).toHaveFocus(),
    );
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: { createReport: pendingForever('post', '/api/reports') } } },
  play: async () => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Spam or unwanted content' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit Report' }));
    await expect(
      await within(panel).findByRole('button', { name: 'Submitting...' }),
    ).toBeDisabled();
  },
};

/** The call fails: the toast says so and the dialog keeps what was written. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: { createReport: failsWith('post', '/api/reports', 500, 'Server error') } },
  },
  play: async ({ args }) => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Harassment or bullying' }));
    await userEvent.type(
      within(panel).getByRole('textbox', { name: 'Additional details (optional)' }),
      'Rude replies',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit Report' }));
    await expect(
      await within(document.body).findByText('Failed to submit report. Please try again.'),
    ).toBeVisible();
    await expect(
      within(panel).getByRole('radio', { name: 'Harassment or bullying' }),
    ).toBeChecked();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { ...ValidationMessage, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Open, globals: { viewport: { value: 'mobile' } } };
