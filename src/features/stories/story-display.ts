import type { Id, Story } from '../../api/types';
import { BUILDER_SHORT_NAME } from '../../lib/demo';
import { withoutBuilderPrefix } from '../../lib/societies';

/** SPEC §3's display form of a story, with the defaults of missing data. */
export interface StoryDisplay {
  id: Id;
  authorId: Id;
  userName: string;
  firstName: string;
  userAvatar: string | null;
  /** The society's full name, e.g. 'Vasundhara Lakeview'. */
  societyName: string;
  /** Without the builder-name prefix, for the strip (SPEC §2): 'Lakeview'. */
  societyShortName: string;
  timestamp: string;
  image: string;
  content: string;
  viewed: boolean;
}

export function toStoryDisplay(story: Story): StoryDisplay {
  const userName = story.author?.fullName?.trim() || 'Unknown';
  const societyName = story.author?.society?.name?.trim() || 'Unknown Society';
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

/** The caption SPEC §2 gives the viewer. */
export const storyCaption = (story: StoryDisplay) => `Community update from ${story.societyName}`;
