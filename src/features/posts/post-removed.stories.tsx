import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { db } from '../../../mocks/db';
import { SEED } from '../../../mocks/seed';
import { pendingForever } from '../../testing/storybook';
import PostScreen from './post-screen';

/**
 * A removed post's page (issue 32), the real /posts/:id route: the seed's removed advert (the
 * blocked user's), its appeal pending. The author sees the note and where the appeal stands.
 */
const meta = {
  title: 'Screens/Post/Removed',
  component: PostScreen,
  parameters: {
    router: 'app',
    route: `/posts/${SEED.removedPostId}`,
    layout: 'fullscreen',
    session: 'signed-in',
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof PostScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 15_000 };
const REMOVED = 'This post was removed by the care team';

/** Any resident: the sentence instead of the content, nothing else. */
export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: REMOVED }, LOAD)).toBeVisible();
    await expect(canvas.queryByText('Note from the care team:')).toBeNull();
  },
};

/** Its author: the care team's note, what they wrote (to post it again, corrected), the appeal. */
export const AuthorWithAppeal: Story = {
  parameters: { session: SEED.blockedUserId },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Note from the care team:', {}, LOAD)).toBeVisible();
    await expect(
      canvas.getByText('What you wrote (only you and the care team see this):'),
    ).toBeVisible();
    const written = db.post.findFirst({ where: { id: { equals: SEED.removedPostId } } })!.content;
    await expect(canvas.getByText(written.slice(0, 30), { exact: false })).toBeVisible();
    await expect(canvas.getByText(/You asked for a review/)).toBeVisible();
  },
};

/** Its author before appealing: Ask for review opens the reason, which cannot be blank. */
export const AuthorAsksForReview: Story = {
  parameters: { session: SEED.blockedUserId },
  beforeEach: () => {
    db.appeal.deleteMany({ where: { id: { equals: SEED.removedPostId } } });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for review' }, LOAD));
    await expect(canvas.getByLabelText(/Why should the post be back/)).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Send for review' }));
    await expect(await canvas.findByText('Please say why the post should be back')).toBeVisible();
  },
};

/** The care head reads what it said. */
export const CareTeam: Story = {
  parameters: { session: SEED.careHeadId },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('What it said (only the care team sees this):', {}, LOAD),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: { getPost: pendingForever('get', `/api/posts/${SEED.removedPostId}`) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading post...', {}, LOAD)).toBeInTheDocument();
  },
};

export const Dark: Story = { ...AuthorWithAppeal, globals: { theme: 'dark' } };

export const Mobile: Story = { ...AuthorWithAppeal, globals: { viewport: { value: 'mobile' } } };
