import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { AppRouteStory, failsWith, pendingForever } from '../../testing/storybook';

// A concern's post page as each person meets it, on the seeded story: its author asked "Is this
// fixed?", the care manager with their actions, a resident reading the clock and the timeline.

const LOAD = { timeout: 20_000 };

const meta = {
  title: 'Features/Concerns/Post page',
  component: AppRouteStory,
  parameters: {
    router: 'app',
    route: `/posts/${SEED.demoResolvedConcernId}`,
    session: SEED.demoUserId,
    layout: 'fullscreen',
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof AppRouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A box of the page, once the page is whole: the post's comments (a chunk of their own) have
 * arrived, so what the Comments button controls exists when the page is scanned.
 */
async function region(canvas: ReturnType<typeof within>, name: string) {
  await canvas.findByRole('textbox', { name: 'Write a comment' }, LOAD);
  return canvas.findByRole('region', { name }, LOAD);
}

/**
 * The demo user's concern, marked Resolved by the care team: they are asked first, with what the
 * care team said it did.
 */
export const IsThisFixed: Story = {
  play: async ({ canvas }) => {
    const ask = await region(canvas, 'Is this fixed?');
    await expect(
      await within(ask).findByText(/The STP blower is replaced/, {}, LOAD),
    ).toBeVisible();
    await expect(within(ask).getByRole('button', { name: 'Yes, close it' })).toBeVisible();
    await expect(within(ask).getByRole('radio', { name: 'No rating' })).toBeChecked();
    const timeline = await region(canvas, 'Timeline');
    await expect(await within(timeline).findByText(/marked it resolved/, {}, LOAD)).toBeVisible();
  },
};

/** "No, reopen" asks why, and will not send without it. */
export const ReopenNeedsAReason: Story = {
  play: async ({ canvas }) => {
    const ask = await region(canvas, 'Is this fixed?');
    await userEvent.click(within(ask).getByRole('button', { name: 'No, reopen' }));
    const reason = within(ask).getByRole('textbox', { name: 'What is still wrong?' });
    await expect(reason).toHaveFocus();
    await userEvent.click(within(ask).getByRole('button', { name: 'Reopen concern' }));
    await expect(reason).toHaveAccessibleDescription('Say why it is not fixed to reopen it');
  },
};

/** The demo society's manager on a neighbour's open concern, long past its acknowledgement. */
export const CareTeamView: Story = {
  parameters: { session: SEED.careManagerId, route: `/posts/${SEED.openNeighbourConcernId}` },
  play: async ({ canvas }) => {
    const care = await region(canvas, 'Care team actions');
    await expect(within(care).getByRole('button', { name: 'Acknowledge' })).toBeVisible();
    await expect(
      await within(care).findByRole('combobox', { name: 'Assign to' }, LOAD),
    ).toBeVisible();
    const clock = await region(canvas, 'Response clock');
    await expect(clock).toHaveTextContent(/Overdue by/);
    await expect(clock).toHaveTextContent("Level 3: the builder's management");
    const timeline = await region(canvas, 'Timeline');
    await expect(await within(timeline).findByText(/Escalated to Level 3/, {}, LOAD)).toBeVisible();
  },
};

/** Marking it resolved needs a note. */
export const ResolveNeedsANote: Story = {
  parameters: { session: SEED.careManagerId, route: `/posts/${SEED.demoPostId}` },
  play: async ({ canvas }) => {
    const care = await region(canvas, 'Care team actions');
    await userEvent.click(within(care).getByRole('button', { name: 'Mark resolved' }));
    const note = within(care).getByRole('textbox', { name: 'Resolution note' });
    await expect(note).toHaveFocus();
    await userEvent.click(within(care).getByRole('button', { name: 'Mark resolved' }));
    await expect(note).toHaveAccessibleDescription('A resolution note is required');
  },
};

/** A resident on another's concern: the clock and the timeline, with the official response. */
export const ResidentReading: Story = {
  parameters: { session: SEED.neighbourId, route: `/posts/${SEED.demoPostId}` },
  play: async ({ canvas }) => {
    const timeline = await region(canvas, 'Timeline');
    await expect(await within(timeline).findByText('Care team', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Care team actions' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Is this fixed?' })).toBeNull();
  },
};

export const TimelineLoading: Story = {
  parameters: {
    msw: { handlers: { listConcernTimeline: pendingForever('get', '/api/posts/:id/timeline') } },
  },
  play: async ({ canvas }) => {
    await region(canvas, 'Timeline');
    await expect(await canvas.findByText('Loading the timeline...', {}, LOAD)).toBeInTheDocument();
  },
};

export const TimelineFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        listConcernTimeline: failsWith('get', '/api/posts/:id/timeline', 500, 'Server error'),
      },
    },
  },
  play: async ({ canvas }) => {
    await region(canvas, 'Timeline');
    await expect(
      await canvas.findByText('Failed to load the timeline. Please try again.', {}, LOAD),
    ).toBeVisible();
  },
};

export const Dark: Story = { ...CareTeamView, globals: { theme: 'dark' } };
export const Mobile: Story = { ...IsThisFixed, globals: { viewport: { value: 'mobile' } } };
export const MobileCareTeam: Story = {
  ...CareTeamView,
  globals: { viewport: { value: 'mobile' } },
};
