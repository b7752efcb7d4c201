// The metrics read when Prometheus scrapes rather than counted as things happen: the requests in
// flight, the database pool, the hub's open streams, the search index, the mail outbox. Each gauge
// reads the app's parts at scrape time; a later app on the same database (a test making a second
// app) takes over the reading.
import type { MikroORM } from '@mikro-orm/postgresql';
import { Gauge } from 'prom-client';
import type { IndexStatus } from '../../core/contract/search-indexes.js';
import { MAIL_OUTBOX_TABLE } from '../notifications/outbox-table.js';
import { logger } from '../log.js';
import type { AppMetrics } from './metrics.js';
import { withinMs } from './time-limit.js';

export interface ObservedParts {
  orm: MikroORM;
  hub: { readonly connectionCount: number };
  searchIndex: { status(): IndexStatus };
  drain: { readonly requestsInFlight: number };
}

/** A scrape must answer even when the database does not: the outbox figures keep their last values. */
const OUTBOX_COUNT_TIMEOUT_MS = 2_000;

const observed = new WeakMap<AppMetrics, ObservedParts>();

export function observeApp(metrics: AppMetrics, parts: ObservedParts): void {
  const first = !observed.has(metrics);
  observed.set(metrics, parts);
  if (!first) return;
  const current = () => observed.get(metrics)!;
  const registers = [metrics.registry];

  new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests taken and not yet answered, live event streams included (what a shutdown waits for).',
    registers,
    collect() {
      this.set(current().drain.requestsInFlight);
    },
  });
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Connections of the database pool lent out to a query or transaction now.',
    registers,
    collect() {
      this.set(poolOf(current().orm)?.numUsed() ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_requests_waiting',
    help: 'Queries and transactions waiting for a connection of the database pool.',
    registers,
    collect() {
      this.set(poolOf(current().orm)?.numPendingAcquires() ?? 0);
    },
  });
  new Gauge({
    name: 'hub_streams_open',
    help: 'Live event streams (back office pages) open on this instance.',
    registers,
    collect() {
      this.set(current().hub.connectionCount);
    },
  });
  new Gauge({
    name: 'search_documents',
    help: 'Course years in the search index of this instance.',
    registers,
    collect() {
      this.set(current().searchIndex.status().documentCount);
    },
  });
  new Gauge({
    name: 'search_rebuild_seconds',
    help: 'How long the last complete build of the search index took.',
    registers,
    collect() {
      const { buildMs } = current().searchIndex.status();
      if (buildMs != null) this.set(buildMs / 1000);
    },
  });
  new Gauge({
    name: 'search_last_rebuild_timestamp_seconds',
    help: 'When the last complete build of the search index ended (Unix time).',
    registers,
    collect() {
      const { builtAt } = current().searchIndex.status();
      if (builtAt) this.set(new Date(builtAt).getTime() / 1000);
    },
  });
  const outboxWaiting = new Gauge({ name: 'mail_outbox_waiting', help: 'Notification mails waiting to be sent (pending, or being sent).', registers });
  new Gauge({
    name: 'mail_outbox_failed',
    help: 'Notification mails that failed for good (after every attempt).',
    registers,
    async collect() {
      const counts = await countOutbox(current().orm);
      if (!counts) return;
      outboxWaiting.set(counts.waiting);
      this.set(counts.failed);
    },
  });
}

interface TarnPool {
  numUsed(): number;
  numPendingAcquires(): number;
}

/** knex's connection pool (tarn), under MikroORM's connection; absent before the first query. */
function poolOf(orm: MikroORM): TarnPool | undefined {
  const pool = (orm.em.getConnection().getKnex().client as { pool?: Partial<TarnPool> }).pool;
  return typeof pool?.numUsed === 'function' && typeof pool.numPendingAcquires === 'function' ? (pool as TarnPool) : undefined;
}

async function countOutbox(orm: MikroORM): Promise<{ waiting: number; failed: number } | null> {
  try {
    // by state, so the query reads the (state, next_attempt_at) index rather than every sent mail
    const query = orm.em
      .fork()
      .getConnection()
      .execute<{ state: string; count: string | number }[]>(`select state, count(*) as count from ${MAIL_OUTBOX_TABLE} where state in ('pending', 'sending', 'failed') group by state`);
    const rows = await withinMs(query, OUTBOX_COUNT_TIMEOUT_MS);
    const count = (state: string) => Number(rows.find((r) => r.state === state)?.count ?? 0);
    return { waiting: count('pending') + count('sending'), failed: count('failed') };
  } catch (err) {
    logger.warn({ err }, 'metrics: the mail outbox could not be counted');
    return null;
  }
}
