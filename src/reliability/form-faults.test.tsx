// Fault matrix, forms: each form that sends what a resident typed (composer, comment, report, edit
// profile, create group, register) meets 500 with a body, 500 with none, a network error and a
// malformed JSON answer in turn; each time it says so and keeps every character typed, and the db
// is unchanged. (A 401 signs out: the session-expiry suite.)
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OperationId } from '../../mocks/handlers';
import { takeSnapshot } from '../../mocks/persist';
import { SEED } from '../../mocks/seed';
import { FAULT_MESSAGE, SIGNED_IN_FAULTS, switchableFaults } from '../testing/faults';
import { renderApp } from '../testing/render-app';
import { startFeedComposer } from '../features/composer/composer-test-utils';
import { expectNoCrash } from '../testing/screen-faults';
import { preloadFeed } from '../testing/preload';
import { loginAs } from '../testing/session';

const SLOW = { timeout: 30_000 };
preloadFeed();
type User = ReturnType<typeof renderApp>['user'];

interface FormCase {
  name: string;
  path: string;
  signedIn: boolean;
  operation: OperationId;
  /** Opens the form and types into it; returns the fields to check and the submit button. */
  fill: (
    user: User,
  ) => Promise<{ fields: Array<[HTMLElement, string]>; submit: () => HTMLElement }>;
  error: string | RegExp;
}

const TEXT = 'Lift B stops between floors 3 and 4 since Monday';

const cases: FormCase[] = [
  {
    name: 'composer',
    path: '/home',
    signedIn: true,
    operation: 'createPost',
    error: 'Failed to create post',
    async fill(user) {
      const { region, box } = await startFeedComposer(user);
      await user.type(box, TEXT);
      // A concern's own fields must survive the fault as well.
      const category = within(region).getByRole('combobox', { name: 'Category' });
      await user.selectOptions(category, 'Amenities');
      const place = within(region).getByRole('textbox', { name: 'Place (optional)' });
      await user.type(place, 'Clubhouse');
      const submit = () => within(region).getByRole('button', { name: /^(Post|Posting\.\.\.)$/ });
      return {
        fields: [
          [box, TEXT],
          [category, 'amenities'],
          [place, 'Clubhouse'],
        ],
        submit,
      };
    },
  },
  {
    name: 'comment',
    path: `/posts/${SEED.othersPostId}`,
    signedIn: true,
    operation: 'createComment',
    error: 'Failed to post comment. Please try again.',
    async fill(user) {
      const box = await screen.findByRole('textbox', { name: 'Write a comment' }, SLOW);
      await user.type(box, TEXT);
      return {
        fields: [[box, TEXT]],
        submit: () => screen.getByRole('button', { name: /^(Comment|Posting\.\.\.)$/ }),
      };
    },
  },
  {
    name: 'report',
    path: `/posts/${SEED.othersPostId}`,
    signedIn: true,
    operation: 'createReport',
    error: 'Failed to submit report. Please try again.',
    async fill(user) {
      const card = await screen.findByRole('article', {}, SLOW);
      await user.click(within(card).getByRole('button', { name: 'Report' }));
      const dialog = await screen.findByRole('dialog', { name: 'Report Post' }, SLOW);
      await user.click(within(dialog).getByRole('radio', { name: /spam/i }));
      const details = within(dialog).getByRole('textbox', {
        name: 'Additional details (optional)',
      });
      await user.type(details, TEXT);
      const submit = () =>
        within(dialog).getByRole('button', { name: /^(Submit Report|Submitting\.\.\.)$/ });
      return { fields: [[details, TEXT]], submit };
    },
  },
  {
    name: 'edit profile',
    path: '/profile',
    signedIn: true,
    operation: 'updateUser',
    error: 'Failed to update profile. Please try again.',
    async fill(user) {
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' }, SLOW);
      const bio = within(dialog).getByRole('textbox', { name: 'Bio' });
      await user.clear(bio);
      await user.type(bio, TEXT);
      const submit = () => within(dialog).getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });
      return { fields: [[bio, TEXT]], submit };
    },
  },
  {
    name: 'create group',
    path: '/groups',
    signedIn: true,
    operation: 'createGroup',
    error: 'Failed to create group. Please try again.',
    async fill(user) {
      await user.click((await screen.findAllByRole('button', { name: 'Create Group' }, SLOW))[0]);
      const dialog = await screen.findByRole('dialog', {}, SLOW);
      const name = within(dialog).getByRole('textbox', { name: 'Group name' });
      const description = within(dialog).getByRole('textbox', { name: 'Description' });
      await user.type(name, 'Lift Watch');
      await user.type(description, TEXT);
      const submit = () =>
        within(dialog).getByRole('button', { name: /^(Create Group|Creating\.\.\.)$/ });
      return {
        fields: [
          [name, 'Lift Watch'],
          [description, TEXT],
        ],
        submit,
      };
    },
  },
  {
    name: 'register',
    path: '/register',
    signedIn: false,
    operation: 'register',
    error: new RegExp(`^(Registration failed|${FAULT_MESSAGE})$`),
    async fill(user) {
      const field = (name: string) => screen.getByRole('textbox', { name });
      await screen.findByRole('heading', { name: 'Create your account' }, SLOW);
      const values: Array<[HTMLElement, string]> = [
        [field('Full name'), 'Meera Iyer'],
        [field('Username'), 'meera_iyer'],
        [field('Email'), 'meera@example.com'],
        [screen.getByLabelText('Password'), 'secret123'],
        [field('Bio (optional)'), TEXT],
      ];
      for (const [element, value] of values) await user.type(element, value);
      const submit = () =>
        screen.getByRole('button', { name: /^(Create Account|Creating account\.\.\.)$/ });
      return { fields: values, submit };
    },
  },
];

describe('forms keep what was typed under every fault', { timeout: 120_000 }, () => {
  it.each(cases.map((item) => [item.name, item] as const))('%s', async (_, item) => {
    if (item.signedIn) await loginAs(SEED.demoUserId);
    const { user } = renderApp(item.path);
    const { fields, submit } = await item.fill(user);
    const before = JSON.stringify(takeSnapshot().models);
    const faults = switchableFaults([item.operation], null);

    for (const kind of SIGNED_IN_FAULTS) {
      faults.set(kind);
      const sent = faults.failed.length;
      await waitFor(() => expect(submit()).toBeEnabled(), SLOW);
      await user.click(submit());
      await waitFor(() => expect(faults.failed.length, kind).toBe(sent + 1), SLOW);
      expect((await screen.findAllByText(item.error, {}, SLOW)).length, kind).toBeGreaterThan(0);
      await waitFor(() => expect(submit()).toBeEnabled(), SLOW);
      for (const [element, value] of fields) expect(element, kind).toHaveValue(value);
      expectNoCrash();
    }
    expect(JSON.stringify(takeSnapshot().models) === before, 'the db changed').toBe(true);
  });
});
