import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { DEMO_CREDENTIALS } from '../../lib/demo';
import { failsWith, pendingForever } from '../../testing/storybook';
import { SESSION_EXPIRED_MESSAGE } from './auth-context';
import LoginScreen from './login-screen';
import { forgetSessionEnded, rememberSessionEnded } from './session-ended';

/** The real /login route (guard included) for a visitor; the mock backend answers the calls. */
const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: { router: 'app', route: '/login', session: 'signed-out', layout: 'fullscreen' },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['state:populated', 'state:signed-out'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Create New Account' })).toBeVisible();
  },
};

/**
 * Submitting the empty form shows the validation messages under the fields
 * (docs/product.md#validation-rules).
 */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
  },
};

async function submit(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.type(
    await canvas.findByRole('textbox', { name: 'Email' }),
    DEMO_CREDENTIALS.email,
  );
  await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

/** Signed out because the session ended: the page says why until the resident signs in again. */
export const SessionEnded: Story = {
  // After the loaders, which forget the last story's storage (.storybook/session.ts).
  beforeEach: () => {
    rememberSessionEnded();
    return forgetSessionEnded;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SESSION_EXPIRED_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  },
};

/** The server's message in a red alert. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        login: failsWith('post', '/api/auth/login', 401, 'Invalid email or password'),
      },
    },
  },
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

/** No message from the server: the default text. */
export const ServerErrorWithoutMessage: Story = {
  parameters: {
    msw: {
      handlers: {
        login: http.post('/api/auth/login', () => new HttpResponse(null, { status: 500 })),
      },
    },
  },
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Login failed');
  },
};

export const Pending: Story = {
  tags: ['state:loading'],
  parameters: { msw: { handlers: { login: pendingForever('post', '/api/auth/login') } } },
  play: async ({ canvas }) => {
    await submit(canvas);
    const button = await canvas.findByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
  },
};

export const DemoLoginFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        demoLogin: http.post('/api/auth/demo-login', () => new HttpResponse(null, { status: 503 })),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue as Demo User' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Demo login failed');
  },
};

/**
 * "Continue as Care Team" (demo builds only) signs in the demo society's manager with the seed's
 * CARE_CREDENTIALS through the real login call: the care queue opens inside the shell.
 */
export const SignsInAsCareTeam: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue as Care Team' }));
    await expect(await canvas.findByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Care queue' }),
    ).toBeVisible();
  },
};

/** The care team's sign-in refused: its own default text. */
export const CareTeamLoginFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        login: http.post('/api/auth/login', () => new HttpResponse(null, { status: 503 })),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue as Care Team' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Care team login failed');
  },
};

/** The real login call: the demo credentials open the feed inside the shell. */
export const SignsIn: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Email' }),
      DEMO_CREDENTIALS.email,
    );
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_CREDENTIALS.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...ValidationMessages, globals: { theme: 'dark' } };
