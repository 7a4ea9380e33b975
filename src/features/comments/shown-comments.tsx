import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Comment } from '../../api/types';
import { Button } from '../../components/button';
import { ListStack, Stack } from '../../components/card';
import { ShownOfAll } from '../../components/shown-of-all';
import { tabStops } from '../../components/tab-stops';
import { CommentItem } from './comment-item';

/**
 * How many comments show at first, and how many more each "Show Earlier Comments" adds. A busy
 * post's hundreds of comments rendered at once held a phone for over half a second.
 */
export const COMMENTS_AT_ONCE = 20;

/** The earliest comment shown: by which comment it is, so the list may change around it. */
type Anchor = Pick<Comment, 'id' | 'createdAt'>;

const anchorOf = ({ id, createdAt }: Comment): Anchor => ({ id, createdAt });

/** Where `anchor` is in the list (oldest first, ties by id), or where it would be if gone. */
function indexOf(comments: Comment[], anchor: Anchor): number {
  const at = comments.findIndex(
    (comment) =>
      comment.createdAt > anchor.createdAt ||
      (comment.createdAt === anchor.createdAt && comment.id >= anchor.id),
  );
  return at === -1 ? comments.length : at;
}

/**
 * A post's comments oldest first, from its newest `COMMENTS_AT_ONCE` on; "Show Earlier Comments"
 * above them adds the ones before, and the focus moves to the earliest it added. The earliest
 * shown comment holds its place as the list is read again: comments added below (the resident's
 * own, a neighbour's) add to what shows, and comments gone from before it (a resident blocked)
 * take none of the shown ones with them. `comments` is never empty: an empty list says so instead
 * (CommentList).
 */
export function ShownComments({ comments }: { comments: Comment[] }) {
  const { t } = useLingui();
  // At least the newest page shows, whatever has gone since.
  const newestPage = Math.max(0, comments.length - COMMENTS_AT_ONCE);
  const [anchor, setAnchor] = useState(() => anchorOf(comments[newestPage]));
  const from = Math.min(indexOf(comments, anchor), newestPage);
  const listRef = useRef<HTMLOListElement>(null);
  const focusEarliest = useRef(false);
  useEffect(() => {
    if (!focusEarliest.current) return;
    focusEarliest.current = false;
    const earliest = listRef.current?.querySelector('li');
    if (earliest) tabStops(earliest)[0]?.focus();
  }, [from]);
  const showEarlier = () => {
    focusEarliest.current = true;
    setAnchor(anchorOf(comments[Math.max(0, from - COMMENTS_AT_ONCE)]));
  };
  const shown = comments.slice(from);
  return (
    <Stack $gap={3}>
      {from > 0 && (
        <ShownOfAll shown={shown.length} all={comments.length}>
          <Button variant="outline" onClick={showEarlier}>
            <Trans>Show Earlier Comments</Trans>
          </Button>
        </ShownOfAll>
      )}
      <ListStack as="ol" ref={listRef} aria-label={t`Comments`}>
        {shown.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ListStack>
    </Stack>
  );
}
