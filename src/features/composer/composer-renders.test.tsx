// A key typed into the feed's composer renders the text, its counter and the form around them, not
// the fields below the text (issue 34): counts, not timings, with the commit recorder of
// like-renders.test.tsx. On a slow phone the fields below were most of a key's render.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordFromQuiet } from '../../testing/card-renders';
import { openFeedComposer } from './composer-test-utils';

/**
 * The composer's own components below the text: none of them changes with it. Only names the rest
 * of the page does not use, so that another part committing meanwhile cannot be taken for them;
 * with the lazy parts' memo broken, the fields inside them render again and are named here.
 */
const BELOW_THE_TEXT = [
  'ConcernFields',
  'ScopeField',
  'AttachmentButtons',
  'AttachmentList',
  'ComposerActions',
  'LeaveGuard',
];

const componentName = (described: string) => described.slice(0, described.indexOf('@'));

describe('Typing into the composer', { timeout: 120_000 }, () => {
  it('renders the text and its counter on a key, not the fields below it', async () => {
    // A concern without its category: the form's check fails on every key, as it does for a
    // resident who writes first and chooses the category after.
    const { user, box, region } = await openFeedComposer('/home', 'concern');
    // The first key turns Post on and arms the draft's guards: the keys after it change the text.
    await user.type(box, 'Lift');
    await within(region).findByText('496 characters left');
    const renders = await recordFromQuiet({ names: true });

    await user.type(box, 'x');
    await within(region).findByText('495 characters left');
    // The check of the new text renders in a deferred update after the key's: given time to.
    await new Promise((done) => setTimeout(done, 300));

    const rendered = renders.outsideNames().map(componentName);
    expect(rendered).toContain('PostComposer');
    expect(rendered).toContain('CharacterCounter');
    expect(rendered.filter((name) => BELOW_THE_TEXT.includes(name))).toEqual([]);
    expect(renders.cards()).toEqual([]);
  });
});
