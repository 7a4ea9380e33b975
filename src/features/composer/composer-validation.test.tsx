import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { SEED } from '../../../mocks/seed';
import { recordRequests } from '../../testing/record-requests';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { lightTheme } from '../../theme/tokens';
import {
  composerBox,
  composerRegion,
  expectToast,
  openFeedComposer,
  postButton,
} from './composer-test-utils';

describe('composer validation', { timeout: 60_000 }, () => {
  it('counts down from 500 and turns red, in words, below 50 left', async () => {
    const { user, box, region } = await openFeedComposer('/home', 'update', { readColour: true });
    expect(box).toHaveAccessibleDescription('500 characters left');
    await user.click(box);
    await user.paste('a'.repeat(450));
    const counter = within(region).getByText('50 characters left');
    expect(counter).not.toHaveStyle({ color: lightTheme.colors.danger });
    await user.type(box, 'b');
    expect(counter).toHaveTextContent('49 characters left');
    expect(counter).toHaveStyle({ color: lightTheme.colors.danger });
    expect(box).toHaveAccessibleDescription('49 characters left');
    // Announced politely, once per threshold rather than per keystroke.
    expect(within(region).getByRole('status')).toHaveTextContent('Fewer than 50 characters left');
    expect(postButton(region)).toBeEnabled();
  });

  it("refuses more than 500 characters with 'Post content must be less than 500 characters'", async () => {
    const { user, box, region } = await openFeedComposer();
    await user.click(box);
    await user.paste('x'.repeat(501));
    const message = within(region).getByText('Post content must be less than 500 characters');
    expect(message).toBeInTheDocument();
    expect(within(region).getByText('1 character over the limit')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Post content must be less than 500 characters 1 character over the limit',
    );
    expect(postButton(region)).toBeDisabled();
    await user.type(box, '{Backspace}');
    expect(message).not.toBeInTheDocument();
    expect(postButton(region)).toBeEnabled();
  });

  it("refuses whitespace only: Post stays disabled and 'Post content is required' shows", async () => {
    const posts = recordRequests({ method: 'POST', path: '/api/posts' });
    const { user, box, region } = await openFeedComposer();
    expect(postButton(region)).toBeDisabled();
    await user.click(box);
    await user.paste('    \n  ');
    expect(postButton(region)).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(region).findByText('Post content is required')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
  });

  it('stays usable when GET /api/societies fails: the failure is logged, the own society offered', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('/api/societies', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const box = await composerBox();
    const region = await composerRegion();
    await user.click(box);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Failed to fetch societies', expect.anything()),
    );
    const select = await within(region).findByRole('combobox', { name: 'Society' });
    expect(select).toHaveValue(String(SEED.demoSocietyId));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose Vasundhara society', 'Vasundhara Greens - Pune']);
    await user.click(box);
    await user.click(within(region).getByRole('radio', { name: 'Update' }));
    await user.click(box);
    await user.paste('Societies are down but I can still post');
    await user.click(postButton(region));
    await expectToast('Success', 'Post created successfully');
    expect(
      db.post.findFirst({
        where: { content: { equals: 'Societies are down but I can still post' } },
      }),
    ).toMatchObject({ societyId: SEED.demoSocietyId });
  });
});
