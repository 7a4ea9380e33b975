import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginRequiredDialog } from './login-required-dialog';

const meta = {
  title: 'Features/Landing/LoginRequiredDialog',
  component: LoginRequiredDialog,
  args: { open: true, onClose: fn() },
  parameters: { session: 'signed-out' },
} satisfies Meta<typeof LoginRequiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Login Required' });

export const Open: Story = {
  play: async () => {
    const panel = await dialog();
    await expect(within(panel).getByRole('link', { name: 'Login with Account' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** The demo sign-in fails: the dialog stays and says so. */
export const DemoLoginFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        demoLogin: http.post('/api/auth/demo-login', () => new HttpResponse(null, { status: 503 })),
      },
    },
  },
  play: async () => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Continue as Demo User' }));
    await expect(await within(panel).findByRole('alert')).toHaveTextContent('Demo login failed');
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

export const Mobile: Story = { ...Open, globals: { viewport: { value: 'mobile' } } };
