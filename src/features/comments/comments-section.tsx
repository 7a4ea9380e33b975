import type { Post } from '../../api/types';

// Stub until comments land (issue 4).
export default function CommentsSection({ id, post }: { id: string; post: Post }) {
  return <p id={id}>Comments on post {post.id} are on their way.</p>;
}
