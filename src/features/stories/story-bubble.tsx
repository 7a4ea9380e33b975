import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import styled, { css } from 'styled-components';
import { Avatar } from '../../components/avatar';
import { timeAgo } from '../../lib/dayjs';
import type { StoryPerson } from './story-display';

const AVATAR_SIZE = 56;
const AVATAR_BORDER = 2;
const RING_PADDING = 3;
/** The ring's outer size: the strip's loading placeholder (stories-strip.tsx) takes the same room. */
export const STORY_RING_SIZE = AVATAR_SIZE + 2 * (AVATAR_BORDER + RING_PADDING);

const Button = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  width: 76px;
  padding: ${({ theme }) => theme.space[1]}px 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover .ring {
    transform: scale(1.04);
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &:hover .ring {
      transform: none;
    }
  }
`;

const Ring = styled.span<{ $viewed: boolean }>`
  position: relative;
  display: grid;
  place-items: center;
  padding: ${RING_PADDING}px;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
  border-radius: 50%;
  transition: transform ${({ theme }) => theme.motion.fast};
  ${({ theme, $viewed }) =>
    $viewed
      ? css`
          background: ${theme.colors.storyViewed};
          > span:first-child {
            filter: grayscale(0.6);
          }
        `
      : css`
          background: ${theme.colors.storyRing};
        `}
  > span:first-child {
    border: ${AVATAR_BORDER}px solid ${({ theme }) => theme.colors.surface};
    box-sizing: content-box;
  }
`;

const Dot = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.unread};
  border: 2px solid ${({ theme }) => theme.colors.surface};
`;

const Seen = styled.span`
  position: absolute;
  bottom: -6px;
  left: 50%;
  transform: translateX(-50%);
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.4;
`;

const Line = styled.span<{ $muted?: boolean }>`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme, $muted }) =>
    $muted ? theme.font.weight.regular : theme.font.weight.semibold};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
`;

/**
 * "Story by Kiran Rao, Lakeview, not viewed yet, 3 hours ago"; for several stories "Story by Kiran
 * Rao, Lakeview, 3 stories, 2 not viewed yet, 3 hours ago" (seen once all are), with the time of
 * the newest. "Story by" for every bubble, whatever the count, so one pattern finds each person.
 */
export function storyBubbleName(person: StoryPerson, translate: I18n['_']): string {
  const count = person.stories.length;
  const name = person.userName;
  const society = person.societyShortName;
  const unviewed = person.unviewed;
  const when = timeAgo(person.latest);
  // Whole sentences: a language may order the parts its own way.
  if (count === 1)
    return unviewed === 0
      ? translate(msg`Story by ${name}, ${society}, seen, ${when}`)
      : translate(msg`Story by ${name}, ${society}, not viewed yet, ${when}`);
  return unviewed === 0
    ? translate(msg`Story by ${name}, ${society}, ${count} stories, seen, ${when}`)
    : translate(
        msg`Story by ${name}, ${society}, ${count} stories, ${unviewed} not viewed yet, ${when}`,
      );
}

/** What a bubble shows of its person, and which of their stories opening it starts at. */
const shownOf = (person: StoryPerson) =>
  [
    person.userName,
    person.firstName,
    person.userAvatar,
    person.societyShortName,
    person.latest,
    ...person.stories.map((story) => `${story.id}${story.viewed ? '+' : '-'}`),
  ].join('|');

/**
 * One person in the strip, for all their stories: a round avatar, the first name and the society
 * without the prefix. The ring shows unviewed while any of their stories is. The name says what
 * the ring's colour shows (colour alone must not carry it), how many stories and since when. It
 * is the button's own hidden text rather than an aria-label, and it contains the visible words, so
 * voice control can say "click Kiran". Memoized on what it shows: the strip's people are built
 * anew whenever a story is marked viewed, and only that person's bubble has anything new to show.
 */
export const StoryBubble = memo(
  function StoryBubble({
    person,
    onOpen,
    onIntent,
  }: {
    person: StoryPerson;
    onOpen: (person: StoryPerson) => void;
    /** A pointer over or pressing the bubble, or the focus on it: an opening may follow. */
    onIntent?: () => void;
  }) {
    const { _ } = useLingui();
    const viewed = person.unviewed === 0;
    return (
      <Button
        type="button"
        onClick={() => onOpen(person)}
        onPointerEnter={onIntent}
        onPointerDown={onIntent}
        onFocus={onIntent}
      >
        <span className="visually-hidden">{storyBubbleName(person, _)}</span>
        <Ring className="ring" $viewed={viewed} aria-hidden>
          <Avatar name={person.userName} src={person.userAvatar} size={AVATAR_SIZE} />
          {viewed ? (
            <Seen>
              <Trans>Seen</Trans>
            </Seen>
          ) : (
            <Dot />
          )}
        </Ring>
        <Line aria-hidden>{person.firstName}</Line>
        <Line aria-hidden $muted>
          {person.societyShortName}
        </Line>
      </Button>
    );
  },
  (before, after) =>
    before.onOpen === after.onOpen &&
    before.onIntent === after.onIntent &&
    shownOf(before.person) === shownOf(after.person),
);
