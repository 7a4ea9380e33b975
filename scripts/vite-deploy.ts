// Deployment helpers of vite.config.ts, kept apart from its build tuning (docs/deploy.md).
import { copyFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadEnv, type Plugin, type ProxyOptions } from 'vite';

/** Whether `mode` builds for a real backend (VITE_API_MOCKING=off): no mock code or files. */
export const forRealBackend = (mode: string) =>
  loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MOCKING === 'off';

/**
 * Static hosts without rewrites (GitHub Pages and the like) answer an unknown path with 404.html:
 * a copy of index.html there boots the app on any deep link. Its asset URLs already carry the
 * base, so it works at a sub-path too.
 */
export function spaFallback404(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vc-spa-fallback-404',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      // Other builds over this config (Storybook's, for one) emit no index.html of the app.
      if (!('index.html' in bundle)) return;
      await copyFile(resolve(outDir, 'index.html'), resolve(outDir, '404.html'));
    },
  };
}

/**
 * VITE_API_PROXY=http://host:port sends the dev (and preview) server's /api to that backend, so a
 * real backend answers on the app's own origin; use it with VITE_API_MOCKING=off (README).
 */
export function apiProxy(
  target = process.env.VITE_API_PROXY,
): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined;
  // The backend's session cookie must stick to the dev server's origin, not the backend's.
  return { '/api': { target, changeOrigin: true, cookieDomainRewrite: '' } };
}
