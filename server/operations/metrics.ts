// The Prometheus metrics of one application (issue 22 §1, docs/operations.md). Each app has its own
// registry, not prom-client's global one, so the apps that tests start in one process never add to
// each other's figures. The counters are kept per database (the ORM's configuration, as the search
// index and the cache registry are): the code where an event happens (a rule evaluation, a refused
// sign-in) holds the ORM or an entity manager, and counts through the small functions at the end,
// without knowing prom-client.
import type { Configuration } from '@mikro-orm/core';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export type ThrottledAttempt = 'sign-in' | 'reset';
export type RuleOutcomeLabel = 'allowed' | 'refused' | 'error';

export class AppMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly hubEventsSent = new Counter({
    name: 'hub_events_sent_total',
    help: 'Events written to the live streams of the admin hub, one per event and stream (heartbeats not counted).',
    registers: [this.registry],
  });
  readonly ruleEvaluations = new Counter({
    name: 'rule_evaluations_total',
    help: 'Rule evaluations by the active versions, by rule set and outcome (allowed, refused, error).',
    labelNames: ['rule_set', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly signInFailures = new Counter({
    name: 'sign_in_failures_total',
    help: 'Sign-ins refused for a wrong username or password.',
    registers: [this.registry],
  });
  readonly throttledAttempts = new Counter({
    name: 'sign_in_throttled_total',
    help: 'Sign-in attempts and reset requests refused by the throttle, by kind (sign-in, reset).',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly auditChainBroken = new Gauge({
    name: 'audit_chain_broken',
    help: '1 when the last verification of the audit trail found an entry changed, missing or added outside the application (docs/audit.md); 0 when it held.',
    registers: [this.registry],
  });
  readonly auditVerifyLastSuccess = new Gauge({
    name: 'audit_verify_last_success_timestamp_seconds',
    help: 'When the audit trail was last verified whole (Unix time).',
    registers: [this.registry],
  });

  /** What a scrape reads: the process's own figures, then the app's. */
  metrics(): Promise<string> {
    return Registry.merge([processRegistry(), this.registry]).metrics();
  }
}

let processFigures: Registry | undefined;

/**
 * The process's default metrics (CPU, memory, event loop, GC), registered once: they belong to the
 * process, not to an app, and each registration adds a GC observer and an event-loop monitor that
 * nothing removes, which a process starting many apps (a test worker) would pile up.
 */
function processRegistry(): Registry {
  if (!processFigures) {
    processFigures = new Registry();
    collectDefaultMetrics({ register: processFigures });
  }
  return processFigures;
}

const byDatabase = new WeakMap<Configuration, AppMetrics>();

/** The metrics of the app on this database, made with the app (createApp); a later app on the same database shares them. */
export function metricsForDatabase(config: Configuration): AppMetrics {
  let metrics = byDatabase.get(config);
  if (!metrics) byDatabase.set(config, (metrics = new AppMetrics()));
  return metrics;
}

/** Anything that belongs to one database: the ORM, an entity manager. */
interface OfDatabase {
  readonly config: Configuration;
}

// Counting is a no-op where no app runs on the database (scripts, benchmarks, tests without a server).
const metricsOf = (db: OfDatabase) => byDatabase.get(db.config);

export function countRuleEvaluation(db: OfDatabase, ruleSet: string, outcome: RuleOutcomeLabel): void {
  metricsOf(db)?.ruleEvaluations.inc({ rule_set: ruleSet, outcome });
}

export function countSignInFailure(db: OfDatabase): void {
  metricsOf(db)?.signInFailures.inc();
}

export function countThrottled(db: OfDatabase, kind: ThrottledAttempt): void {
  metricsOf(db)?.throttledAttempts.inc({ kind });
}

export function countHubEventsSent(db: OfDatabase, events: number): void {
  if (events > 0) metricsOf(db)?.hubEventsSent.inc(events);
}

/** The outcome of a verification of the audit trail (server/audit/tamper/watch.ts). */
export function recordAuditVerification(db: OfDatabase, ok: boolean, at: Date): void {
  const metrics = metricsOf(db);
  metrics?.auditChainBroken.set(ok ? 0 : 1);
  if (ok) metrics?.auditVerifyLastSuccess.set(at.getTime() / 1000);
}
