import { useLingui } from '@lingui/react';
import { useId } from 'react';
import styled from 'styled-components';
import { ListStack } from '../../components/card';
import { groupByDay, type NotificationEntry, type NotificationGroup } from './notification-groups';
import { NotificationItem } from './notification-item';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const DayHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

function DaySection({
  group,
  onMarkRead,
}: {
  group: NotificationGroup;
  onMarkRead: (notification: NotificationEntry) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <DayHeading id={headingId}>{group.label}</DayHeading>
      <ListStack $gap={1}>
        {group.items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} onMarkRead={onMarkRead} />
          </li>
        ))}
      </ListStack>
    </section>
  );
}

/** The notifications under their day headings (Today, Yesterday, This Week, then dates). */
export function NotificationList({
  notifications,
  onMarkRead,
}: {
  notifications: NotificationEntry[];
  onMarkRead: (notification: NotificationEntry) => void;
}) {
  // The day headings are in the current language: computed at each render (a short list), so
  // a switch of language renames them.
  useLingui();
  const groups = groupByDay(notifications);
  return (
    <Sections>
      {groups.map((group) => (
        <DaySection key={group.label} group={group} onMarkRead={onMarkRead} />
      ))}
    </Sections>
  );
}
