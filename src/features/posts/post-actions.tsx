import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { FiBookmark, FiFlag, FiHeart, FiMessageCircle, FiRepeat, FiShare2 } from 'react-icons/fi';
import styled from 'styled-components';
import type { Toggle } from './use-post-toggles';

// The simple card's bar sits right under the text, its words never shown (counts only).
const Bar = styled.div<{ $simple: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1] / 2}px;
  padding-top: ${({ theme, $simple }) => ($simple ? 0 : theme.space[2])}px;
  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space[1]}px;
  }
  border-top: ${({ theme, $simple }) => ($simple ? 'none' : `1px solid ${theme.colors.border}`)};
`;

const Action = styled.button<{ $tone?: 'like' | 'repost' | 'primary' }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: 36px;
  min-width: 32px;
  /* Narrower on a phone, so the six actions fit on one line down to 320 px with counts of up to
     two digits. */
  padding: 0 6px;
  ${({ theme }) => theme.media.sm} {
    gap: 6px;
    min-width: 36px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
  }
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  svg {
    width: 18px;
    height: 18px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-pressed='true'] {
    color: ${({ theme, $tone }) => ($tone === 'like' ? theme.colors.danger : $tone === 'repost' ? theme.colors.success : theme.colors.primary)};
  }
  &[aria-pressed='true'] svg {
    fill: ${({ $tone }) => ($tone === 'repost' ? 'none' : 'currentColor')};
  }
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:disabled {
    opacity: 0.55;
    cursor: progress;
  }
  /* A toggle whose call is on its way: its new state already shows (optimistic), so it is not
     dimmed, only unavailable until the server answers. */
  &[aria-disabled='true'][data-pending] {
    opacity: 1;
    cursor: progress;
  }
  /* On a phone the word is read but not shown: the name stays 'Like 3' at every width. */
  .label {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.sm} {
    [data-variant='rich'] > & .label {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }
  }
`;

const Spacer = styled.span`
  flex: 1;
`;

export interface PostActionsProps {
  liked: boolean;
  reposted: boolean;
  saved: boolean;
  likes: number;
  comments: number;
  reposts: number;
  commentsOpen: boolean;
  commentsId: string;
  signedIn: boolean;
  /** Toggles whose call is on its way: aria-disabled and a click does nothing. */
  pending?: Partial<Record<Toggle, boolean>>;
  onLike: () => void;
  onComment: () => void;
  onRepost: () => void;
  /** Without it there is no Save button (the simple card). */
  onSave?: () => void;
  onShare: () => void;
  /** Without it there is no Report button (the simple card has it in its three-dot menu). */
  onReport?: () => void;
  /** The resident reported this post: the button says so and opens nothing. */
  reported?: boolean;
  /** 'simple': the older card's bar, no rule above it and only the counts shown. */
  variant?: 'rich' | 'simple';
  /** Rendered after the buttons, e.g. a login prompt. */
  children?: ReactNode;
}

/** Like and Repost are toggle buttons (aria-pressed); each name is its word and count ('Like 3'). */
export function PostActions(props: PostActionsProps) {
  const locked = !props.signedIn || undefined;
  // A toggle's new count is in its name, which screen readers do not re-read: after the user's
  // own Like or Repost, a polite live region says the counts.
  const [toggled, setToggled] = useState(false);
  const toggle = (action: () => void, busy?: boolean) => () => {
    if (busy) return;
    if (props.signedIn) setToggled(true);
    action();
  };
  // Pending toggles are aria-disabled, not disabled: Chromium takes the focus off a button that
  // becomes disabled, and a keyboard user pressing Space on Like would lose their place.
  const availability = (kind: Toggle) =>
    props.pending?.[kind]
      ? ({ 'aria-disabled': true, 'data-pending': '' } as const)
      : ({ 'aria-disabled': locked } as const);
  const variant = props.variant ?? 'rich';
  const { t } = useLingui();
  const { likes, reposts } = props;
  return (
    <Bar
      role="group"
      aria-label={t`Post actions`}
      $simple={variant === 'simple'}
      data-variant={variant}
    >
      <Action
        type="button"
        $tone="like"
        aria-pressed={props.liked}
        {...availability('like')}
        onClick={toggle(props.onLike, props.pending?.like)}
      >
        <FiHeart aria-hidden />
        <span className="label">
          <Trans>Like</Trans>
        </span>{' '}
        <span>{props.likes}</span>
      </Action>
      <Action
        type="button"
        aria-disabled={locked}
        aria-expanded={props.commentsOpen}
        aria-controls={props.commentsOpen ? props.commentsId : undefined}
        onClick={props.onComment}
      >
        <FiMessageCircle aria-hidden />
        <span className="label">
          <Trans>Comment</Trans>
        </span>{' '}
        <span>{props.comments}</span>
      </Action>
      <Action
        type="button"
        $tone="repost"
        aria-pressed={props.reposted}
        {...availability('repost')}
        onClick={toggle(props.onRepost, props.pending?.repost)}
      >
        <FiRepeat aria-hidden />
        <span className="label">
          <Trans>Repost</Trans>
        </span>{' '}
        <span>{props.reposts}</span>
      </Action>
      <Spacer />
      {props.onSave && (
        <Action
          type="button"
          aria-pressed={props.saved}
          {...availability('save')}
          aria-label={t`Save`}
          title={t`Save`}
          onClick={props.pending?.save ? undefined : props.onSave}
        >
          <FiBookmark aria-hidden />
        </Action>
      )}
      <Action type="button" aria-label={t`Share`} title={t`Share`} onClick={props.onShare}>
        <FiShare2 aria-hidden />
      </Action>
      {props.onReport &&
        (props.reported ? (
          // aria-disabled, not disabled: the dialog gives the focus back to this button when it
          // closes, and a disabled one would drop it.
          <Action
            type="button"
            aria-disabled
            aria-label={t`You reported this post`}
            title={t`You reported this post`}
          >
            <FiFlag aria-hidden />
          </Action>
        ) : (
          <Action
            type="button"
            aria-disabled={locked}
            aria-label={t`Report`}
            title={t`Report`}
            onClick={props.onReport}
          >
            <FiFlag aria-hidden />
          </Action>
        ))}
      {props.children}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {toggled
          ? // The numbers as the buttons show them (no grouping), in a sentence of their own.
            t`${plural(likes, { one: `${likes} like`, other: `${likes} likes` })}, ${plural(reposts, { one: `${reposts} repost`, other: `${reposts} reposts` })}`
          : ''}
      </span>
    </Bar>
  );
}
