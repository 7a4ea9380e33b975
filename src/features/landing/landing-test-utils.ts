// Shared by the landing page's tests: what the db says the page should count and show.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { db } from '../../../mocks/db';
import { isBuilderWidePost } from '../../lib/text';

const societyName = (id: number | null) =>
  id === null ? null : (db.society.findFirst({ where: { id: { equals: id } } })?.name ?? null);

/** The feed posts GET /api/posts returns to a visitor, with the names the cards show. */
export function dbFeedPosts() {
  return (
    db.post
      .getAll()
      // A post the care team removed is in no list (issue 32: the seed has one).
      .filter((post) => post.groupId === null && post.removedAt === null)
      .map((post) => {
        const author = db.user.findFirst({ where: { id: { equals: post.authorId } } })!;
        const authorSociety = societyName(author.societyId);
        const ownSociety = post.isBuilderWide ? null : societyName(post.societyId);
        return {
          post,
          author,
          builderWide: isBuilderWidePost(post),
          ownSociety,
          authorSociety,
          /** The society the card shows (and the society filter matches). */
          shownSociety: ownSociety ?? authorSociety,
        };
      })
  );
}

/**
 * The number a counter tile shows, e.g. counter('Concerns') -> 63; `regionName` is the stats
 * region's name in the page's language.
 */
export function counter(label: string, regionName = 'Community at a glance'): number {
  const region = screen.getByRole('region', { name: regionName });
  const tile = within(region)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(label, { exact: true }));
  if (!tile) throw new Error(`no counter ${label}`);
  return Number(tile.textContent!.replace(label, '').replace(/[^\d]/g, ''));
}

/** The count badge of a tab, e.g. tabCount('Builder-Wide') -> 19. */
export function tabCount(label: string): number {
  const tab = screen.getByRole('tab', { name: new RegExp(`^${label}`) });
  return Number(within(tab).getByText(/^\d+$/).textContent);
}

/** The post cards in the open tab. */
export const visibleCards = () => within(screen.getByRole('tabpanel')).queryAllByRole('article');

export const POST_CARD_LIMIT = 10;

// The first render compiles the lazy screen on demand: slow on a busy machine.
const FIRST_LOAD = { timeout: 20_000 };

/** Renders `path` and waits for the first post cards. */
export async function waitForCards() {
  await waitFor(() => expect(visibleCards().length).toBeGreaterThan(0), FIRST_LOAD);
}

/**
 * The page's banner. Testing Library also counts each post card's <header> as a banner (browsers
 * do not: a header inside an article is no landmark), so take the first, the page's own.
 */
export const pageBanner = () => screen.getAllByRole('banner')[0];
