// Which notifications show as one item (docs/product.md#notifications): every "affected"
// notification of the same concern. The screen groups them and the server's unread count counts
// them once, so the badge and the list agree.

/** What grouping reads of a notification: the server's record or the screen's. */
export interface Groupable {
  id: number;
  type: string;
  postId: number | null;
}

/** The item a notification belongs to: shared by a concern's "affected" ones, else its own. */
export const groupKeyOf = (notification: Groupable): string =>
  notification.type === 'concern_affected' && notification.postId !== null
    ? `affected:${notification.postId}`
    : `notification:${notification.id}`;

/** How many items the notifications make. */
export const countItems = (notifications: readonly Groupable[]): number =>
  new Set(notifications.map(groupKeyOf)).size;
