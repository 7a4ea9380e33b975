import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { FiBell, FiLogIn } from 'react-icons/fi';
import styled from 'styled-components';
import type { Notification } from '../../api/types';
import { Alert } from '../../components/alert';
import { ButtonLink } from '../../components/button';
import { Card, Stack } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Tabs } from '../../components/tabs';
import {
  CANONICAL_TABS,
  FILTERS,
  liveCounts,
  type NotificationCounts,
  type NotificationFilter,
} from './notification-filters';
import { toEntries, type NotificationEntry } from './notification-groups';
import { NotificationsHeader } from './notifications-header';
import { NotificationsSkeleton } from './notifications-skeleton';
import { ShownNotifications } from './shown-notifications';
import { useNotifications } from './use-notifications';

const ListCard = styled(Card)`
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[2]}px
    ${({ theme }) => theme.space[4]}px;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px
      ${({ theme }) => theme.space[5]}px;
  }
  /* Six tabs with their counts fit the middle column of a desktop without scrolling. */
  [role='tab'] {
    padding: 0 ${({ theme }) => theme.space[2]}px;
  }
`;

const NONE: Notification[] = [];

const EMPTY_TEXT = msg`When you receive likes, comments, or follows, they'll appear here`;

export interface NotificationsViewProps {
  /**
   * The filter tabs, in order: six on /notifications, three on the legacy route
   * (docs/product.md#older-variants).
   */
  tabs?: readonly NotificationFilter[];
  /** Fixed tab counts (the legacy 7 / 2 / 1); without them each tab counts what it holds. */
  counts?: NotificationCounts;
}

/** The notifications screen; its variants differ only in `tabs` and `counts`. */
export function NotificationsView({ tabs = CANONICAL_TABS, counts }: NotificationsViewProps) {
  const { t } = useLingui();
  const state = useNotifications();
  const [tab, setTab] = useState<NotificationFilter>(tabs[0] ?? 'all');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const notifications = state.status === 'ready' ? state.notifications : NONE;
  // Items, as the list shows them: a concern's "affected" notifications are one, and count once.
  const entries = useMemo(() => toEntries(notifications), [notifications]);
  const shownCounts = useMemo(() => counts ?? liveCounts(entries, tabs), [counts, entries, tabs]);
  const visible = useMemo(() => entries.filter(FILTERS[tab].matches), [entries, tab]);

  if (state.status === 'signed-out') {
    return (
      <EmptyState
        icon={<FiBell aria-hidden />}
        title={t`Please log in to view your notifications.`}
        action={
          <ButtonLink to="/login" icon={<FiLogIn aria-hidden />}>
            <Trans>Log in</Trans>
          </ButtonLink>
        }
      />
    );
  }

  const unread = state.status === 'ready' ? entries.filter((n) => !n.read).length : null;
  let body;
  if (state.status === 'loading') {
    body = <NotificationsSkeleton />;
  } else if (state.status === 'error') {
    body = (
      <Alert onRetry={state.retry}>
        <Trans>Failed to load notifications. Please try again.</Trans>
      </Alert>
    );
  } else if (notifications.length === 0 && !counts) {
    // Fixed counts (the legacy tabs) are samples: their tabs show whatever the list holds.
    body = (
      <Card>
        <EmptyState
          icon={<FiBell aria-hidden />}
          title={t`No notifications yet`}
          description={t(EMPTY_TEXT)}
        />
      </Card>
    );
  } else {
    const onMarkRead = (entry: NotificationEntry) =>
      state.markRead(entry.members.filter((member) => !member.read).map((member) => member.id));
    body = (
      <ListCard as="div">
        <Tabs
          label={t`Filter notifications`}
          tabs={tabs.map((value) => ({
            value,
            label: FILTERS[value].label,
            count: shownCounts[value],
          }))}
          value={tab}
          onChange={setTab}
        >
          {visible.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={FILTERS[tab].emptyTitle}
              description={t(EMPTY_TEXT)}
            />
          ) : (
            <ShownNotifications tab={tab} notifications={visible} onMarkRead={onMarkRead} />
          )}
        </Tabs>
      </ListCard>
    );
  }

  return (
    <Stack $gap={4}>
      <NotificationsHeader
        ref={titleRef}
        unread={unread}
        markingAll={state.status === 'ready' && state.markingAll}
        onMarkAll={
          state.status === 'ready'
            ? () => {
                state.markAllRead();
                // The button disappears once nothing is unread: keep the keyboard on the page.
                titleRef.current?.focus();
              }
            : undefined
        }
      />
      {state.status === 'ready' && state.isSample && (
        <Alert tone="info">
          <Trans>
            Showing sample notifications: notifications are not available on this server yet.
            Marking them read is kept on this device only.
          </Trans>
        </Alert>
      )}
      {body}
    </Stack>
  );
}
