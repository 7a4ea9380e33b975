import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router-dom';

const addressOf = ({ pathname, search, hash }: Location) => `${pathname}${search}${hash}`;

/**
 * For the history entries of this tab that were reached from another page of the app, the address
 * of that page: so that a page can offer "Back" to where the resident came from (the notifications,
 * the care queue, a profile) rather than a fixed link. An entry pushed from a page came from it; an
 * entry that replaced another came from where that one did. Moving back and forth adds nothing.
 */
class PageTrail {
  private previous: { key: string; address: string } | null = null;
  private readonly cameFrom = new Map<string, string>();

  /** Called on every render with the current entry; a render repeated changes nothing. */
  visit(location: Location, type: NavigationType): void {
    if (location.key === this.previous?.key) return;
    if (this.previous) {
      const from =
        type === 'PUSH'
          ? this.previous.address
          : type === 'REPLACE'
            ? this.cameFrom.get(this.previous.key)
            : undefined;
      if (from !== undefined) this.cameFrom.set(location.key, from);
    }
    this.previous = { key: location.key, address: addressOf(location) };
  }

  from(key: string): string | null {
    return this.cameFrom.get(key) ?? null;
  }
}

const PageTrailContext = createContext<PageTrail | null>(null);

/**
 * Keeps the trail of the pages inside it. The shell holds one for as long as it is mounted: the
 * entry before its first page is the sign-in page, another account's session or another site,
 * never a page to go back to.
 */
export function PageTrailProvider({ children }: { children: ReactNode }) {
  const [trail] = useState(() => new PageTrail());
  trail.visit(useLocation(), useNavigationType());
  return <PageTrailContext.Provider value={trail}>{children}</PageTrailContext.Provider>;
}

/** The address of the app's page the resident came here from (the browser's entry before), else null. */
export function useCameFrom(): string | null {
  const trail = useContext(PageTrailContext);
  const { key } = useLocation();
  return trail?.from(key) ?? null;
}
