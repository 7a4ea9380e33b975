import { useEffect, useMemo } from 'react';
import { useSocieties } from '../../api/societies';
import type { Society } from '../../api/types';

/**
 * GET /api/societies each time a composer opens (docs/product.md#composer). A failure is only
 * logged: the composer still offers the resident's own society, which the session already knows.
 */
export function useSocietyOptions(ownSociety: Society | null) {
  const query = useSocieties({ refetchOnMount: 'always' });
  useEffect(() => {
    if (query.error) console.error('Failed to fetch societies', query.error);
  }, [query.error]);
  const listed = Array.isArray(query.data) && query.data.length > 0 ? query.data : null;
  // The same array while nothing changes: the society select is memoized (a keystroke skips it).
  const options = useMemo(() => listed ?? (ownSociety ? [ownSociety] : []), [listed, ownSociety]);
  return { options, loaded: query.isSuccess && listed !== null, failed: query.isError };
}

/**
 * A society is chosen automatically, the resident's own when offered, else the first
 * (docs/decisions.md#the-composer-chooses-the-residents-own-society).
 */
export function preferredSociety(options: Society[], own: Society | null): Society | null {
  return options.find((society) => society.id === own?.id) ?? options[0] ?? null;
}
