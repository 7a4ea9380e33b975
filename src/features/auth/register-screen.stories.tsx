import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DEMO_CREDENTIALS } from '../../lib/demo';
import { failsWith, pendingForever } from '../../testing/storybook';
import RegisterScreen from './register-screen';

const meta = {
  title: 'Screens/Register',
  component: RegisterScreen,
  parameters: { router: 'app', route: '/register', session: 'signed-out', layout: 'fullscreen' },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The societies come from GET /api/societies. */
export const Empty: Story = {
  tags: ['state:populated', 'state:signed-out'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Create your account' })).toBeVisible();
    const society = canvas.getByRole('combobox', { name: 'Society (optional)' });
    await expect(
      await canvas.findByRole('option', { name: /^Vasundhara Greens - Pune/ }),
    ).toBeInTheDocument();
    await expect(society).toHaveValue('');
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Full name must be at least 2 characters')).toBeVisible();
    await expect(canvas.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
  },
};

export const SocietiesLoading: Story = {
  parameters: { msw: { handlers: { listSocieties: pendingForever('get', '/api/societies') } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('option', { name: 'Loading societies...' }),
    ).toBeInTheDocument();
  },
};

export const SocietiesFailed: Story = {
  parameters: {
    msw: {
      handlers: { listSocieties: failsWith('get', '/api/societies', 500, 'Server error') },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Societies could not be loaded; you can choose yours later.'),
    ).toBeVisible();
  },
};

/** The mock backend's own 409: the email belongs to the demo user. */
export const EmailTaken: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Full name' }), 'Asha Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Username/ }), 'asha_rao');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), DEMO_CREDENTIALS.email);
    await userEvent.type(canvas.getByLabelText('Password'), 'secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...ValidationMessages, globals: { theme: 'dark' } };
