import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, pendingForever } from '../../testing/storybook';
import FeedComposer from './feed-composer';

/** The form composer above the feed (docs/product.md#composer), as the demo user. */
const meta = {
  title: 'Features/Composer/FeedComposer',
  component: FeedComposer,
  parameters: { route: '/home' },
} satisfies Meta<typeof FeedComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const findBox = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'textbox',
    { name: 'Share a concern or update' },
    { timeout: 10_000 },
  );

/** The composer started: its text clicked, the form below it shown with the society options. */
const composer = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const box = await findBox(canvasElement);
  await userEvent.click(box);
  await canvas.findByRole('option', { name: 'Vasundhara Heights - Mumbai' }, { timeout: 10_000 });
  return { canvas, box };
};

const write = async (box: HTMLElement, text: string) => {
  await userEvent.click(box);
  await userEvent.paste(text);
};

/** Before the resident writes, the text alone: the feed keeps its first screen for posts. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await findBox(canvasElement);
    await expect(box).toHaveAccessibleDescription('500 characters left');
    await expect(canvas.queryByRole('radio', { name: 'Concern' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Society' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Post' })).not.toBeInTheDocument();
  },
};

/** Once the text has the focus: the post type, the scope with a society chosen, and Post. */
export const Started: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, box } = await composer(canvasElement);
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Concern' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Society' })).toHaveDisplayValue(
      'Vasundhara Greens - Pune',
    );
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
  },
};

export const NearTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, box } = await composer(canvasElement);
    await write(
      box,
      `Water pressure on the 7th floor is low again. #WaterSupply ${'x'.repeat(401)}`,
    );
    await expect(canvas.getByText('40 characters left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled();
  },
};

/** Post without a category: the field says so and takes the focus; nothing is sent. */
export const ConcernNeedsACategory: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, box } = await composer(canvasElement);
    await write(box, 'Water pressure is low on the top floors');
    await expect(canvas.getByRole('radio', { name: 'Concern' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).toHaveFocus());
    await expect(category).toHaveAccessibleDescription('Choose what the concern is about');
  },
};

/** Writing a concern like an open one of the society: it is offered to join instead. */
export const SimilarConcerns: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, box } = await composer(canvasElement);
    await write(box, 'Cars parked at the C wing fire exit again');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Parking');
    const similar = await canvas.findByRole(
      'region',
      { name: 'Is it one of these?' },
      { timeout: 10_000 },
    );
    await expect(within(similar).getByRole('link', { name: /C wing fire exit/ })).toBeVisible();
    const affects = within(similar).getAllByRole('button', { name: 'Affects me too' })[0];
    await userEvent.click(affects);
    await waitFor(() => expect(affects).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const OverTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, box } = await composer(canvasElement);
    await write(box, 'y'.repeat(512));
    await expect(canvas.getByText('Post content must be less than 500 characters')).toBeVisible();
    const counter = canvas.getByText('12 characters over the limit');
    await expect(counter).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeDisabled();
    // The warning sign keeps its size beside the message (a phone squeezed it to nothing).
    await expect(counter.querySelector('svg')!.getBoundingClientRect().width).toBe(14);
  },
};

export const OverTheLimitOnAPhone: Story = {
  ...OverTheLimit,
  globals: { viewport: { value: 'mobile' } },
};

export const BuilderWide: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, box } = await composer(canvasElement);
    await write(box, 'Trusted plumbers, for every society');
    await userEvent.click(canvas.getByRole('radio', { name: 'Update' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Builder-Wide' }));
    await expect(canvas.getByText('Visible in all Vasundhara societies')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    const confirm = await within(document.body).findByRole('dialog', {
      name: 'Post to every society?',
    });
    await expect(confirm).toHaveTextContent(
      'This post will be visible in all Vasundhara societies.',
    );
  },
};

// A 1 x 1 PNG: the chip shows it as a thumbnail.
const PIXEL = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

export const WithAttachments: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, box } = await composer(canvasElement);
    await write(box, 'Seepage in B wing, photo and minutes attached');
    await userEvent.upload(
      canvas.getByLabelText('Attach photos'),
      new File([PIXEL], 'seepage.png', { type: 'image/png' }),
    );
    await userEvent.upload(
      canvas.getByLabelText('Attach documents'),
      new File(['minutes'], 'minutes-march.pdf', { type: 'application/pdf' }),
    );
    // The files are read by a module loaded with the first pick: slow on a busy machine.
    const list = await canvas.findByRole('list', { name: 'Attachments' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), {
      timeout: 10_000,
    });
    await expect(within(list).getByRole('button', { name: 'Remove seepage.png' })).toBeVisible();
  },
};

export const Posting: Story = {
  parameters: { msw: { handlers: { createPost: pendingForever('post', '/api/posts') } } },
  play: async ({ canvasElement }) => {
    const { canvas, box } = await composer(canvasElement);
    await write(box, 'The B wing lift is stuck again. #Elevator');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'Lift');
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }));
    await expect(await canvas.findByRole('button', { name: 'Posting...' })).toBeDisabled();
  },
};

/** GET /api/societies failed: only logged; the resident's own society is still offered. */
export const SocietiesFailed: Story = {
  parameters: {
    msw: { handlers: { listSocieties: failsWith('get', '/api/societies', 500, 'Server error') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await write(await findBox(canvasElement), 'Still usable');
    const select = await canvas.findByRole('combobox', { name: 'Society' });
    await expect(select).toHaveDisplayValue('Vasundhara Greens - Pune');
    await expect(canvas.getByRole('button', { name: 'Post' })).toBeEnabled();
  },
};

export const Dark: Story = { ...NearTheLimit, globals: { theme: 'dark' } };

export const Mobile: Story = { ...WithAttachments, globals: { viewport: { value: 'mobile' } } };
