// Demo builds only (see vite.config.ts): msw's cookie store (tough-cookie) asks tldts for the
// registrable domain, which needs the public suffix list (~330 kB before minification). The mock
// backend only sets host-only cookies (no Domain attribute), so the list never decides anything:
// the last two labels stand in for it, and IP addresses and single labels have none, as in tldts.
const IP = /^(\d{1,3}\.){3}\d{1,3}$|^\[?[0-9a-f:]+\]?$/i;

export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (!host || IP.test(host)) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
