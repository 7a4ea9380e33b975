import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';
import { FiInbox, FiPlusCircle, FiX } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PostListParams } from '../../api/posts';
import type { FeedFilter, Id } from '../../api/types';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Tabs, type TabItem } from '../../components/tabs';
import { useOpenCreatePost } from '../composer';
import { useViewer } from '../auth';
import type { ComposerVariant } from '../composer';
import { FeedSkeleton, PostCardVariantProvider, type PostCardVariant, PostFeed } from '../posts';
import { usePostPages } from './use-feed';
import { useShowLatest } from './use-show-latest';
import { FeedExtras } from './feed-extras';
import { FeedHeader } from './feed-header';

/**
 * A text of the feed given by a screen: a descriptor (`msg`), translated where it is shown, or a
 * text already in the reader's language.
 */
export type FeedText = MessageDescriptor | string;

const say = (i18n: I18n, text: FeedText) => (typeof text === 'string' ? text : i18n._(text));

/** A feed tab: its label, an optional count beside it, and the posts it asks for. */
export interface FeedTab extends Omit<TabItem<string>, 'label'> {
  label: FeedText;
  filter: FeedFilter;
  /** Only builder-wide posts (the older home's Builder-Wide tab). */
  builderWide?: boolean;
}

// The canonical tabs, each a `GET /api/posts?filter=…&userId=…` (docs/product.md#feed-tabs).
export const CANONICAL_FEED_TABS: FeedTab[] = [
  { value: 'all', label: msg`All Concerns`, filter: 'all' },
  { value: 'my-society', label: msg`My Society`, filter: 'my-society' },
  { value: 'following', label: msg`Following`, filter: 'following' },
  { value: 'trending', label: msg`Trending Issues`, filter: 'trending' },
];

const EMPTY_HINTS: Record<Exclude<FeedFilter, 'all'>, MessageDescriptor> = {
  'my-society': msg`Nothing has been posted for your society yet.`,
  following: msg`Follow residents to see their posts here.`,
  trending: msg`Nothing is trending right now.`,
};

/**
 * What Filter shows where no tab lists builder-wide posts: all of them, whichever tab was chosen.
 * Narrowing the chosen tab instead showed lists no tab named (My Society's posts are never
 * builder-wide, so it came out empty) while that tab stayed marked.
 */
const BUILDER_WIDE_FILTER: FeedTab = {
  value: 'builder-wide',
  label: msg`Builder-Wide`,
  filter: 'all',
  builderWide: true,
};

/** What the feed shows, and so what its controls mark: one answer, read from the address. */
export interface FeedState {
  /** The list shown: a tab, or the Builder-Wide filter. */
  view: FeedTab;
  /** The tab marked selected: the one shown, or null while the filter shows what no tab names. */
  selectedTab: string | null;
  /** Filter is on (pressed): only builder-wide posts are shown. */
  builderWideOnly: boolean;
  /** The posts the view asks for. */
  posts: PostListParams;
}

/**
 * The feed the address asks for: ?tab=… chooses a tab, ?scope=builder-wide turns the filter on,
 * which shows builder-wide posts whatever the tab (the tab is kept to come back to when the filter
 * is cleared). Where a tab is itself the builder-wide list (the older home's Builder-Wide), the
 * filter is that tab.
 */
export function feedAt(search: URLSearchParams, tabs: FeedTab[], viewerId: Id): FeedState {
  const tabParam = search.get('tab');
  const chosen = tabs.find((item) => item.value === tabParam) ?? tabs[0];
  const view =
    search.get('scope') === 'builder-wide'
      ? (tabs.find((item) => item.builderWide) ?? BUILDER_WIDE_FILTER)
      : chosen;
  return {
    view,
    selectedTab: tabs.includes(view) ? view.value : null,
    builderWideOnly: view.builderWide === true,
    posts: { filter: view.filter, userId: viewerId, builderWide: view.builderWide || undefined },
  };
}

// Between the tabs and the posts: what the filter shows while no tab is marked, and its way out.
const FilterNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface FeedViewProps {
  /**
   * The tabs, in order; the first is the default. Each variant has its own
   * (docs/product.md#older-variants).
   */
  tabs?: FeedTab[];
  composer?: ComposerVariant;
  card?: PostCardVariant;
  /** The empty feed's text (the older screens say it in one line). */
  emptyText?: FeedText;
}

/**
 * The feed: header with Filter and Latest, stories and composer, the tabs and the posts. The tab
 * and the Builder-Wide filter live in the address (?tab=…&scope=builder-wide, see feedAt); the
 * tabs and Filter only mark what that shows. Latest is an action, not a choice: it brings the
 * newest posts of the list on screen.
 */
export function FeedView({
  tabs = CANONICAL_FEED_TABS,
  composer = 'form',
  card = 'rich',
  emptyText,
}: FeedViewProps) {
  const { t, i18n } = useLingui();
  const viewer = useViewer();
  const [searchParams, setSearchParams] = useSearchParams();
  const { view, selectedTab, builderWideOnly, posts } = feedAt(searchParams, tabs, viewer.id);
  const { filter } = view;
  // The texts before the callbacks below: the compiler takes a call as a possible change to what
  // it is given, and the callbacks hold on to the tabs.
  const viewLabel = say(i18n, view.label);
  const tabItems = tabs.map(({ value, label, count }) => ({
    value,
    label: say(i18n, label),
    count,
  }));
  const emptyTitle = emptyText === undefined ? undefined : say(i18n, emptyText);
  const openCreatePost = useOpenCreatePost();
  const feed = usePostPages(posts);
  const { fetchNextPage } = feed;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const update = useCallback(
    (change: (params: URLSearchParams) => void) =>
      setSearchParams(
        (params) => {
          change(params);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const firstTab = tabs[0].value;
  const builderTab = tabs.find((item) => item.builderWide)?.value;
  // Choosing a tab shows that tab: the filter goes.
  const selectTab = useCallback(
    (next: string) =>
      update((params) => {
        params.delete('scope');
        if (next === firstTab) params.delete('tab');
        else params.set('tab', next);
      }),
    [update, firstTab],
  );
  const clearFilter = useCallback(
    () =>
      update((params) => {
        params.delete('scope');
        // A tab that is itself the filter goes with it.
        if (builderTab !== undefined && params.get('tab') === builderTab) params.delete('tab');
      }),
    [update, builderTab],
  );
  const toggleFilter = useCallback(() => {
    if (builderWideOnly) clearFilter();
    else update((params) => params.set('scope', 'builder-wide'));
  }, [builderWideOnly, clearFilter, update]);

  // Clear filter goes with the note it sits in: the focus goes to the tab it brings back.
  const tabsRef = useRef<HTMLDivElement>(null);
  const focusTabOnClear = useRef(false);
  useEffect(() => {
    if (!focusTabOnClear.current || selectedTab === null) return;
    focusTabOnClear.current = false;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [selectedTab]);
  const clearFilterFromNote = () => {
    focusTabOnClear.current = true;
    clearFilter();
  };

  const { refreshing, showLatest } = useShowLatest(posts, viewLabel, feed.posts);
  const { refetch } = feed;

  return (
    <>
      <FeedHeader
        builderWideOnly={builderWideOnly}
        refreshing={refreshing}
        onFilter={toggleFilter}
        onLatest={showLatest}
      />
      <FeedExtras composer={composer} />
      <div ref={tabsRef}>
        <Tabs
          label={t`Feed`}
          tabs={tabItems}
          value={selectedTab}
          onChange={selectTab}
          panelLabel={t`${viewLabel} posts`}
        >
          {selectedTab === null && (
            <FilterNote>
              <span>
                <Trans>Showing Builder-Wide posts only</Trans>
              </span>
              <Button
                variant="ghost"
                size="sm"
                icon={<FiX aria-hidden />}
                onClick={clearFilterFromNote}
              >
                <Trans>Clear filter</Trans>
              </Button>
            </FilterNote>
          )}
          {feed.isPending ? (
            <FeedSkeleton />
          ) : feed.data === undefined ? (
            <Alert onRetry={() => void refetch()}>
              <Trans>Failed to load posts. Please try again.</Trans>
            </Alert>
          ) : feed.posts.length === 0 ? (
            emptyTitle ? (
              <EmptyState icon={<FiInbox aria-hidden />} title={emptyTitle} />
            ) : filter === 'all' && !builderWideOnly ? (
              <EmptyState
                icon={<FiInbox aria-hidden />}
                title={t`No posts yet`}
                description={t`Be the first to share a concern or update with your community`}
                action={
                  <Button icon={<FiPlusCircle aria-hidden />} onClick={openCreatePost}>
                    <Trans>Create First Post</Trans>
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<FiInbox aria-hidden />}
                title={t`No posts found`}
                description={
                  filter === 'all' ? t`No builder-wide posts yet.` : t(EMPTY_HINTS[filter])
                }
              />
            )
          ) : (
            <PostCardVariantProvider variant={card}>
              <PostFeed
                label={t`${viewLabel} posts`}
                posts={feed.posts}
                hasMore={feed.hasNextPage}
                isLoadingMore={feed.isFetchingNextPage}
                loadMoreFailed={feed.isFetchNextPageError}
                onLoadMore={loadMore}
              />
            </PostCardVariantProvider>
          )}
        </Tabs>
      </div>
    </>
  );
}
