// Issue 22 §1: /healthz, /readyz and /metrics on the real app. Liveness touches nothing; readiness
// follows the database, the migrations, the search index and the start of a shutdown; the metrics
// carry the figures docs/operations.md lists, label requests by route pattern, and are open to this
// machine only unless the caller shows METRICS_TOKEN. None of the three makes a session or an audit entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { listenForTests } from '../../support/listen.js';
import { openSse } from '../../support/sse-client.js';
import { startCourseSearchIndex } from '../../../server/search/service.js';
import { healthRoutes } from '../../../server/operations/health.js';
import { Drain } from '../../../server/operations/drain.js';
import { AuditEntry, Session } from '../../../server/db/system-entities.js';
import { metricsAccess } from '../../../server/operations/metrics-route.js';
import { ConfigError, readConfig } from '../../../server/config.js';
import { metricSample, metricsText } from './support.js';

let h: Harness;
let nobody: string;

beforeAll(async () => {
  h = await startHarness();
  nobody = await h.userWith([], 'metrics-nobody');
  await startCourseSearchIndex(h.db.orm).ready;
}, 60_000);
afterAll(() => h?.close());

const rowCounts = async () => {
  const em = h.db.orm.em.fork();
  return { sessions: await em.count(Session, {}), audit: await em.count(AuditEntry, {}) };
};

describe('the infrastructure endpoints', () => {
  it('answers /healthz with ok, without a cookie, a session or an audit entry', async () => {
    const before = await rowCounts();
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const res = await fetch(h.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('set-cookie'), path).toBeNull();
      expect(res.headers.get('content-type'), path).not.toMatch(/html/);
    }
    const health = await fetch(`${h.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers /readyz 200 when the database, the migrations and the search index are ready', async () => {
    const res = await h.call('GET', '/readyz');
    expect(res).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /readyz 503 with the reason while the search index is not loaded, and from the start of a shutdown', async () => {
    const drain = new Drain();
    const index = { loaded: false };
    const app = express().use(healthRoutes({ orm: h.db.orm, drain, searchIndex: index }));
    const { server, url } = await listenForTests(app);
    try {
      const notLoaded = await fetch(`${url}/readyz`);
      expect(notLoaded.status).toBe(503);
      expect(await notLoaded.json()).toEqual({ status: 'not ready', reason: 'The search index is not loaded yet.' });
      index.loaded = true;
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      drain.begin();
      const stopping = await fetch(`${url}/readyz`);
      expect(stopping.status).toBe(503);
      expect((await stopping.json()).reason).toBe('The server is shutting down.');
      expect((await fetch(`${url}/healthz`)).status).toBe(200); // still alive
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('/metrics', () => {
  it('answers in the Prometheus text format with the default process metrics', async () => {
    const res = await fetch(`${h.url}/metrics`);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^# HELP process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('labels request durations by method, route pattern and status, never the path asked for', async () => {
    expect((await h.call('GET', '/api/admin/audit/Course/424242', undefined, nobody)).status).toBe(403);
    expect((await h.call('GET', '/api/no/such/call/31337')).status).toBe(401);
    const text = await metricsText(h.url);
    expect(metricSample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/admin/audit/:entity/:id', status: '403' })).toBe(1);
    expect(metricSample(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status: '401' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/424242|31337/);
  });

  it('counts sign-in failures and throttled attempts', async () => {
    await h.userWith([], 'metrics-target');
    const before = await metricsText(h.url);
    for (let i = 0; i < 7; i++) await h.call('POST', '/api/account/login/admin', { username: 'metrics-target', password: `guess-${i}` });
    const after = await metricsText(h.url);
    // the harness lets five failures through, then each attempt waits out a backoff
    const grew = (name: string, labels?: Record<string, string>) => (metricSample(after, name, labels) ?? 0) - (metricSample(before, name, labels) ?? 0);
    expect(grew('sign_in_failures_total')).toBe(5);
    expect(grew('sign_in_throttled_total', { kind: 'sign-in' })).toBe(2);
  }, 60_000);

  it('counts rule evaluations by rule set and outcome', async () => {
    const ruleSet = h.rules.names()[0];
    const outcome = await h.rules.evaluate(ruleSet, {}).then(
      (r) => (r.outcome.allowed ? 'allowed' : 'refused'),
      () => 'error',
    );
    expect(metricSample(await metricsText(h.url), 'rule_evaluations_total', { rule_set: ruleSet, outcome })).toBe(1);
  });

  it('reports the hub streams open and the events sent, the search index, the mail outbox and the pool', async () => {
    const stream = await openSse(`${h.url}/api/admin/hub`, { cookie: nobody });
    try {
      await stream.next((e) => e.event === 'stats');
      const text = await metricsText(h.url);
      expect(metricSample(text, 'hub_streams_open')).toBe(1);
      expect(metricSample(text, 'hub_events_sent_total')).toBeGreaterThanOrEqual(1);
      const status = startCourseSearchIndex(h.db.orm).status();
      expect(metricSample(text, 'search_documents')).toBe(status.documentCount);
      expect(metricSample(text, 'search_rebuild_seconds')).toBe(status.buildMs! / 1000);
      expect(metricSample(text, 'search_last_rebuild_timestamp_seconds')).toBe(status.builtAt!.getTime() / 1000);
      expect(metricSample(text, 'mail_outbox_waiting')).toBeGreaterThanOrEqual(0);
      expect(metricSample(text, 'mail_outbox_failed')).toBe(0);
      expect(metricSample(text, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
      expect(metricSample(text, 'db_pool_requests_waiting')).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('refuses a loopback caller that names a forwarding header: a proxy on this machine speaks for anyone', async () => {
    const res = await fetch(`${h.url}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'The metrics are open to this machine only.' });
  });
});

describe('/metrics with METRICS_TOKEN behind a trusted proxy', () => {
  const token = 'a-metrics-token-of-forty-characters-0123';
  let proxied: Harness;

  beforeAll(async () => {
    proxied = await startHarness({ app: { metricsToken: token, trustProxy: ['loopback'] } });
  }, 60_000);
  afterAll(() => proxied?.close());

  const scrape = (headers: Record<string, string>) => fetch(`${proxied.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7', ...headers } });

  it('answers a remote caller with the token', async () => {
    const res = await scrape({ authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
  });

  it('answers 401 without the token or with a wrong one, whatever X-Forwarded-For claims', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${token}x` }, { authorization: token }, { 'x-forwarded-for': '127.0.0.1' }];
    for (const headers of attempts) {
      const res = await scrape(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });
});

describe('who may read the metrics', () => {
  const token = 'b'.repeat(40);
  const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress }, headers }) as never;

  it('lets this machine in, by the socket address', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(metricsAccess(from(address), undefined)).toEqual({ allowed: true });
  });

  it('refuses a remote caller without METRICS_TOKEN set, whatever it claims, and asks for the token when it is set', () => {
    expect(metricsAccess(from('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }), undefined)).toMatchObject({ allowed: false, status: 403 });
    expect(metricsAccess(from('203.0.113.7', { authorization: `Bearer ${token}` }), undefined)).toMatchObject({ allowed: false, status: 403 });
    expect(metricsAccess(from('203.0.113.7'), token)).toMatchObject({ allowed: false, status: 401 });
    expect(metricsAccess(from('203.0.113.7', { authorization: `Bearer ${token.slice(1)}` }), token)).toMatchObject({ allowed: false, status: 401 });
    expect(metricsAccess(from('203.0.113.7', { authorization: `Bearer ${token}` }), token)).toEqual({ allowed: true });
  });

  it('takes METRICS_TOKEN only long and without spaces', () => {
    expect(readConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(readConfig({}).metricsToken).toBeUndefined();
    for (const bad of ['short', `${'c'.repeat(20)} ${'c'.repeat(20)}`]) expect(() => readConfig({ METRICS_TOKEN: bad })).toThrow(ConfigError);
  });
});
