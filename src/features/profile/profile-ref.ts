import { plural } from '@lingui/core/macro';
import type { Id, User } from '../../api/types';

/** What /profile/:id names: a user id, an @username (where @mentions link), or nothing valid. */
export type ProfileRef =
  { kind: 'id'; id: Id } | { kind: 'username'; username: string } | { kind: 'invalid' };

export function parseProfileRef(param: string): ProfileRef {
  if (/^\d+$/.test(param)) {
    const id = Number(param);
    return Number.isSafeInteger(id) && id > 0 ? { kind: 'id', id } : { kind: 'invalid' };
  }
  const mention = /^@(\w+)$/.exec(param);
  return mention ? { kind: 'username', username: mention[1] } : { kind: 'invalid' };
}

/** Whether a /profile/:id reference names `viewer`: their own id, or their @username in any case. */
export function namesViewer(ref: ProfileRef, viewer: Pick<User, 'id' | 'username'>): boolean {
  return (
    (ref.kind === 'id' && ref.id === viewer.id) ||
    (ref.kind === 'username' && ref.username.toLowerCase() === viewer.username.toLowerCase())
  );
}

/**
 * "4 years in Vasundhara Greens" (yearsLived, also named yearsLiving: docs/product.md#entities), in
 * the current language: its callers render inside a component that re-renders on a switch.
 */
export function yearsText(
  years: number | null | undefined,
  societyName: string | null | undefined,
) {
  const count = years && years > 0 ? years : 1;
  const shown = String(count);
  return societyName
    ? plural(count, {
        one: `${shown} year in ${societyName}`,
        other: `${shown} years in ${societyName}`,
      })
    : plural(count, {
        one: `${shown} year as a resident`,
        other: `${shown} years as a resident`,
      });
}

export const PROFILE_TABS = ['posts', 'saved', 'groups', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function parseProfileTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'posts';
}
