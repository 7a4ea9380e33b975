import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Comment } from '../../api/types';
import { Button } from '../../components/button';
import { ListStack, Stack } from '../../components/card';
import { ShownOfAll } from '../../components/shown-of-all';
import { CommentItem } from './comment-item';

/**
 * How many comments show at first, and how many more each "Show Earlier Comments" adds. A busy
 * post's hundreds of comments rendered at once held a phone for over half a second.
 */
export const COMMENTS_AT_ONCE = 20;

/**
 * A post's comments oldest first, from its newest `COMMENTS_AT_ONCE` on; "Show Earlier Comments"
 * above them adds the ones before, and the focus moves to the earliest it added. The first shown
 * comment holds its place: a comment added below (the resident's own, or a neighbour's on a
 * refetch) adds to what shows rather than pushing the earliest shown out of view.
 */
export function ShownComments({ comments }: { comments: Comment[] }) {
  const { t } = useLingui();
  const [first, setFirst] = useState(() => Math.max(0, comments.length - COMMENTS_AT_ONCE));
  // A list read afresh may be shorter: never start past its newest page.
  const from = Math.min(first, Math.max(0, comments.length - COMMENTS_AT_ONCE));
  const listRef = useRef<HTMLOListElement>(null);
  const focusEarliest = useRef(false);
  useEffect(() => {
    if (!focusEarliest.current) return;
    focusEarliest.current = false;
    // The author's name: the avatar's link is left out of the tab order.
    const links = listRef.current?.querySelector('li')?.querySelectorAll('a') ?? [];
    [...links].find((link) => link.tabIndex >= 0)?.focus();
  });
  const showEarlier = () => {
    focusEarliest.current = true;
    setFirst(Math.max(0, from - COMMENTS_AT_ONCE));
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
