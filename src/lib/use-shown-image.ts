import { useState } from 'react';
import { safeImageUrl } from './urls';

/**
 * The address an `<img>` shows, and its `onError`. The address is null when there is no picture to
 * show: not a safe address (`safeImageUrl`), or one that already failed to load here. A failure
 * belongs to its address, so a new picture (a resident's changed photo, a group's new cover) is
 * tried rather than left on the stand-in.
 */
export function useShownImage(src: string | null | undefined) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const url = safeImageUrl(src);
  return {
    url: url && !failed.has(url) ? url : null,
    onError: () => {
      if (url) setFailed((before) => new Set(before).add(url));
    },
  };
}
