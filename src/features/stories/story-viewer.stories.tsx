import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StoryDisplay } from './story-display';
import { StoryViewer } from './story-viewer';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const KIRAN = {
  authorId: 1,
  userName: 'Kiran Rao',
  firstName: 'Kiran',
  userAvatar: null,
  societyName: 'Vasundhara Lakeview',
  societyShortName: 'Lakeview',
};

/** Sample people, each with their stories oldest first, as the strip hands them to the viewer. */
const PEOPLE: StoryDisplay[][] = [
  [
    {
      ...KIRAN,
      id: 1,
      timestamp: minutesAgo(300),
      image: '/images/stories/garden-blooms.svg',
      content: 'Our compost-fed vegetable patch',
      viewed: true,
    },
    {
      ...KIRAN,
      id: 2,
      timestamp: minutesAgo(95),
      image: '/images/stories/chai-evening.svg',
      content: 'Chai after the clean-up',
      viewed: false,
    },
    {
      ...KIRAN,
      id: 3,
      timestamp: minutesAgo(35),
      image: '/images/stories/kids-play.svg',
      content: 'Saturday cleanup crew, age 6 to 60',
      viewed: false,
    },
  ],
  [
    {
      id: 4,
      authorId: 2,
      userName: 'Priya Sharma',
      firstName: 'Priya',
      userAvatar: null,
      societyName: 'Vasundhara Greens',
      societyShortName: 'Greens',
      timestamp: minutesAgo(130),
      image: '/images/stories/rangoli.svg',
      content: 'Rangoli at the main gate',
      viewed: true,
    },
  ],
  [
    {
      id: 5,
      authorId: 3,
      userName: 'Farhan Shaikh',
      firstName: 'Farhan',
      userAvatar: null,
      societyName: 'Vasundhara Heights',
      societyShortName: 'Heights',
      timestamp: minutesAgo(600),
      image: '/images/stories/does-not-exist.svg',
      content: '',
      viewed: false,
    },
  ],
];

/**
 * The viewer over the sample people, moving as the strip does: through a person's stories, then
 * on to the next person from their first story, back to the one before at their last.
 */
function Viewer({
  person: startPerson,
  start,
  onClose,
}: {
  /** The person opened, in PEOPLE. */
  person: number;
  /** Their story opened first. */
  start: number;
  onClose: () => void;
}) {
  const [at, setAt] = useState({ person: startPerson, index: start });
  const { person } = at;
  const before = PEOPLE[person - 1];
  return (
    <StoryViewer
      stories={PEOPLE[person]}
      index={at.index}
      onIndexChange={(index) => setAt({ person, index })}
      onNextPerson={
        person < PEOPLE.length - 1 ? () => setAt({ person: person + 1, index: 0 }) : undefined
      }
      onPreviousPerson={
        before ? () => setAt({ person: person - 1, index: before.length - 1 }) : undefined
      }
      onClose={onClose}
    />
  );
}

const meta = {
  title: 'Features/Stories/StoryViewer',
  component: Viewer,
  args: { person: 0, start: 0, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Viewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** A person with three stories: the bar has a segment for each, the first on screen. */
export const FirstStory: Story = {
  play: async () => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    await expect(within(panel).getByRole('progressbar')).toHaveAccessibleName('Story 1 of 3');
    await expect(panel).toHaveTextContent('Community update from Vasundhara Lakeview');
    await expect(
      within(panel).getByRole('img', { name: 'Our compost-fed vegetable patch' }),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Previous story' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Next moves on through the person's stories, Previous back. */
export const NextAndPrevious: Story = {
  play: async () => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Next story' }));
    await expect(within(panel).getByRole('progressbar')).toHaveAccessibleName('Story 2 of 3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Previous story' }));
    await expect(within(panel).getByRole('progressbar')).toHaveAccessibleName('Story 1 of 3');
  },
};

/** After a person's last story, Next goes on to the next person; Previous comes back. */
export const NextPerson: Story = {
  args: { start: 2 },
  play: async () => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    await expect(within(panel).getByRole('progressbar')).toHaveAccessibleName('Story 3 of 3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Next story' }));
    await expect(panel).toHaveAccessibleName('Story by Priya Sharma');
    await expect(within(panel).getByRole('progressbar')).toHaveAccessibleName('Story 1 of 1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Previous story' }));
    await expect(panel).toHaveAccessibleName('Story by Kiran Rao');
    await expect(within(panel).getByRole('progressbar')).toHaveAccessibleName('Story 3 of 3');
  },
};

/** An image that cannot load: the caption is still there and the picture says so. */
export const MissingImage: Story = {
  args: { person: 2 },
  play: async () => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    await expect(
      await within(panel).findByText('Image unavailable', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(panel).toHaveTextContent('Community update from Vasundhara Heights');
    // The last person's only story: nowhere further to go.
    await expect(within(panel).getByRole('button', { name: 'Next story' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Closes: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Mobile: Story = { ...FirstStory, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...FirstStory, globals: { theme: 'dark' } };
