import type { ReactNode } from 'react';
import { FiBookmark, FiFlag, FiHeart, FiMessageCircle, FiRepeat, FiShare2 } from 'react-icons/fi';
import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  padding-top: ${({ theme }) => theme.space[2]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Action = styled.button<{ $tone?: 'like' | 'repost' | 'primary' }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  min-width: 36px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  svg { width: 18px; height: 18px; }
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.text}; }
  &[aria-pressed='true'] {
    color: ${({ theme, $tone }) => ($tone === 'like' ? theme.colors.danger : $tone === 'repost' ? theme.colors.success : theme.colors.primary)};
  }
  &[aria-pressed='true'] svg { fill: ${({ $tone }) => ($tone === 'repost' ? 'none' : 'currentColor')}; }
  &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  &:disabled { opacity: 0.55; cursor: progress; }
  .label { display: none; }
  ${({ theme }) => theme.media.sm} { .label { display: inline; } }
`;

const Spacer = styled.span`
  flex: 1;
`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

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
  onLike: () => void;
  onComment: () => void;
  onRepost: () => void;
  onSave: () => void;
  onShare: () => void;
  onReport: () => void;
  /** Rendered after the buttons, e.g. a login prompt. */
  children?: ReactNode;
}

/** Like and Repost are toggle buttons (aria-pressed); each count is part of the button's name. */
export function PostActions(props: PostActionsProps) {
  const locked = !props.signedIn || undefined;
  return (
    <Bar role="group" aria-label="Post actions">
      <Action type="button" $tone="like" aria-pressed={props.liked} aria-disabled={locked} aria-label={`Like, ${plural(props.likes, 'like')}`} onClick={props.onLike}>
        <FiHeart aria-hidden />
        <span aria-hidden>{props.likes}</span>
        <span className="label" aria-hidden>Like</span>
      </Action>
      <Action type="button" aria-disabled={locked} aria-expanded={props.commentsOpen} aria-controls={props.commentsOpen ? props.commentsId : undefined} aria-label={`Comments, ${plural(props.comments, 'comment')}`} onClick={props.onComment}>
        <FiMessageCircle aria-hidden />
        <span aria-hidden>{props.comments}</span>
        <span className="label" aria-hidden>Comment</span>
      </Action>
      <Action type="button" $tone="repost" aria-pressed={props.reposted} aria-disabled={locked} aria-label={`Repost, ${plural(props.reposts, 'repost')}`} onClick={props.onRepost}>
        <FiRepeat aria-hidden />
        <span aria-hidden>{props.reposts}</span>
        <span className="label" aria-hidden>Repost</span>
      </Action>
      <Spacer />
      <Action type="button" aria-pressed={props.saved} aria-disabled={locked} aria-label="Save" title="Save" onClick={props.onSave}>
        <FiBookmark aria-hidden />
      </Action>
      <Action type="button" aria-label="Share" title="Share" onClick={props.onShare}>
        <FiShare2 aria-hidden />
      </Action>
      <Action type="button" aria-disabled={locked} aria-label="Report" title="Report" onClick={props.onReport}>
        <FiFlag aria-hidden />
      </Action>
      {props.children}
    </Bar>
  );
}
