import type { Meta, StoryObj } from '@storybook/react-vite';
import { FiMapPin } from 'react-icons/fi';
import { expect } from 'storybook/test';
import { Badge, CountBadge, type BadgeTone } from './badge';
import { Row, Stack } from './card';

const TONES: BadgeTone[] = ['neutral', 'primary', 'accent', 'info', 'success', 'warning', 'danger'];

const meta = {
  title: 'Components/Badge',
  component: Badge,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <Row $gap={2} $wrap>
      {TONES.map((tone) => (
        <Badge key={tone} $tone={tone}>
          {tone}
        </Badge>
      ))}
    </Row>
  ),
};

export const SocietyAndCity: Story = {
  render: () => (
    <Row $gap={2} $wrap>
      <Badge $tone="primary">
        <FiMapPin aria-hidden />
        Pune, Maharashtra
      </Badge>
      <Badge $tone="accent">Builder-Wide</Badge>
      <Badge>Vasundhara Greens</Badge>
      <Badge $tone="info">Admin</Badge>
    </Row>
  ),
};

/** The red count of the bell and the Notifications link; the number is read with the label. */
export const Count: Story = {
  render: () => (
    <Stack $gap={2}>
      <Row $gap={2}>
        <CountBadge>3</CountBadge>
        <CountBadge>12</CountBadge>
        <CountBadge>99+</CountBadge>
      </Row>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const Dark: Story = { ...Tones, globals: { theme: 'dark' } };
