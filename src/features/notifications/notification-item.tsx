import { useLingui as useLanguage } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { quoteRule } from '../../components/quote';
import type { NotificationEntry } from './notification-groups';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { itemSentence, notificationHref, postPreview, quotedText } from './notification-text';
import { TimeAgo } from '../../components/time-ago';

const Item = styled.div<{ $unread: boolean }>`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  padding-left: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.infoSoft : 'transparent')};
  &:hover {
    background: ${({ theme, $unread }) =>
      $unread ? theme.colors.infoSoft : theme.colors.surfaceMuted};
  }
`;

const Dot = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space[2]}px;
  top: 28px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.unread};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  flex: 1;
  min-width: 0;
`;

const ItemLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: anywhere;
  &:hover strong {
    text-decoration: underline;
  }
`;

const Preview = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Comment = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  margin-top: 2px;
  ${quoteRule}
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const MarkButton = styled(Button)`
  margin-left: auto;
`;

const NewBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.unread};
  color: ${({ theme }) => theme.colors.surface};
`;

/**
 * One item: who did what, the post preview (50 characters) and the comment or the concern's
 * response, note or reason, when; it links to its post, the follower's profile or the group. Unread
 * ones carry a dot and a 'New' label (never colour alone) and a Mark as read button, which marks
 * every notification of the item; opening an unread item marks it read too.
 */
export function NotificationItem({
  notification,
  onMarkRead,
}: {
  notification: NotificationEntry;
  onMarkRead: (notification: NotificationEntry) => void;
}) {
  // Re-renders in a new language: the sentence comes from plain functions.
  useLanguage();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const { actor, read } = notification;
  const { name, action } = itemSentence(notification);
  const sentence = name ? `${name} ${action}` : action;
  const preview = postPreview(notification);
  const quoted = quotedText(notification);
  return (
    <Item $unread={!read}>
      {!read && <Dot aria-hidden />}
      <Avatar name={actor.fullName} src={actor.profileImage} size={44} />
      <Body>
        <ItemLink
          ref={linkRef}
          to={notificationHref(notification)}
          // Opened, it has been read: the badge does not wait for Mark as read.
          onClick={read ? undefined : () => onMarkRead(notification)}
        >
          <span>
            {name ? (
              <>
                <strong>{name}</strong> {action}
              </>
            ) : (
              action
            )}
          </span>
          {preview && <Preview>“{preview}”</Preview>}
          {quoted && <Comment>{quoted}</Comment>}
        </ItemLink>
        <Meta>
          <TimeAgo at={notification.createdAt} />
          {!read && (
            <>
              <NewBadge>
                <Trans>New</Trans>
              </NewBadge>
              <MarkButton
                variant="ghost"
                size="sm"
                onClick={() => {
                  onMarkRead(notification);
                  // The button goes away with the unread state: keep the keyboard on this item.
                  linkRef.current?.focus();
                }}
              >
                <Trans>
                  Mark as read<span className="visually-hidden">: {sentence}</span>
                </Trans>
              </MarkButton>
            </>
          )}
        </Meta>
      </Body>
    </Item>
  );
}
