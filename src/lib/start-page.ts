/** The care queue's address (its filters are the query string). */
export const CARE_QUEUE_PATH = '/care';

/**
 * Where someone starts once signed in, with nowhere else to go back to: a resident on the feed,
 * the care team on its queue, the page their work is on.
 */
export const startPageOf = (user: { careTeam?: object | null }): string =>
  user.careTeam ? CARE_QUEUE_PATH : '/home';
