// The contract server's data and what the documented calls do to it. Every view method builds the
// documented shape only: a field the contract marks as proposed is never sent.
import { createSeed, type Seed, type SeedPost, type SeedUser } from './seed.ts';
import { HttpError } from './checks.ts';

export type FeedFilter = 'all' | 'my-society' | 'following' | 'trending';
export type Interaction = 'like' | 'repost';

/** A registration as the contract's rules let it through: yearsLiving may be left empty. */
export type NewUser = Omit<SeedUser, 'id' | 'profileImage' | 'yearsLiving'> & {
  yearsLiving: number | null;
};

export interface NewReport {
  reason: string;
  description: string | null;
  postId: number | null;
  userId: number | null;
  reporterId: number;
}

interface ReportRecord extends NewReport {
  id: number;
  createdAt: string;
}

const PROFILE_POSTS = 20;
const words = (text: string, sign: string) => [
  ...new Set([...text.matchAll(new RegExp(`${sign}(\\w+)`, 'g'))].map((match) => match[1])),
];
const newestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Adds (on) or removes a pair such as a like or a follow; false when there was nothing to change. */
function setPair<T extends object>(pairs: T[], pair: T, on: boolean): boolean {
  const keys = Object.keys(pair) as (keyof T)[];
  const index = pairs.findIndex((candidate) => keys.every((key) => candidate[key] === pair[key]));
  const exists = index >= 0;
  if (exists === on) return false;
  if (on) pairs.push(pair);
  else pairs.splice(index, 1);
  return true;
}

export class World {
  private readonly data: Seed = createSeed();
  private readonly reports: ReportRecord[] = [];

  listSocieties() {
    return this.data.societies.map((society) => this.society(society.id));
  }

  userById(id: number): SeedUser | undefined {
    return this.data.users.find((user) => user.id === id);
  }

  requireUser(id: number): SeedUser {
    const user = this.userById(id);
    if (!user) throw new HttpError(404, 'User not found');
    return user;
  }

  signIn(email: string, password: string): SeedUser | undefined {
    return this.data.users.find(
      (user) => sameEmail(user.email, email) && user.password === password,
    );
  }

  register(input: NewUser): SeedUser {
    if (this.data.users.some((user) => sameEmail(user.email, input.email)))
      throw new HttpError(409, 'Email is already registered');
    const username = input.username.toLowerCase();
    if (this.data.users.some((user) => user.username.toLowerCase() === username))
      throw new HttpError(409, 'Username is already taken');
    if (input.societyId !== null && !this.society(input.societyId))
      throw new HttpError(404, 'Society not found');
    const user: SeedUser = {
      ...input,
      id: this.nextId(this.data.users),
      email: input.email.trim(),
      fullName: input.fullName.trim(),
      // The contract's user always has yearsLived (1 to 50): one year when the form left it empty.
      yearsLiving: input.yearsLiving ?? 1,
      profileImage: null,
    };
    this.data.users.push(user);
    return user;
  }

  /** The documented profile; the email only for the user themself. */
  profile(user: SeedUser, viewerId: number | null) {
    const posts = this.data.posts.filter((post) => post.authorId === user.id).sort(newestFirst);
    return {
      ...this.summary(user),
      email: viewerId === user.id ? user.email : null,
      bio: user.bio,
      yearsLived: user.yearsLiving,
      yearsLiving: user.yearsLiving,
      flatNumber: user.flatNumber,
      followersCount: this.data.follows.filter((follow) => follow.followingId === user.id).length,
      followingCount: this.data.follows.filter((follow) => follow.followerId === user.id).length,
      posts: posts
        .slice(0, PROFILE_POSTS)
        .map(({ id, content, createdAt }) => ({ id, content, createdAt })),
    };
  }

  listPosts(filter: FeedFilter, viewer: SeedUser | undefined) {
    const followed = new Set(this.followedBy(viewer?.id ?? 0));
    const societyId = viewer?.societyId ?? null;
    const posts = this.data.posts.filter((post) => {
      if (filter === 'following') return followed.has(post.authorId);
      if (filter !== 'my-society') return true;
      if (this.isBuilderWide(post)) return true;
      return societyId !== null && this.userById(post.authorId)?.societyId === societyId;
    });
    const views = posts.sort(newestFirst).map((post) => this.postView(post));
    if (filter !== 'trending') return views;
    const score = (post: (typeof views)[number]) =>
      post.likesCount + post.commentsCount + post.repostsCount;
    // Array.prototype.sort is stable: equal scores stay newest first.
    return views.sort((a, b) => score(b) - score(a));
  }

  createPost(authorId: number, content: string) {
    const post: SeedPost = {
      id: this.nextId(this.data.posts),
      authorId,
      content: content.trim(),
      imageUrl: null,
      createdAt: new Date().toISOString(),
      commentsCount: 0,
    };
    this.data.posts.push(post);
    return this.postView(post);
  }

  requirePost(id: number): SeedPost {
    const post = this.data.posts.find((candidate) => candidate.id === id);
    if (!post) throw new HttpError(404, 'Post not found');
    return post;
  }

  setMark(kind: Interaction, userId: number, postId: number, on: boolean): boolean {
    this.requirePost(postId);
    return setPair(this.marks(kind), { userId, postId }, on);
  }

  setFollow(followerId: number, followingId: number, on: boolean): boolean {
    return setPair(this.data.follows, { followerId, followingId }, on);
  }

  addReport(input: NewReport) {
    const duplicate = this.reports.some(
      (report) =>
        report.reporterId === input.reporterId &&
        report.postId === input.postId &&
        report.userId === input.userId,
    );
    if (duplicate) throw new HttpError(409, 'Already reported');
    const report = { id: this.nextId(this.reports), ...input, createdAt: new Date().toISOString() };
    this.reports.push(report);
    return report;
  }

  storiesFollowedBy(userId: number) {
    const followed = new Set(this.followedBy(userId));
    return this.data.stories
      .filter((story) => followed.has(story.authorId))
      .sort(newestFirst)
      .map(({ id, authorId, imageUrl, content, createdAt }) => {
        const author = this.summary(this.requireUser(authorId));
        return { id, authorId, imageUrl, content, createdAt, author };
      });
  }

  private followedBy(userId: number): number[] {
    return this.data.follows.filter((f) => f.followerId === userId).map((f) => f.followingId);
  }

  private isBuilderWide(post: SeedPost): boolean {
    return words(post.content, '#').some((tag) => tag.toLowerCase() === 'builderwide');
  }

  private postView(post: SeedPost) {
    return {
      id: post.id,
      content: post.content,
      authorId: post.authorId,
      imageUrl: post.imageUrl,
      createdAt: post.createdAt,
      likesCount: this.countMarks('like', post.id),
      commentsCount: post.commentsCount,
      repostsCount: this.countMarks('repost', post.id),
      isBuilderWide: this.isBuilderWide(post),
      hashtags: words(post.content, '#'),
      mentions: words(post.content, '@'),
      author: this.summary(this.requireUser(post.authorId)),
    };
  }

  private summary(user: SeedUser) {
    const { id, fullName, username, profileImage, societyId } = user;
    return { id, fullName, username, profileImage, society: this.society(societyId) };
  }

  private society(id: number | null) {
    const society = this.data.societies.find((candidate) => candidate.id === id);
    return society
      ? { id: society.id, name: society.name, city: society.city, state: society.state }
      : null;
  }

  private marks(kind: Interaction) {
    return kind === 'like' ? this.data.likes : this.data.reposts;
  }

  private countMarks(kind: Interaction, postId: number): number {
    return this.marks(kind).filter((mark) => mark.postId === postId).length;
  }

  private nextId(records: { id: number }[]): number {
    return Math.max(0, ...records.map((record) => record.id)) + 1;
  }
}
