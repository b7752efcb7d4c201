// The course search index of one server instance (docs/search.md): built from PostgreSQL when the
// server starts (progress in the log and on the index screen), kept fresh by the change feed, and
// rebuilt on request (the index screen's delete) into a new engine that replaces the old one when
// complete, so searches go on meanwhile. One per ORM: tests run several instances in one process.
import type { Configuration } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { logger } from '../log.js';
import { latestChangeId, pruneSearchChanges, startChangeFeed, type ChangeFeed } from './changes/feed.js';
import { upsertInChunks } from './engine/chunked-build.js';
import { SearchEngine, type EngineStats } from './engine/engine.js';
import { loadAllDocuments, refreshCourses } from './load-documents.js';
import type { IndexState, IndexStatus } from '../../core/contract/search-indexes.js';
import { whenClosing } from '../db/when-closing.js';

/** The name the index screen shows and takes (spec: indexName). */
export const COURSE_INDEX_NAME = 'courses';

export class SearchIndexUnavailable extends Error {}

class BuildStopped extends Error {}

const PRUNE_EVERY_MS = 3_600_000;

export class CourseSearchIndex {
  private engine: SearchEngine | null = null;
  private feed: ChangeFeed | null = null;
  private state: IndexState = 'building';
  private progress: { done: number; total: number } | null = null;
  private builtAt: Date | null = null;
  private buildMs: number | null = null;
  private error: string | null = null;
  private building: Promise<void> | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** resolves when the first build has ended, built or failed */
  ready: Promise<void> = Promise.resolve();

  constructor(private readonly orm: MikroORM) {}

  /** Builds the index and starts following the change log; resolves when the first build ends. */
  async start(): Promise<void> {
    await this.rebuild();
    this.pruneTimer = setInterval(() => void pruneSearchChanges(this.orm).catch((err) => logger.warn({ err }, 'could not prune the search change log')), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /**
   * Builds a new engine from the tables and swaps it in; the change feed restarts from the log id
   * read before the build, so a write during the build is applied after it. A rebuild asked for
   * while one runs joins it.
   */
  rebuild(): Promise<void> {
    this.building ??= this.build().finally(() => (this.building = null));
    return this.building;
  }

  private async build(): Promise<void> {
    const started = Date.now();
    this.state = this.engine ? this.state : 'building';
    this.progress = { done: 0, total: 0 };
    this.error = null;
    try {
      const fromId = await latestChangeId(this.orm);
      let lastLogged = 0;
      const report = (done: number, total: number) => {
        this.progress = { done, total };
        if (done === total || Date.now() - lastLogged > 2_000) {
          lastLogged = Date.now();
          logger.info({ done, total }, `search index: ${done} of ${total} course years read`);
        }
      };
      // a batch goes in by chunks with turns of the event loop between them, so this instance answers
      // searches (on the engine being replaced) and status calls all through a rebuild
      const engine = new SearchEngine();
      let read = 0;
      let total = 0;
      await loadAllDocuments(
        this.orm.em.fork(),
        async (docs) => {
          // a stop (shutdown) ends the build between two batches instead of reading the catalogue to the end
          if (this.stopped) throw new BuildStopped();
          await upsertInChunks(engine, docs, (added) => report(read + added, Math.max(total, read + added)));
          read += docs.length;
        },
        (done, all) => {
          // the chunks report the documents in; the loader tells the total (and the start)
          total = all;
          if (done === 0) {
            engine.reserve(all);
            report(0, all);
          }
        },
      );
      // the ranks, prefix bitmaps and month bitmaps are made in slices too, before the swap
      await engine.prepareInSlices();
      if (this.stopped) return;
      await this.feed?.stop();
      this.engine = engine;
      this.feed = await startChangeFeed(this.orm, { afterId: fromId, apply: (courseIds) => this.applyCourses(courseIds) });
      await this.feed.catchUp();
      this.state = 'ready';
      this.builtAt = new Date();
      this.buildMs = Date.now() - started;
      logger.info({ documents: engine.documentCount, ms: this.buildMs }, 'search index built');
    } catch (err) {
      if (err instanceof BuildStopped) return;
      this.error = err instanceof Error ? err.message : String(err);
      if (!this.engine) this.state = 'failed';
      logger.error({ err }, 'the search index could not be built');
      throw err;
    } finally {
      this.progress = null;
    }
  }

  private async applyCourses(courseIds: number[]): Promise<void> {
    if (this.engine) await refreshCourses(this.orm.em.fork(), this.engine, courseIds);
  }

  /** Whether an engine answers searches (the first build is complete): readiness asks. */
  get loaded(): boolean {
    return this.engine !== null;
  }

  /** The engine to search; a 503 while the first build runs or after it failed. */
  current(): SearchEngine {
    if (!this.engine) throw new SearchIndexUnavailable(this.state === 'failed' ? 'The search index could not be built; rebuild it from the Search indexes screen.' : this.buildingMessage());
    return this.engine;
  }

  private buildingMessage(): string {
    const p = this.progress;
    const percent = p && p.total ? ` (${Math.floor((100 * p.done) / p.total)}%)` : '';
    return `The search index is being built${percent}; try again in a moment.`;
  }

  /** Waits until the change log is applied as far as it went at the call (tests, the export). */
  async catchUp(): Promise<void> {
    await this.feed?.catchUp();
  }

  status(): IndexStatus {
    const stats: EngineStats | null = this.engine?.stats() ?? null;
    return {
      indexName: COURSE_INDEX_NAME,
      state: this.building && this.engine ? 'building' : this.state,
      progress: this.progress,
      documentCount: stats?.documentCount ?? 0,
      memoryBytes: stats?.memoryBytes ?? 0,
      facetBytes: stats?.facetBytes ?? 0,
      builtAt: this.builtAt,
      buildMs: this.buildMs,
      freshnessLagMs: this.feed?.lastLagMs() ?? null,
      appliedChangeId: this.feed?.appliedId() ?? '0',
      error: this.error,
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.building?.catch(() => undefined);
    await this.feed?.stop();
  }
}

const indexes = new WeakMap<Configuration, CourseSearchIndex>();

/**
 * Starts this instance's index on the ORM's database (once; the first build runs in the
 * background) and stops it when the ORM closes.
 */
export function startCourseSearchIndex(orm: MikroORM): CourseSearchIndex {
  const known = indexes.get(orm.config);
  if (known) return known;
  const index = new CourseSearchIndex(orm);
  indexes.set(orm.config, index);
  index.ready = index.start().catch(() => undefined);
  whenClosing(orm, () => index.stop());
  return index;
}

/** The index of the ORM an entity manager belongs to; a 503 when the server started none. */
export function courseSearchIndexOf(em: EntityManager): CourseSearchIndex {
  const index = indexes.get(em.config);
  if (!index) throw new SearchIndexUnavailable('The search index is not running on this server.');
  return index;
}
