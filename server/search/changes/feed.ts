// Applies the search change log (change-table.ts) to this instance's index: the rows after the last
// id applied, in id order, as the course ids they name. A notification on SEARCH_CHANGES_CHANNEL
// starts a pass at once; a poll starts one now and then, so a notification lost with a connection
// costs at most one poll period; a reconnection starts one too. Passes never overlap: a signal
// during a pass runs one more pass after it. Applying a course twice is harmless (its documents
// are read again), so the log is read "at least once".
import type { MikroORM } from '@mikro-orm/postgresql';
import { listenForNotifications, type Listener } from '../../db/notifications.js';
import { logger } from '../../log.js';
import { SEARCH_CHANGES_CHANNEL, SEARCH_CHANGE_TABLE } from './change-table.js';

/**
 * The catch-up poll's period. A notification starts a pass at once; the poll bounds what a lost one
 * costs, so a course written on one instance is found on every other within about a second (the
 * deploy promise of docs/deploy.md is 2 s). A poll that finds nothing is one indexed query.
 */
export const CHANGE_POLL_MS = 1_000;
/** Rows read per query while catching up. */
const BATCH = 5_000;
/** How long the log keeps a change: an instance further behind than this rebuilds its index. */
export const SEARCH_CHANGE_RETENTION_HOURS = 24;

export interface ChangeFeedOptions {
  /** the last change id already in the index (latestChangeId before the index was built) */
  afterId: string;
  /** reads the courses' documents again into the index */
  apply: (courseIds: number[]) => Promise<void>;
  /** the catch-up poll period; notifications make it rarely needed */
  pollMs?: number;
}

export interface ChangeFeed {
  /** the last change id applied */
  appliedId: () => string;
  /** from the oldest change of the last pass being written to its being applied, in ms; null before any */
  lastLagMs: () => number | null;
  /** runs a pass now and resolves when the log is applied up to what it held at the call */
  catchUp: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The newest change id, '0' when the log is empty: read it before building an index from the tables. */
export async function latestChangeId(orm: MikroORM): Promise<string> {
  const [row] = await orm.em.fork().getConnection().execute<{ id: string | null }[]>(`select max(id)::text as id from ${SEARCH_CHANGE_TABLE}`);
  return row?.id ?? '0';
}

/** Drops changes older than the retention, which every running instance has long applied. */
export async function pruneSearchChanges(orm: MikroORM): Promise<void> {
  await orm.em
    .fork()
    .getConnection()
    .execute(`delete from ${SEARCH_CHANGE_TABLE} where changed_at < now() - make_interval(hours => ?)`, [SEARCH_CHANGE_RETENTION_HOURS]);
}

interface ChangeRow {
  id: string;
  course_id: number;
  changed_at: Date | string;
}

export async function startChangeFeed(orm: MikroORM, opts: ChangeFeedOptions): Promise<ChangeFeed> {
  let applied = opts.afterId;
  let lag: number | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const readAfter = (id: string) =>
    orm.em
      .fork()
      .getConnection()
      .execute<ChangeRow[]>(`select id::text as id, course_id, changed_at from ${SEARCH_CHANGE_TABLE} where id > ?::bigint order by id limit ?`, [id, BATCH]);

  const pass = async () => {
    for (;;) {
      const rows = await readAfter(applied);
      if (!rows.length || stopped) return;
      await opts.apply([...new Set(rows.map((r) => Number(r.course_id)))]);
      applied = rows[rows.length - 1].id;
      lag = Date.now() - new Date(rows[0].changed_at).getTime();
      if (rows.length < BATCH) return;
    }
  };

  /** Starts a pass, or asks the running one for one more; resolves when the log is applied. */
  const signal = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (err) {
          logger.warn({ err }, 'the search index could not apply the change log; the next signal tries again');
        }
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };

  const listener: Listener = await listenForNotifications(orm, SEARCH_CHANGES_CHANNEL, () => void signal(), {
    name: 'search change listener',
    applicationName: 'search-change-listener',
    onConnected: async () => void signal(),
    failFirst: false,
  });
  const poll = setInterval(() => void signal(), opts.pollMs ?? CHANGE_POLL_MS);
  poll.unref();

  return {
    appliedId: () => applied,
    lastLagMs: () => lag,
    // a pass already running when asked runs once more before it resolves
    catchUp: signal,
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      await listener.stop();
      await running;
    },
  };
}
