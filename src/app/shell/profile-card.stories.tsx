import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SEED } from '../../../mocks/seed';
import { ProfileCard } from './profile-card';

const meta = {
  title: 'Shell/ProfileCard',
  component: ProfileCard,
  args: { onHelp: fn() },
  parameters: { session: 'signed-in' },
  decorators: [
    (Story) => (
      <div style={{ width: 250 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials, name, society, city and state, real counts and the Quick Actions. */
export const DemoUser: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('region', { name: 'Your profile' });
    await expect(within(card).getByRole('heading', { name: 'Aarav Mehta' })).toBeVisible();
    await expect(card).toHaveTextContent('Vasundhara Greens');
    await expect(card).toHaveTextContent(/Pune, Maharashtra/);
    for (const label of ['Posts', 'Following', 'Followers']) {
      await expect(within(card).getByText(label)).toBeVisible();
    }
    await expect(within(card).getByRole('link', { name: 'My Society' })).toHaveAttribute(
      'href',
      '/home?tab=my-society',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Help' }));
    await expect(args.onHelp).toHaveBeenCalledOnce();
  },
};

/** A resident with a profile picture. */
export const WithPicture: Story = { parameters: { session: SEED.neighbourId } };

export const Dark: Story = { globals: { theme: 'dark' } };
