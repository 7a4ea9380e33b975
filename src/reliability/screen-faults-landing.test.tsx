// Fault matrix, the public landing page for a visitor (/, /landing, /public-home): under every
// fault, 401 included (a visitor has no session to end), the sample concerns stand in with their
// notice and 'Try again' (docs/product.md#landing-page); once the feed answers, 'Try again' brings
// the community's posts.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { counter, dbFeedPosts } from '../features/landing/landing-test-utils';
import { samplePosts, loadLandingScreen } from '../features/landing';
import { preload } from '../testing/preload';
import { runScreenFaults, SLOW } from '../testing/screen-faults';

preload(loadLandingScreen);

const NOTICE = 'Showing sample concerns while the community feed is unavailable.';

/** The counters count the db's posts, not the samples': the real feed is back. */
async function communityPosts() {
  const region = await screen.findByRole('region', { name: 'Community at a glance' }, SLOW);
  await waitFor(() => expect(counter('Concerns')).toBe(dbFeedPosts().length), SLOW);
  return region;
}

describe('landing page under every fault', { timeout: 120_000 }, () => {
  it.each(['/', '/landing', '/public-home'])('%s', async (path) => {
    expect(dbFeedPosts().length).not.toBe(samplePosts().length);
    const failed = await runScreenFaults({
      name: path,
      path,
      signedOut: true,
      calls: ['listPosts'],
      error: NOTICE,
      loaded: communityPosts,
    });
    // One first load plus one per 'Try again' of the five faults (the fault of 401 included).
    expect(failed).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1, name: 'Your society, heard.' })).toBeVisible();
  });
});
