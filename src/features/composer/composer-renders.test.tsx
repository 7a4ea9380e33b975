// A key typed into the feed's composer renders the text, its counter and the form around them, not
// the fields below the text (issue 34): counts, not timings, with the commit recorder of
// like-renders.test.tsx. On a slow phone the fields below were most of a key's render.
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordFromQuiet } from '../../testing/card-renders';
import { openFeedComposer } from './composer-test-utils';

/** The components below the text: none of them changes with it. */
const BELOW_THE_TEXT = [
  'LazyPart',
  'ConcernFields',
  'ScopeField',
  'SegmentedControl',
  'SelectField',
  'TextField',
  'AttachmentButtons',
  'AttachmentList',
  'ComposerActions',
  'Button',
  'LeaveGuard',
];

const componentName = (described: string) => described.slice(0, described.indexOf('@'));

describe('Typing into the composer', { timeout: 120_000 }, () => {
  it('renders the text and its counter on a key, not the fields below it', async () => {
    // A concern without its category: the form's check fails on every key, as it does for a
    // resident who writes first and chooses the category after.
    const { user, box, region } = await openFeedComposer('/home', 'concern');
    // The first key turns Post on and starts the draft's guards: keys after it change only the text.
    await user.type(box, 'Lift');
    await within(region).findByText('496 characters left');
    const renders = await recordFromQuiet({ names: true });

    await user.type(box, 'x');
    await within(region).findByText('495 characters left');
    // The check of the new text renders after the key's paint: wait until it has.
    await new Promise((done) => setTimeout(done, 300));

    const rendered = renders.outsideNames().map(componentName);
    expect(rendered).toContain('PostComposer');
    expect(rendered).toContain('CharacterCounter');
    expect(rendered.filter((name) => BELOW_THE_TEXT.includes(name))).toEqual([]);
    expect(renders.cards()).toEqual([]);
    await waitFor(() => expect(box).toHaveValue('Liftx'));
  });
});
