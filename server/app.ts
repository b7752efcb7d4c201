// Assembles the express application from the model: routes, session, UI, operator console.
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ResourceDef } from '../core/model/define.js';
import { RouteTable } from './http/route-table.js';
import { PUBLIC } from '../core/model/abilities.js';
import { HttpError, errorHandler } from './http/errors.js';
import { refuseNullCharacters } from './http/null-characters.js';
import { loadUser } from './auth/middleware.js';
import { registerAuthRoutes } from './auth/routes.js';
import { SignInThrottle, type SignInLimits } from './auth/sign-in-throttle.js';
import { registerSessionRevocation, trackCurrentSession } from './auth/session-revocation.js';
import { registerAuditRoutes } from './audit/routes.js';
import { registerViewRoutes } from './views/routes.js';
import { AuditWatch } from './audit/tamper/watch.js';
import { registerAuditTrailRoutes } from './audit/tamper/routes.js';
import { registerLastChangeRoute } from './audit/last-change.js';
import { registerUserSearch } from './membership/user-search.js';
import { registerImpersonationRoutes } from './impersonation/routes.js';
import { registerMembershipArea } from './membership/index.js';
import { registerInstitutionUsers } from './membership/institution-users.js';
import { registerHeaderStats } from './stats/header-stats.js';
import { AdminHub } from './hub/hub.js';
import { registerHubRoutes } from './hub/routes.js';
import { registerResources } from './crud/router.js';
import { registerUndoRoutes } from './undo/routes.js';
import type { ServerOverrides } from './crud/types.js';
import { registerOpenApi } from './openapi.js';
import { registerContentRoutes } from './content/routes.js';
import { uiPages, uiStaticFiles } from './ui.js';
import { RuleRuntime } from './rules/runtime.js';
import { registerRuleRoutes } from './rules/routes.js';
import { registerReviewArea } from './review/index.js';
import { registerCourseRoutes } from './courses/routes.js';
import { registerInstitutionRoutes } from './institutions/routes.js';
import { accreditationUploadBodies, registerAccreditationArea } from './accreditation/index.js';
import { registerCourseAuditArea } from './course-audits/index.js';
import { registerRegistrationArea, registrationUploadBodies } from './registrations/index.js';
import { registerReportingRoutes } from './reporting/routes.js';
import { registerCycleArea } from './cycles/index.js';
import { registerSearchArea } from './search/routes.js';
import { startCourseSearchIndex } from './search/service.js';
import { cacheRegistryFor } from './cache/registry.js';
import { registerCacheRoutes } from './cache/routes.js';
import { registerStandardCaches } from './cache/standard-caches.js';
import { createMailer, type MailSettings } from './mail/mailer.js';
import { DeliveryWorker } from './notifications/worker.js';
import { registerNotificationRoutes } from './notifications/routes.js';
import { sameOriginWrites } from './http/security/same-origin.js';
import { requireCsrfToken } from './http/security/csrf-token.js';
import { jsonOnlyWrites } from './http/security/json-bodies.js';
import { opsPageNonce, securityHeaders } from './http/security/headers.js';
import { metricsForDatabase } from './operations/metrics.js';
import { observeApp } from './operations/collectors.js';
import { measureRequests } from './operations/http-metrics.js';
import { Drain } from './operations/drain.js';
import { healthRoutes } from './operations/health.js';
import { metricsRoute } from './operations/metrics-route.js';

export interface AppOptions {
  orm: MikroORM;
  resources: ResourceDef[];
  overrides: Record<string, ServerOverrides>;
  /** mounts the operator console; optional so API tests stay light */
  mountOps?: (app: express.Express) => Promise<void>;
  /** sign-in and reset throttling; defaults in server/auth/sign-in-throttle.ts */
  authLimits?: Partial<SignInLimits>;
  uiDir?: string;
  /** addresses or CIDRs of trusted reverse proxies (TRUST_PROXY); empty or absent: trust none */
  trustProxy?: string[];
  /** where staff reach the back office (PUBLIC_URL): reset links, and an origin writes may come from */
  publicUrl?: string;
  /** outgoing mail; absent: .eml files in a folder under the system's temporary directory */
  mail?: MailSettings;
  /** METRICS_TOKEN: what /metrics asks of callers not on this machine; absent: loopback only */
  metricsToken?: string;
}

export async function createApp(opts: AppOptions) {
  const publicUrl = opts.publicUrl ?? 'http://localhost:3000';
  const routes = new RouteTable();
  // first: the parts started below count into it (rule evaluations, sign-in refusals, hub events)
  const metrics = metricsForDatabase(opts.orm.config);
  const mail = opts.mail ?? { outboxDir: path.join(os.tmpdir(), 'ag-course-admin-outbox'), from: 'A–G Course Admin <no-reply@localhost>' };
  const mailer = createMailer(mail);
  // notification mail goes through the outbox table; this instance's worker delivers it (docs/notifications.md)
  await new DeliveryWorker(opts.orm, mailer).start();
  registerNotificationRoutes(routes, { smtp: Boolean(mail.smtpUrl), resources: opts.resources });
  registerAuthRoutes(routes, { throttle: new SignInThrottle(opts.orm, opts.authLimits), mailer, publicUrl });
  registerMembershipArea(routes, { orm: opts.orm, mailer, publicUrl, outboxDir: mail.smtpUrl ? null : mail.outboxDir });
  registerAuditRoutes(routes, opts.resources);
  registerViewRoutes(routes, opts.resources);
  // the trail's seals and checkpoints: sealed every few seconds, verified at start and nightly (docs/audit.md)
  const auditWatch = new AuditWatch(opts.orm);
  auditWatch.start();
  registerAuditTrailRoutes(routes, auditWatch);
  registerLastChangeRoute(routes, opts.resources);
  registerUserSearch(routes);
  registerImpersonationRoutes(routes);
  registerInstitutionUsers(routes);
  registerHeaderStats(routes);
  const hub = new AdminHub(opts.orm, opts.resources);
  registerHubRoutes(routes, hub);
  registerResources(routes, opts.resources, opts.overrides);
  registerUndoRoutes(routes, opts.resources);
  registerContentRoutes(routes);
  const rules = new RuleRuntime(opts.orm);
  await rules.start();
  registerRuleRoutes(routes, rules);
  registerReviewArea(routes, rules);
  registerCourseRoutes(routes, rules);
  registerInstitutionRoutes(routes);
  registerAccreditationArea(routes, rules);
  registerCourseAuditArea(routes);
  registerRegistrationArea(routes, { rules });
  registerReportingRoutes(routes);
  registerCycleArea(routes);
  const searchIndex = startCourseSearchIndex(opts.orm);
  const caches = cacheRegistryFor(opts.orm);
  registerStandardCaches(caches, { orm: opts.orm, rules, searchIndex });
  registerCacheRoutes(routes, caches);
  registerSearchArea(routes, { orm: opts.orm, caches });
  registerOpenApi(routes, opts.resources);
  registerSessionRevocation(opts.orm);
  const drain = new Drain();
  observeApp(metrics, { orm: opts.orm, hub, searchIndex, drain });

  const app = express();
  app.disable('x-powered-by');
  // no hash of every body: API answers are always fetched afresh and pages are no-store (static files keep
  // the ETags express.static makes)
  app.set('etag', false);
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; otherwise req.ip is the peer
  app.set('trust proxy', opts.trustProxy?.length ? opts.trustProxy : false);
  // before everything else: the shutdown waits for every request, and every request is measured
  app.use(drain.track);
  app.use(measureRequests(metrics));
  app.use(compression({ filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res) }));
  app.use(securityHeaders);
  // the infrastructure endpoints (docs/operations.md), outside /api: before the session lookup and the
  // SPA fallback, so a probe or a scrape makes no session and writes no audit entry
  app.use(healthRoutes({ orm: opts.orm, drain, searchIndex }));
  app.use(metricsRoute(metrics, opts.metricsToken));
  // writes must come from the back office's own pages, /api and /ops alike
  app.use(sameOriginWrites([publicUrl]));
  app.use(uiStaticFiles(opts.uiDir));
  app.use(loadUser(opts.orm));
  app.use(accreditationUploadBodies); // its own larger limit; after the session, before the general parser
  app.use(registrationUploadBodies); // the same for registration attachments
  app.use('/api', jsonOnlyWrites, express.json({ limit: '1mb' }));
  app.use('/api', refuseNullCharacters); // PostgreSQL cannot take U+0000: 400 before any handler
  // the public calls (sign-in, sign-out, reset) act as nobody: the origin check guards them
  const publicCalls = new Set(routes.routes.filter((r) => r.ability === PUBLIC).map((r) => `${r.method} ${r.path}`.toLowerCase()));
  app.use(requireCsrfToken((method, p) => publicCalls.has(`${method} ${p}`.toLowerCase())));
  app.use('/api', trackCurrentSession);
  app.use(routes.mount(opts.orm));
  // deny by default: an unknown API path is 401 for strangers and 404 for staff
  app.use('/api', (req, _res, next) => next(req.user ? new HttpError(404, 'There is no such API call.') : new HttpError(401, 'Please sign in to continue.')));
  app.use('/ops', opsPageNonce);
  if (opts.mountOps) await opts.mountOps(app);
  app.use(uiPages(opts.uiDir));
  app.use(errorHandler);
  return { app, routes, rules, hub, drain, metrics };
}
