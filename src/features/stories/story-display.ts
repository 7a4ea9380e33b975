import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Id, Story } from '../../api/types';
import { BUILDER_SHORT_NAME } from '../../lib/demo';
import { withoutBuilderPrefix } from '../../lib/societies';

/**
 * A story as the strip and the viewer show it, with the defaults of missing data
 * (docs/product.md#stories).
 */
export interface StoryDisplay {
  id: Id;
  authorId: Id;
  userName: string;
  firstName: string;
  userAvatar: string | null;
  /** The society's full name, e.g. 'Vasundhara Lakeview'. */
  societyName: string;
  /** Without the builder-name prefix, for the strip (docs/product.md#stories): 'Lakeview'. */
  societyShortName: string;
  timestamp: string;
  image: string;
  content: string;
  viewed: boolean;
}

/** `translate` gives the defaults of missing data in the current language (useLingui's `_`). */
export function toStoryDisplay(story: Story, translate: I18n['_']): StoryDisplay {
  const userName = story.author?.fullName?.trim() || translate(msg`Unknown`);
  const societyName = story.author?.society?.name?.trim() || translate(msg`Unknown Society`);
  return {
    id: story.id,
    authorId: story.authorId,
    userName,
    firstName: userName.split(/\s+/)[0],
    userAvatar: story.author?.profileImage ?? null,
    societyName,
    societyShortName: withoutBuilderPrefix(societyName, BUILDER_SHORT_NAME),
    timestamp: story.createdAt,
    image: story.imageUrl,
    content: story.content?.trim() ?? '',
    viewed: story.viewedByMe === true,
  };
}

/** The viewer's caption (docs/product.md#texts-stories), in the current language. */
export function storyCaption(story: StoryDisplay, i18n: I18n): string {
  const society = story.societyName;
  return i18n._(msg`Community update from ${society}`);
}

/** One person of the strip: a single bubble for all their stories. */
export interface StoryPerson {
  authorId: Id;
  userName: string;
  firstName: string;
  userAvatar: string | null;
  societyName: string;
  societyShortName: string;
  /** Oldest first: the order the viewer plays them in. */
  stories: StoryDisplay[];
  /** Their newest story's time: people are ordered by it, newest first, and the bubble says it. */
  latest: string;
  /** How many of their stories the resident has not opened; the ring is unviewed while any is. */
  unviewed: number;
}

/** An unreadable time sorts as the oldest rather than breaking the order. */
const timeOf = (story: StoryDisplay) => Date.parse(story.timestamp) || 0;

/**
 * The stories grouped by person: each person's stories oldest first, the people by their newest
 * story, newest first (the order the strip had story by story). Who they are (name, picture,
 * society) is read from their newest story.
 */
export function toStoryPeople(stories: StoryDisplay[]): StoryPerson[] {
  const byAuthor = new Map<Id, StoryDisplay[]>();
  for (const story of stories) {
    const own = byAuthor.get(story.authorId);
    if (own) own.push(story);
    else byAuthor.set(story.authorId, [story]);
  }
  const people = [...byAuthor.values()].map((own): StoryPerson => {
    const ordered = [...own].sort((a, b) => timeOf(a) - timeOf(b));
    const newest = ordered[ordered.length - 1];
    return {
      authorId: newest.authorId,
      userName: newest.userName,
      firstName: newest.firstName,
      userAvatar: newest.userAvatar,
      societyName: newest.societyName,
      societyShortName: newest.societyShortName,
      stories: ordered,
      latest: newest.timestamp,
      unviewed: ordered.filter((story) => !story.viewed).length,
    };
  });
  const newestOf = (person: StoryPerson) => timeOf(person.stories[person.stories.length - 1]);
  return people.sort((a, b) => newestOf(b) - newestOf(a));
}

/** Where opening a person starts: their first story not viewed yet, or the first when all are. */
export function startIndex(person: StoryPerson): number {
  const first = person.stories.findIndex((story) => !story.viewed);
  return first < 0 ? 0 : first;
}
