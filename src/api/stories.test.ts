import { describe, expect, it } from 'vitest';
import { SEED } from '../../mocks/seed';
import { loginAs } from '../testing/session';
import { itSendsExactly } from './openapi/wire';
import { listFollowingStories, viewStory } from './stories';

describe('story requests', () => {
  itSendsExactly([
    {
      name: 'listFollowingStories',
      call: () => listFollowingStories(6),
      method: 'GET',
      url: '/api/stories/following/6',
    },
    {
      name: 'viewStory',
      call: () => viewStory(11, 6),
      method: 'POST',
      url: '/api/story-views/11',
      body: { userId: 6 },
    },
  ]);

  it('lists stories of followed users and marks one viewed against the mock backend', async () => {
    await loginAs(SEED.demoUserId);
    const stories = await listFollowingStories(SEED.demoUserId);
    const authors = new Set(stories.map((story) => story.authorId));
    expect(authors).toContain(SEED.neighbourId);
    expect(authors).not.toContain(SEED.otherSocietyResidentId);

    const unseen = stories.find((story) => !story.viewedByMe);
    expect(unseen).toBeDefined();
    await viewStory(unseen!.id, SEED.demoUserId);
    const after = await listFollowingStories(SEED.demoUserId);
    expect(after.find((story) => story.id === unseen!.id)?.viewedByMe).toBe(true);
  });
});
