// The header figures on the hub: counted again shortly after a change of what they count (a burst of
// changes is counted once), once for the instance, and each stream is sent the figures its user may
// see when they differ from what it was sent last. A new stream is sent its figures at once. Which
// figures a stream shows depends on its abilities only: they are made once per group of streams.
import type { MikroORM } from '@mikro-orm/postgresql';
import { hasAbility, type SessionUser } from '../auth/session-user.js';
import { logger } from '../log.js';
import { headerStats, type HeaderStat } from '../stats/header-stats.js';
import type { HubClient, StreamGroup } from './streams.js';

export type StatValue = { key: string; label: string; value: number };

/** Changes of these resources move the analysts' own statistics (the review page). */
const ANALYST_STAT_SOURCES = new Set(['course-submissions', 'course-submission-reviews', 'review-batches']);

export class StatsPush {
  private values = new Map<string, number>();
  private dirty = new Set<string>();
  private timer?: NodeJS.Timeout;
  private analystNudge = false;
  onAnalystStats?: () => void;

  constructor(
    private readonly orm: MikroORM,
    private readonly groups: () => Iterable<StreamGroup>,
    /** sends the figures to the group's streams that were sent others, or to `only` */
    private readonly send: (group: StreamGroup, stats: StatValue[], only?: HubClient) => void,
    private readonly delayMs: number,
  ) {}

  private statsOf(user: SessionUser): HeaderStat[] {
    return headerStats.filter((s) => hasAbility(user, s.ability));
  }

  /** Resources a committed write touched: the figures counting them are counted again soon. */
  changed(resources: readonly string[]): void {
    for (const stat of headerStats) if (!stat.sources || stat.sources.some((r) => resources.includes(r))) this.dirty.add(stat.key);
    if (resources.some((r) => ANALYST_STAT_SOURCES.has(r))) this.analystNudge = true;
    if ((this.dirty.size || this.analystNudge) && !this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.delayMs);
      this.timer.unref();
    }
  }

  private async count(stats: HeaderStat[]): Promise<void> {
    const em = this.orm.em.fork();
    for (const s of stats) {
      this.values.set(s.key, Number(await s.count(em)));
      this.dirty.delete(s.key);
    }
  }

  private figuresOf(user: SessionUser): StatValue[] {
    return this.statsOf(user).map((s) => ({ key: s.key, label: s.label, value: this.values.get(s.key) ?? 0 }));
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const groups = [...this.groups()];
    // only what some stream shows is counted; the rest is counted when a stream needs it
    const shown = headerStats.filter((s) => this.dirty.has(s.key) && groups.some((g) => hasAbility(g.user, s.ability)));
    for (const s of headerStats) if (this.dirty.has(s.key) && !shown.includes(s)) this.values.delete(s.key);
    try {
      await this.count(shown);
    } catch (err) {
      logger.warn({ err }, 'admin hub: could not count the header figures');
      return;
    }
    for (const s of headerStats) if (!shown.includes(s)) this.dirty.delete(s.key);
    for (const group of groups) this.send(group, this.figuresOf(group.user));
    if (this.analystNudge) {
      this.analystNudge = false;
      this.onAnalystStats?.();
    }
  }

  /** The figures of one stream now: counted where this instance does not hold them. */
  async sendCurrent(client: HubClient): Promise<void> {
    const missing = this.statsOf(client.user).filter((s) => !this.values.has(s.key) || this.dirty.has(s.key));
    if (missing.length) await this.count(missing);
    this.send(client.group, this.figuresOf(client.user), client);
  }

  /** Counts everything again soon: figures that move with the clock (today, this week) or by writes the log does not see. */
  expire(): void {
    this.changed(headerStats.flatMap((s) => s.sources ?? []).concat('*'));
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
