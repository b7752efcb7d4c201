// The console's browser assets. AdminJS picks its script bundles by NODE_ENV and the development
// builds weigh 26 MB, so the console serves the minified ones whatever NODE_ENV says. The components
// bundle (the console's own React components, server/ops/browser-components.js) is served from
// memory: AdminJS's bundler never runs and nothing is written to disk. The page asks for every
// script at an address carrying a hash of the scripts, so the browser may keep them for a year.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import express, { type RequestHandler, type Router } from 'express';
import type { AdminModule } from './shared.js';
import { fromRoot } from '../repo-paths.js';

const ASSETS = '/frontend/assets/';
const COMPONENTS_BUNDLE = `${ASSETS}components.bundle.js`;
// plain browser JavaScript the build leaves where it is: read from the sources
const BROWSER_COMPONENTS = fromRoot('server/ops/browser-components.js');
const A_YEAR = 'private, max-age=31536000, immutable';

export interface ConsoleAssets {
  /** serves the scripts, fonts and styles AdminJS's page asks for */
  router: Router;
  /** adds the version to the page's script addresses (mount before AdminJS's page routes) */
  versionedPages: RequestHandler;
}

/** The minified build of an AdminJS bundle, whichever build AdminJS chose at import. */
const minified = (src: string) => src.replace(/\.development\.js$/, '.production.js');

export function consoleAssets(A: AdminModule, env: Record<string, unknown>, rootPath: string): ConsoleAssets {
  const assets = A.Router.assets.map((a) => ({ path: a.path, src: minified(a.src) }));
  // what AdminJS's bundler would write for these components, without running it
  const setEnv = Object.entries(env).map(([k, v]) => `AdminJS.env.${k} = ${JSON.stringify(v)};`);
  const components = `AdminJS.UserComponents = {};\n${setEnv.join('\n')}\n${readFileSync(BROWSER_COMPONENTS, 'utf8')}`;

  const hash = createHash('sha256').update(components);
  for (const a of assets) if (a.path.endsWith('.js')) hash.update(readFileSync(a.src));
  const version = hash.digest('hex').slice(0, 16);
  // only an address with the current version may be kept; any other is checked with the server each time
  const cacheFor = (v: unknown) => (v === version ? A_YEAR : 'no-cache');

  const router = express.Router();
  router.get(COMPONENTS_BUNDLE, (req, res) => {
    res.setHeader('Cache-Control', cacheFor(req.query.v));
    res.type('text/javascript; charset=utf-8').send(components);
  });
  for (const a of assets) {
    router.get(a.path, (req, res, next) => {
      res.setHeader('Cache-Control', cacheFor(req.query.v));
      res.sendFile(a.src, { cacheControl: false }, (err) => err && next(err));
    });
  }

  const scriptAddress = new RegExp(`(<script src="${rootPath}${ASSETS}[\\w./-]+\\.js)(")`, 'g');
  const versionedPages: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' || req.path.startsWith('/api/') || req.path.startsWith('/frontend/')) return next();
    const send = res.send.bind(res);
    res.send = (body?: unknown) => send(typeof body === 'string' ? body.replace(scriptAddress, `$1?v=${version}$2`) : body);
    next();
  };
  return { router, versionedPages };
}
