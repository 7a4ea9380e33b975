import { useState } from 'react';
import { safeImageUrl } from './urls';

/**
 * A picture's address for an `<img>`, or null when there is none to show: not a safe address
 * (`safeImageUrl`), or it failed to load. The failure is remembered for that address only, so a
 * new picture (a resident's changed photo, a group's new cover) is tried, not left on the stand-in.
 */
export function useShownImage(src: string | null | undefined) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = safeImageUrl(src);
  return {
    url: url !== failedUrl ? url : null,
    onError: () => setFailedUrl(url),
  };
}
