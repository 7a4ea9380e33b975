import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { loginAs } from '../testing/session';
import { createComment, listComments } from './comments';
import { itSendsExactly } from './openapi/wire';

describe('comments requests', () => {
  itSendsExactly([
    {
      name: 'listComments',
      call: () => listComments(5),
      method: 'GET',
      url: '/api/posts/5/comments',
    },
    {
      name: 'createComment',
      call: () => createComment(5, { authorId: 1, content: 'Same here' }),
      method: 'POST',
      url: '/api/posts/5/comments',
      body: { authorId: 1, content: 'Same here' },
    },
  ]);

  it('adds a comment that the list then ends with, against the mock backend', async () => {
    const before = await listComments(SEED.demoPostId);
    expect(before.length).toBeGreaterThan(0);
    await loginAs(SEED.neighbourId);
    const comment = await createComment(SEED.demoPostId, {
      authorId: SEED.neighbourId,
      content: 'Ours too since Monday',
    });
    expect(comment).toMatchObject({ postId: SEED.demoPostId, author: { id: SEED.neighbourId } });
    const after = await listComments(SEED.demoPostId);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual(comment);
  });
});
