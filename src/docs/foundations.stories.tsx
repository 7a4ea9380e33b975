import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../theme/tokens';
import { IconGallery } from './icon-gallery';
import { iconsInUse } from './icons-in-use';
import {
  Breakpoints,
  ColorTokens,
  RadiiScale,
  ShadowScale,
  SpacingScale,
  TypeScale,
} from './token-tables';

/**
 * The pieces of the Docs pages as stories, so CI renders them in Chromium with axe like every
 * other story, and checks that they follow the theme objects.
 */
const meta = {
  title: 'Foundations/Tokens and icons',
  parameters: { router: 'none' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => <ColorTokens />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /^Colours/ });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(Object.keys(lightTheme.colors).length);
    const primary = within(table).getByRole('rowheader', { name: 'colors.primary' }).closest('tr')!;
    await expect(primary).toHaveTextContent(lightTheme.colors.primary);
    await expect(primary).toHaveTextContent(darkTheme.colors.primary);
  },
};

export const Type: Story = {
  render: () => <TypeScale />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Type scale' });
    await expect(within(table).getAllByRole('row')).toHaveLength(
      Object.keys(lightTheme.font.size).length + 1,
    );
  },
};

export const SpacingRadiiShadows: Story = {
  name: 'Spacing, radii, shadows, breakpoints',
  render: () => (
    <>
      <SpacingScale />
      <RadiiScale />
      <ShadowScale />
      <Breakpoints />
    </>
  ),
  play: async ({ canvas }) => {
    const spacing = canvas.getByRole('table', { name: /^Spacing/ });
    await expect(within(spacing).getAllByRole('row')).toHaveLength(lightTheme.space.length + 1);
    await expect(canvas.getByRole('table', { name: 'Shadows' })).toHaveTextContent(
      darkTheme.shadows.lg,
    );
  },
};

/** The icons the app imports: the Feather set, with the files that use each. */
export const Icons: Story = {
  render: () => <IconGallery />,
  play: async ({ canvas }) => {
    const icons = iconsInUse();
    await expect(icons.length).toBeGreaterThan(10);
    const list = canvas.getByRole('list', { name: 'Icons in use' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(icons.length);
    // The brand mark's house and the composer's send button are in use.
    await expect(within(list).getByText('FiHome')).toBeVisible();
    await expect(within(list).getByText('FiSend')).toBeVisible();
  },
};

export const Dark: Story = { ...Colours, globals: { theme: 'dark' } };
