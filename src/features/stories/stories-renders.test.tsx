// What the stories render (issue 34): counts, not timings, with the commit recorder of
// like-renders.test.tsx. On a slow phone the strip's bubbles were a large share of a story's
// opening, and the progress bar's twenty renders a second half of the page's time while it played.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED } from '../../../mocks/seed';
import { recordCardRenders, recordFromQuiet } from '../../testing/card-renders';
import { renderApp } from '../../testing/render-app';
import { loginAs } from '../../testing/session';
import { fakeStoryClock } from './story-clock-test-utils';

const SLOW = { timeout: 30_000 };
const componentName = (described: string) => described.slice(0, described.indexOf('@'));

/**
 * The strip, and the bubble of a person whose stories are all seen: opening it marks nothing
 * viewed, so nothing in the strip has anything new to show.
 */
async function seenBubble() {
  await loginAs(SEED.demoUserId);
  const { user } = renderApp('/home');
  const strip = await screen.findByRole('region', { name: 'Stories' }, SLOW);
  const [seen] = await within(strip).findAllByRole(
    'button',
    { name: /^Story by .*, seen, / },
    SLOW,
  );
  return { user, seen };
}

/** Opens a seen person's story with the timer's interval and clock faked; gives its progress bar. */
async function playSeenStory() {
  const { user, seen } = await seenBubble();
  fakeStoryClock();
  await user.click(seen);
  const viewer = await screen.findByRole('dialog', { name: /^Story by / }, SLOW);
  return { user, progress: within(viewer).getByRole('progressbar') };
}

/** The fill of the story on screen: the segments before it are full, those after it empty. */
function fillOf(progress: HTMLElement): Element {
  const position = Number(/Story (\d+)/.exec(progress.getAttribute('aria-label')!)![1]);
  return progress.children[position - 1].firstElementChild!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Stories', { timeout: 60_000 }, () => {
  it('renders the viewer on opening, and leaves the bubbles as they were', async () => {
    const { user, seen } = await seenBubble();
    const renders = await recordFromQuiet({ names: true });

    await user.click(seen);
    await screen.findByRole('dialog', { name: /^Story by / }, SLOW);
    await new Promise((done) => setTimeout(done, 300));

    const rendered = renders.outsideNames().map(componentName);
    expect(rendered).toContain('StoryViewer');
    expect(rendered.filter((name) => ['StoryBubble', 'StripScroller'].includes(name))).toEqual([]);
  });

  it("renders only the opened person's bubble again once their story is marked viewed", async () => {
    await loginAs(SEED.demoUserId);
    const { user } = renderApp('/home');
    const strip = await screen.findByRole('region', { name: 'Stories' }, SLOW);
    const [unseen] = await within(strip).findAllByRole(
      'button',
      { name: /^Story by .*not viewed yet, / },
      SLOW,
    );
    const before = unseen.textContent;
    const renders = await recordFromQuiet({ names: true });

    await user.click(unseen);
    await screen.findByRole('dialog', { name: /^Story by / }, SLOW);
    // Marked viewed here at once: the bubble says so behind the viewer.
    await waitFor(() => expect(unseen.textContent).not.toBe(before));
    await new Promise((done) => setTimeout(done, 300));

    const rendered = renders.outsideNames().map(componentName);
    expect(rendered.filter((name) => name === 'StoryBubble')).toHaveLength(1);
  });

  it('renders a playing story five times a second', async () => {
    const { progress } = await playSeenStory();
    await recordFromQuiet();
    const renders = recordCardRenders();

    // A second, a frame's worth at a time: each act commits what its time changed.
    for (let frame = 0; frame < 20; frame += 1) act(() => vi.advanceTimersByTime(50));

    expect(progress).toHaveAttribute('aria-valuenow', '20');
    expect(renders.commits()).toBe(5);
  });

  it('fills the bar a step ahead, so it is full as the story moves on', async () => {
    const { progress } = await playSeenStory();
    const position = progress.getAttribute('aria-label');

    act(() => vi.advanceTimersByTime(4800));

    // One step before the story moves on: the timer says 96%, the fill slides to its end.
    expect(progress).toHaveAttribute('aria-label', position);
    expect(progress).toHaveAttribute('aria-valuenow', '96');
    expect(fillOf(progress)).toHaveStyle({ transform: 'scaleX(1)' });
  });

  it('stops the fill where the story paused, not a step on', async () => {
    const { user, progress } = await playSeenStory();

    act(() => vi.advanceTimersByTime(1100));
    await user.click(screen.getByRole('button', { name: 'Pause' }));

    expect(progress).toHaveAttribute('aria-valuenow', '22');
    expect(fillOf(progress)).toHaveStyle({ transform: 'scaleX(0.22)' });
  });
});
