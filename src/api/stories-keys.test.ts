// A follow invalidates storyKeys.all; the strip's query must be under it, or a new follow's stories
// stay hidden until a reload (found by the resident journey, e2e/resident.spec.ts).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { storyKeys } from './stories';

describe('storyKeys', () => {
  it('puts the following list under `all`, so invalidating `all` reaches it', async () => {
    const client = new QueryClient();
    client.setQueryData(storyKeys.following(3), []);
    await client.invalidateQueries({ queryKey: storyKeys.all });
    expect(client.getQueryState(storyKeys.following(3))?.isInvalidated).toBe(true);
  });

  it('still joins to the path of the call', () => {
    expect(storyKeys.following(3).join('/')).toBe('/api/stories/following/3');
  });
});
