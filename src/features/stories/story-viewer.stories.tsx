import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StoryDisplay } from './story-display';
import { StoryViewer } from './story-viewer';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const SAMPLE: StoryDisplay[] = [
  {
    id: 1,
    authorId: 1,
    userName: 'Kiran Rao',
    firstName: 'Kiran',
    userAvatar: null,
    societyName: 'Vasundhara Lakeview',
    societyShortName: 'Lakeview',
    timestamp: minutesAgo(35),
    image: '/images/stories/kids-play.svg',
    content: 'Saturday cleanup crew, age 6 to 60',
    viewed: false,
  },
  {
    id: 2,
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
  {
    id: 3,
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
];

/** The viewer over fixed sample stories, moving between them as the strip does. */
function Viewer({ start, onClose }: { start: number; onClose: () => void }) {
  const [index, setIndex] = useState(start);
  return <StoryViewer stories={SAMPLE} index={index} onIndexChange={setIndex} onClose={onClose} />;
}

const meta = {
  title: 'Features/Stories/StoryViewer',
  component: Viewer,
  args: { start: 0, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Viewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

export const FirstStory: Story = {
  play: async () => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    await expect(panel).toHaveTextContent('Community update from Vasundhara Lakeview');
    await expect(
      within(panel).getByRole('img', { name: 'Saturday cleanup crew, age 6 to 60' }),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Previous story' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Next moves on; the last story has nowhere further to go. */
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

/** An image that cannot load: the caption is still there and the picture says so. */
export const MissingImage: Story = {
  args: { start: 2 },
  play: async () => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    await expect(
      await within(panel).findByText('Image unavailable', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(panel).toHaveTextContent('Community update from Vasundhara Heights');
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
