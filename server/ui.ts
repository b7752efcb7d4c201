// Serves the built admin UI and hands it the signed-in user and abilities with the page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { cspNonce } from './http/security/headers.js';
import { csrfTokenOf } from './http/security/csrf-token.js';
import { fromRoot } from './repo-paths.js';

export const UI_DIR = fromRoot('dist/admin-ui');
export const APP_NAME = 'A–G Course Admin';

/** The page's boot data; the nonce lets it run under the Content-Security-Policy. */
export function bootScript(boot: { user: unknown; csrfToken: string | null }, nonce: string): string {
  const json = JSON.stringify({ user: boot.user, csrfToken: boot.csrfToken, appName: APP_NAME }).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">window.__BOOT__ = ${json};</script>`;
}

/** The built files; mounted before the session lookup, which they do not need. */
export function uiStaticFiles(dir = UI_DIR): Router {
  const router = express.Router();
  router.use('/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  // a missing asset ends here, without the folder it was looked for in
  router.use('/assets', (_req, res) => {
    res.status(404).json({ message: 'There is no such file.' });
  });
  const files = express.static(dir, { index: false });
  // an API call is never a file: no disk lookup (a stat per request) on the busiest path
  router.use((req, res, next) => (req.path.startsWith('/api/') ? next() : files(req, res, next)));
  return router;
}

/** Every page of the single-page app: index.html with the signed-in user and abilities. */
export function uiPages(dir = UI_DIR): Router {
  const router = express.Router();
  router.get(/^\/(?!api\/|api$|ops\/|ops$).*/, (req, res) => {
    const indexFile = path.join(dir, 'index.html');
    if (!existsSync(indexFile)) {
      res.status(503).type('text').send('The admin UI is not built yet: run `npm run build`.');
      return;
    }
    const user = req.user ?? null;
    const boot = bootScript({ user, csrfToken: user ? csrfTokenOf(req.headers.cookie) : null }, cspNonce(res));
    const html = readFileSync(indexFile, 'utf8').replace('</head>', `${boot}</head>`);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(html);
  });
  return router;
}
