// Where an instance is in the hub_event log. Ids are taken when a row is written, not when its
// transaction commits: two writes at once can commit in the other order, so a read after the highest
// id dispatched would skip the one that committed last. The ids passed over are kept as gaps and read
// again until they appear or are too old to be anything but a rolled-back write.
export interface LogRead {
  /** the condition on `id` for the next read */
  where: string;
  params: string[];
}

export class LogCursor {
  private last: bigint;
  /** ids passed over, with when they were first missed (ms) */
  private readonly gaps = new Map<bigint, number>();

  constructor(
    lastId: string,
    /** how long an id passed over is waited for: the longest a write's transaction stays open after it raised its event */
    private readonly gapWaitMs = 60_000,
    /** ids passed over at most: a longer jump is not a few writes committing out of order */
    private readonly maxGaps = 1_000,
  ) {
    this.last = BigInt(lastId);
  }

  get lastId(): string {
    return this.last.toString();
  }

  next(now = Date.now()): LogRead {
    for (const [id, since] of this.gaps) if (now - since > this.gapWaitMs) this.gaps.delete(id);
    if (this.gaps.size === 0) return { where: 'id > ?', params: [this.lastId] };
    return { where: '(id > ? or id = any(?::bigint[]))', params: [this.lastId, `{${[...this.gaps.keys()].join(',')}}`] };
  }

  /** The rows (in id order) not taken before; moves past them and keeps the ids passed over. */
  take<T extends { id: string }>(rows: readonly T[], now = Date.now()): T[] {
    const fresh: T[] = [];
    for (const row of rows) {
      const id = BigInt(row.id);
      if (id > this.last) {
        for (let gap = this.last + 1n; gap < id && this.gaps.size < this.maxGaps; gap++) this.gaps.set(gap, now);
        this.last = id;
        fresh.push(row);
      } else if (this.gaps.delete(id)) fresh.push(row);
    }
    return fresh;
  }
}
