import { beforeEach, describe, expect, it } from 'vitest';
import type { Post, User } from './types';
import {
  hasReportedPost,
  keepViewerStateFor,
  rememberFollow,
  rememberPostFlag,
  rememberReportedPost,
  withFollowState,
  withViewerState,
  withViewerStates,
} from './viewer-state';

// A documented post or user: no viewer flags at all.
const documentedPost = (id: number) => ({ id, content: 'x' }) as unknown as Post;
const documentedUser = (id: number) => ({ id, fullName: 'Priya Sharma' }) as unknown as User;

describe('viewer state kept for a server that does not send it', () => {
  beforeEach(() => keepViewerStateFor(1));

  it("fills a post's missing flags from the resident's own last action", () => {
    rememberPostFlag(1, 7, 'likedByMe', true);
    rememberPostFlag(1, 7, 'repostedByMe', true);
    rememberPostFlag(1, 7, 'repostedByMe', false);
    expect(withViewerState(documentedPost(7))).toMatchObject({
      likedByMe: true,
      repostedByMe: false,
    });
    expect(withViewerState(documentedPost(7))).not.toHaveProperty('savedByMe');
    // Untouched posts keep their object.
    const other = documentedPost(8);
    expect(withViewerStates([other])[0]).toBe(other);
  });

  it("believes the server's flag when it sends one", () => {
    rememberPostFlag(1, 7, 'likedByMe', true);
    const stated = { ...documentedPost(7), likedByMe: false };
    expect(withViewerState(stated).likedByMe).toBe(false);
    rememberFollow(1, 2, true);
    expect(withFollowState({ ...documentedUser(2), followedByMe: false }).followedByMe).toBe(false);
  });

  it('fills followedByMe from the last follow or unfollow', () => {
    rememberFollow(1, 2, true);
    expect(withFollowState(documentedUser(2)).followedByMe).toBe(true);
    rememberFollow(1, 2, false);
    expect(withFollowState(documentedUser(2)).followedByMe).toBe(false);
    expect(withFollowState(documentedUser(3))).not.toHaveProperty('followedByMe');
  });

  it('remembers the posts the resident reported, for that resident only', () => {
    rememberReportedPost(1, 7);
    rememberReportedPost(1, 7);
    rememberReportedPost(2, 8);
    expect(hasReportedPost(1, 7)).toBe(true);
    expect(hasReportedPost(1, 8)).toBe(false);
    expect(hasReportedPost(2, 7)).toBe(false);
    keepViewerStateFor(2);
    expect(hasReportedPost(2, 7)).toBe(false);
    expect(hasReportedPost(1, 7)).toBe(false);
  });

  it("is kept in the tab's storage (a reload keeps it) and dropped for the next resident", () => {
    rememberPostFlag(1, 7, 'likedByMe', true);
    expect(JSON.parse(sessionStorage.getItem('viewer-state')!)).toMatchObject({ viewerId: 1 });
    keepViewerStateFor(1);
    expect(withViewerState(documentedPost(7)).likedByMe).toBe(true);
    keepViewerStateFor(2);
    expect(withViewerState(documentedPost(7))).not.toHaveProperty('likedByMe');
    keepViewerStateFor(null);
    expect(withViewerState(documentedPost(7))).not.toHaveProperty('likedByMe');
  });

  it('drops an answer for a resident who is no longer the one signed in here', () => {
    keepViewerStateFor(2);
    rememberPostFlag(1, 7, 'likedByMe', true);
    rememberFollow(1, 3, true);
    expect(withViewerState(documentedPost(7))).not.toHaveProperty('likedByMe');
    expect(withFollowState(documentedUser(3))).not.toHaveProperty('followedByMe');
  });

  it('starts from nothing when the stored state is unreadable', () => {
    sessionStorage.setItem('viewer-state', '{not json');
    expect(withViewerState(documentedPost(7))).toEqual(documentedPost(7));
    keepViewerStateFor(1);
    rememberPostFlag(1, 7, 'savedByMe', true);
    expect(withViewerState(documentedPost(7)).savedByMe).toBe(true);
  });
});
