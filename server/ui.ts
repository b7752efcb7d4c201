// Serves the built admin UI and hands it the signed-in user and abilities with the page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

export const UI_DIR = path.resolve(import.meta.dirname, '../dist/admin-ui');
export const APP_NAME = 'A–G Course Admin';

export function bootScript(user: unknown): string {
  const json = JSON.stringify({ user, appName: APP_NAME }).replace(/</g, '\\u003c');
  return `<script>window.__BOOT__ = ${json};</script>`;
}

/** The built files; mounted before the session lookup, which they do not need. */
export function uiStaticFiles(dir = UI_DIR): Router {
  const router = express.Router();
  router.use('/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  router.use(express.static(dir, { index: false }));
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
    const html = readFileSync(indexFile, 'utf8').replace('</head>', `${bootScript(req.user ?? null)}</head>`);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(html);
  });
  return router;
}
