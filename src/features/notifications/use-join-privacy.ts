import { useQueries } from '@tanstack/react-query';
import { getGroup, groupKeys } from '../../api/groups';
import type { Id, Notification } from '../../api/types';
import type { NotificationGroupRef } from './notification-text';

/**
 * Whether the group of each join notification is private ("asked to join") or public ("joined").
 * The contract's notification carries only the group's id and name, so unless the server adds
 * `isPrivate` the groups are looked up (one GET /api/groups/{id} per group, shared with the group
 * screen's cache). Unknown groups are missing from the map.
 */
export function useJoinPrivacy(notifications: Notification[]): Map<Id, boolean> {
  const known = new Map<Id, boolean>();
  const lookup = new Set<Id>();
  for (const notification of notifications) {
    const group = notification.group as NotificationGroupRef | null;
    if (notification.type !== 'join' || !group) continue;
    if (typeof group.isPrivate === 'boolean') known.set(group.id, group.isPrivate);
    else lookup.add(group.id);
  }
  const ids = [...lookup];
  const groups = useQueries({
    queries: ids.map((id) => ({ queryKey: groupKeys.detail(id), queryFn: () => getGroup(id) })),
  });
  groups.forEach((result, index) => {
    if (result.data) known.set(ids[index], result.data.isPrivate);
  });
  return known;
}
