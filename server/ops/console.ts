// The AdminJS operator console at /ops for superusers (AdminOperatorConsole). Same entities, same
// access rules per action, same validation (server/crud/validate.ts in the `before` hooks), and the
// same audit trail: every write goes through the unit of work, whose flush runs the audit subscriber
// in the same transaction, with the operator as the actor (via 'ops').
//
// AdminJS and its adapter are loaded in the background when the console is mounted, so the server
// does not wait for them (importing AdminJS takes seconds: it pulls in its bundler). The console's
// own components (its welcome page, the way back in the top bar) are plain browser code served from
// memory with the minified AdminJS bundles (assets.ts): AdminJS never runs its bundler and writes no
// .adminjs folder.
import express, { type Express, type Request, type RequestHandler, type Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type AdminJS from 'adminjs';
import type { AdminJSOptions } from 'adminjs';
import type { ResourceDef } from '../../core/model/define.js';
import { hasAbility, type SessionUser } from '../auth/session-user.js';
import { runAs } from '../audit/context.js';
import { APP_NAME } from '../ui.js';
import { logger } from '../log.js';
import { formBodies } from '../http/form-bodies.js';
import { csrfTokenOf } from '../http/security/csrf-token.js';
import { OPS_ABILITY, OPS_ROOT, type AdminModule, type MikroAdapter } from './shared.js';
import { resourceOptions } from './resource-options.js';
import { opsResourceClass } from './resource-adapter.js';
import { unknownResource } from './unknown-resource.js';
import { knownActions } from './known-actions.js';
import { withCsrfToken } from './page-token.js';
import { consoleAssets } from './assets.js';
import { welcomeDashboard } from './welcome.js';

export { OPS_ABILITY, OPS_ROOT } from './shared.js';

/** Loads AdminJS and builds the console's router. */
async function buildConsole(orm: MikroORM, resources: ResourceDef[]): Promise<{ admin: AdminJS; router: Router }> {
  const [A, AdminJSExpress, Mikro] = await Promise.all([import('adminjs'), import('@adminjs/express'), import('@adminjs/mikroorm')]);
  const admin = new A.default(opsOptions(A, Mikro, orm, resources));

  const loader = (A.default as unknown as { __unsafe_staticComponentLoader?: { getComponents(): Record<string, string> } }).__unsafe_staticComponentLoader;
  const bundled = Object.keys({ ...loader?.getComponents(), ...admin.componentLoader.getComponents() });
  // the components bundle is served from memory and would not contain them
  if (bundled.length) throw new Error(`the operator console does not run AdminJS's bundler: add ${bundled.join(', ')} to server/ops/browser-components.js instead`);

  const assets = consoleAssets(A, admin.options.env ?? {}, OPS_ROOT);
  const router = express.Router();
  router.use(assets.router, assets.versionedPages);
  router.use(unknownResource(resources), knownActions(admin)); // 404, not AdminJS's 500
  AdminJSExpress.buildRoutes({ admin, routes: A.Router.routes, router });
  return { admin, router };
}

function opsOptions(A: AdminModule, Mikro: MikroAdapter, orm: MikroORM, resources: ResourceDef[]): AdminJSOptions {
  const OpsResource = opsResourceClass(A, Mikro);
  const byName = new Map(resources.map((r) => [r.name, r]));
  const translations: Record<string, unknown> = {};
  for (const r of resources) {
    const properties: Record<string, string> = { id: 'Id' };
    for (const [name, f] of Object.entries(r.fields)) if (f.label) properties[name] = f.label;
    translations[r.name] = { labels: { [r.name]: r.label }, properties };
  }
  return {
    rootPath: OPS_ROOT,
    logoutPath: `${OPS_ROOT}/logout`,
    resources: resources.map((r) => ({ resource: new OpsResource(r, orm, byName), options: resourceOptions(A, r, byName) })),
    branding: { companyName: `${APP_NAME} · operator console`, withMadeWithLove: false, logo: false },
    dashboard: welcomeDashboard(resources),
    settings: { defaultPerPage: 25 },
    // the breadcrumbs' first link leads to the console's welcome page
    locale: { language: 'en', availableLanguages: ['en'], localeDetection: false, translations: { en: { labels: { dashboard: 'Operator console' }, resources: translations } } } as never,
  };
}

// ——— mounting: sign-in, ability, body parsing, actor ———

const LOGOUT_PAGE = `<!doctype html><meta charset="utf-8"><title>Signing out…</title>
<p>Signing out…</p>
<script>fetch('/api/account/logout', { method: 'POST', credentials: 'same-origin' }).finally(() => location.replace('/login'));</script>`;

/** Pages go to the sign-in screen or the access error page; API calls and assets get JSON. */
const gate: RequestHandler = (req, res, next) => {
  const page = req.method === 'GET' && !req.path.startsWith('/api/') && !req.path.startsWith('/frontend/');
  if (!req.user) {
    if (page) return res.redirect(`/login?next=${encodeURIComponent(req.originalUrl)}`);
    return res.status(401).json({ message: 'Please sign in to continue.' });
  }
  if (!hasAbility(req.user, OPS_ABILITY)) {
    if (page) return res.redirect('/error/access');
    return res.status(403).json({ message: 'You do not have permission to do this.' });
  }
  if (!req.path.startsWith('/frontend/')) res.setHeader('Cache-Control', 'no-store');
  if (page) {
    // AdminJS's page template links a web font from a third-party host: staff pages load nothing from
    // outside. The page carries the session's token for its writes (page-token.ts).
    const send = res.send.bind(res);
    const token = csrfTokenOf(req.headers.cookie);
    res.send = (body?: unknown) => send(typeof body === 'string' ? withCsrfToken(body.replace(/<link[^>]+fonts\.googleapis\.com[^>]*>/g, ''), token) : body);
  }
  next();
};

export async function buildOpsAdmin(orm: MikroORM, resources: ResourceDef[]): Promise<AdminJS> {
  return (await buildConsole(orm, resources)).admin;
}

/**
 * Mounts the console at /ops. AdminJS loads in the background; requests that arrive before it is
 * ready wait for it.
 */
export async function mountOpsConsole(app: Express, orm: MikroORM, resources: ResourceDef[]): Promise<void> {
  const ready = buildConsole(orm, resources);
  ready.catch((err) => logger.error({ err }, 'the operator console could not start'));

  app.get(`${OPS_ROOT}/logout`, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(LOGOUT_PAGE);
  });
  app.use(
    OPS_ROOT,
    gate,
    // AdminJS's router parses forms with express-formidable too, and skips requests parsed already.
    // Parsing here, strictly (form-bodies.ts), before runAs, keeps the actor in scope for everything
    // the handlers do.
    formBodies,
    (req: Request, res, next) => {
      ready.then(({ router }) => {
        const user = req.user!;
        // @adminjs/express reads the current admin from req.session.adminUser
        (req as unknown as { session: { adminUser: SessionUser } }).session = { adminUser: user };
        runAs({ userId: user.id, userName: user.username, via: 'ops' }, () => router(req, res, next));
      }, next);
    },
  );
}
