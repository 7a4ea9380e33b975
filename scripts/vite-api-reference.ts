// The contract's reference page for frontend developers: /api-docs/ in the demo and its dev server,
// Redoc reading the served /openapi.json. Both files are static, emitted beside the app: the app's
// own bundle does not change. The real-backend build leaves them out (production serves its own).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { forRealBackend } from './vite-deploy.ts';

const PAGE = fileURLToPath(new URL('../contract/api-docs.html', import.meta.url));
const REDOC = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/** The reference's files, by their path under the site's base. */
export const apiReferenceFiles = (): Record<string, () => Buffer> => ({
  'api-docs/index.html': () => readFileSync(PAGE),
  'api-docs/redoc.standalone.js': () => readFileSync(REDOC),
});

export function apiReference(): Plugin {
  const files = apiReferenceFiles();
  return {
    name: 'vc-api-reference',
    apply: (_config, { mode }) => !forRealBackend(mode),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        if (path === '/api-docs') {
          response.writeHead(301, { Location: '/api-docs/' }).end();
          return;
        }
        const name = path === '/api-docs/' ? 'api-docs/index.html' : path.slice(1);
        const read = files[name];
        if (!read) return next();
        const type = name.endsWith('.js') ? 'text/javascript' : 'text/html';
        response.writeHead(200, { 'Content-Type': `${type}; charset=utf-8` }).end(read());
      });
    },
    generateBundle() {
      for (const [fileName, read] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source: read() });
    },
  };
}
