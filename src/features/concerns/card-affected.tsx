import type { Post, User } from '../../api/types';
import { AffectedLine } from './concern-card-parts';
import { useAffected } from './use-affected';

/**
 * Whether the viewer may say a concern affects them: not its author, a resident of its society
 * (of any society when it is builder-wide), and not once it is closed. The server holds the same
 * rules; a visitor is offered it and asked to sign in.
 */
function mayMarkAffected(post: Post, viewer: Pick<User, 'id' | 'society'> | null) {
  if (!post.concern || post.concern.status === 'closed') return false;
  if (!viewer) return true;
  const authorId = post.author?.id ?? post.authorId;
  return (
    viewer.id !== authorId &&
    (post.isBuilderWide || (!!viewer.society && viewer.society.id === post.society?.id))
  );
}

export interface CardAffectedProps {
  post: Post;
  viewer: Pick<User, 'id' | 'society'> | null;
  /** Runs the action for a signed-in viewer, else asks the visitor to sign in. */
  signedInOnly: (action: () => void) => () => void;
}

/** A concern card's "{n} residents affected" with its "Affects me too" button. */
export function CardAffected({ post, viewer, signedInOnly }: CardAffectedProps) {
  const affected = useAffected();
  if (!post.concern) return null;
  return (
    <AffectedLine
      concern={affected.shown(post.concern)}
      onToggle={
        mayMarkAffected(post, viewer) ? signedInOnly(() => affected.toggle(post)) : undefined
      }
      pending={affected.pending}
    />
  );
}
