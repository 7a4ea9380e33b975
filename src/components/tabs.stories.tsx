import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { MutedText } from './card';
import { Tabs, type TabItem } from './tabs';

type Feed = 'all' | 'my-society' | 'following' | 'trending';

const FEED_TABS: TabItem<Feed>[] = [
  { value: 'all', label: 'All Concerns' },
  { value: 'my-society', label: 'My Society' },
  { value: 'following', label: 'Following' },
  { value: 'trending', label: 'Trending Issues' },
];

function FeedTabs({
  tabs = FEED_TABS,
  start = 'all',
}: {
  tabs?: TabItem<Feed>[];
  /** null: the panel shows what no tab names, as the feed does under its Builder-Wide filter. */
  start?: Feed | null;
}) {
  const [value, setValue] = useState<Feed | null>(start);
  const selected = tabs.find((tab) => tab.value === value);
  return (
    <Tabs
      label="Feed"
      tabs={tabs}
      value={value}
      onChange={setValue}
      panelLabel="Builder-Wide posts"
    >
      <MutedText>Posts for {selected?.label ?? 'Builder-Wide'}</MutedText>
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: FeedTabs,
} satisfies Meta<typeof FeedTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the selection (it follows focus), wrapping at both ends; Home and End jump. */
export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(tab('All Concerns')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tab('All Concerns'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('My Society')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('My Society')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Posts for My Society');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tab('Trending Issues')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('All Concerns')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tab('Trending Issues')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('All Concerns')).toHaveAttribute('tabindex', '-1');
  },
};

export const WithCounts: Story = {
  args: {
    tabs: [
      { value: 'all', label: 'All', count: 24 },
      { value: 'my-society', label: 'Unread', count: 3 },
      { value: 'following', label: 'Mentions', count: 1 },
      { value: 'trending', label: 'Follows', count: 0 },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Unread 3' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Posts for Unread');
  },
};

/** No tab selected: none is marked, the first takes the focus, choosing one selects it. */
export const NoneSelected: Story = {
  args: { start: null },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    for (const tab of tabs) await expect(tab).toHaveAttribute('aria-selected', 'false');
    await expect(tabs[0]).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tabpanel', { name: 'Builder-Wide posts' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Following' }));
    await expect(canvas.getByRole('tab', { name: 'Following' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Following' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' } };
