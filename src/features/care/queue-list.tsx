import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Concern, Post } from '../../api/types';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ShownOfAll } from '../../components/shown-of-all';
import { ListStack, Stack } from '../../components/card';
import { QueueItem } from './queue-item';
import type { MoreConcerns } from './use-care-queue';

const List = styled(ListStack)<{ $updating: boolean }>`
  transition: opacity ${({ theme }) => theme.motion.normal};
  opacity: ${({ $updating }) => ($updating ? 0.6 : 1)};
`;

const hasConcern = (post: Post): post is Post & { concern: Concern } => !!post.concern;

export interface QueueListProps {
  posts: Post[];
  /** How many concerns the filters keep, of which `posts` are the ones read so far. */
  total: number;
  updating: boolean;
  more: MoreConcerns | null;
}

/**
 * The concerns in the order the server gave them, a page at a time; dimmed while the next filters
 * load. After "Load More Concerns" the focus moves to the first new concern, as the button may be
 * gone.
 */
export function QueueList({ posts, total, updating, more }: QueueListProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  const concerns = posts.filter(hasConcern);

  const moreRef = useRef<HTMLButtonElement>(null);
  // The row to take the focus once it shows: the first the next page brings. Its "Open concern"
  // link, not any link of the row (a post's hashtags and mentions are links too).
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const row = focusRow.current;
    if (row === null) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    const link = listRef.current?.children[row]?.querySelector<HTMLElement>('[data-open-concern]');
    if (!link) return;
    focusRow.current = null;
    link.focus();
  }, [concerns.length]);
  // A page that failed brings no row: the focus goes back to the button, which tries again (it
  // was disabled while loading, and a disabled button loses the focus).
  const failed = more?.failed ?? false;
  useEffect(() => {
    if (!failed || focusRow.current === null) return;
    focusRow.current = null;
    moreRef.current?.focus();
  }, [failed]);

  function loadMore() {
    focusRow.current = concerns.length;
    void more?.load();
  }

  return (
    <Stack $gap={3}>
      <List
        ref={listRef}
        $gap={3}
        aria-label={t`Concerns`}
        aria-busy={updating || (more?.loading ?? false)}
        $updating={updating}
      >
        {concerns.map((post) => (
          <li key={post.id}>
            <QueueItem post={post} concern={post.concern} />
          </li>
        ))}
      </List>
      {more && (
        <ShownOfAll
          shown={concerns.length}
          all={total}
          notice={
            more.failed && (
              <Alert>
                <Trans>Failed to load more concerns. Please try again.</Trans>
              </Alert>
            )
          }
        >
          <Button ref={moreRef} variant="outline" pending={more.loading} onClick={loadMore}>
            <Trans>Load More Concerns</Trans>
          </Button>
        </ShownOfAll>
      )}
    </Stack>
  );
}
