import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Concern } from '../../api/types';
import { Stack } from '../../components/card';
import { CONCERN_STATUSES } from '../../lib/concerns';
import { AffectedLine, ConcernStatusLine } from './concern-card-parts';

// A fixed clock, so the texts ("Open for 3 days", "Overdue by 2 days") never drift.
const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const DAY = 86_400_000;
const iso = (at: number) => new Date(at).toISOString();

function sample(overrides: Partial<Concern> = {}): Concern {
  return {
    postId: 1,
    category: 'lift',
    place: 'Tower B',
    status: 'open',
    statusSince: iso(NOW - 3 * 3_600_000),
    affectedCount: 12,
    affectedByMe: false,
    deadline: { kind: 'acknowledge', by: iso(NOW + 6 * 3_600_000) },
    escalationLevel: 1,
    autoClosesAt: null,
    rating: null,
    assignee: null,
    ...overrides,
  };
}

const meta = {
  title: 'Features/Concerns/Card lines',
  component: ConcernStatusLine,
  args: { concern: sample(), now: NOW },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ConcernStatusLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Open')).toBeVisible();
    await expect(canvas.getByText('Lift · Tower B')).toBeVisible();
    await expect(canvas.getByText('Open for 3 hours')).toBeVisible();
  },
};

/** On a card: the line ends with a link to the concern's page, wrapping under it on a phone. */
export const OnACard: Story = {
  args: { trackAt: '/posts/1' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Track this concern' })).toHaveAttribute(
      'href',
      '/posts/1',
    );
  },
};

/** Every status with its icon and word: never the colour alone. */
export const EveryStatus: Story = {
  render: () => (
    <Stack $gap={3}>
      {CONCERN_STATUSES.map((status) => (
        <ConcernStatusLine
          key={status}
          now={NOW}
          concern={sample({
            status,
            statusSince: iso(NOW - 3 * DAY),
            deadline:
              status === 'resolved' || status === 'closed'
                ? null
                : { kind: 'resolve', by: iso(NOW + 2 * DAY) },
          })}
        />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Acknowledged for 3 days', 'In progress for 3 days', 'Reopened for 3 days'])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getAllByText(/^Resolve by /)).toHaveLength(4);
  },
};

/** Past its target: said in words, escalated to the care head by the clock. */
export const Overdue: Story = {
  args: {
    concern: sample({
      status: 'acknowledged',
      statusSince: iso(NOW - 4 * DAY),
      deadline: { kind: 'resolve', by: iso(NOW - 2 * DAY) },
      escalationLevel: 3,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overdue by 2 days')).toBeVisible();
  },
};

export const AcknowledgeToday: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Acknowledge by .* (today|tomorrow)$/)).toBeVisible();
  },
};

export const LongPlace: Story = {
  args: { concern: sample({ place: 'Tower B lobby, the east staircase side' }) },
};

/** "{n} residents affected" and the viewer's Affects me too, pressed once they said so. */
export const Affected: StoryObj<typeof AffectedLine> = {
  render: (args) => <AffectedLine {...args} />,
  args: { concern: sample(), onToggle: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('12 residents affected')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Affects me too' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const AffectedByMe: StoryObj<typeof AffectedLine> = {
  render: (args) => <AffectedLine {...args} />,
  args: { concern: sample({ affectedByMe: true, affectedCount: 13 }), onToggle: fn() },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Affects me too' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The author's own concern: the count alone. */
export const OwnConcern: StoryObj<typeof AffectedLine> = {
  render: (args) => <AffectedLine {...args} />,
  args: { concern: sample({ affectedCount: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 resident affected')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Dark: Story = { ...EveryStatus, globals: { theme: 'dark' } };
export const Mobile: Story = { ...Overdue, globals: { viewport: { value: 'mobile' } } };
