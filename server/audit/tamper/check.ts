// Checks an audit trail read in order — each checkpoint followed by its entries in id order, then the
// entries no checkpoint holds yet — and names the first entry that breaks it, in words a person reads.
// Pure: the server feeds it from the database (verify.ts), `npm run audit:verify` from an export file.
import type { Hash } from 'node:crypto';
import { checkpointMac, entrySeal, idsOf, rootHash, type CheckpointFields, type SealedFields } from './seal.js';
import type { AuditVerifyResult } from '../../../core/contract/audit.js';

export interface StoredCheckpoint extends CheckpointFields {
  mac: string;
}

export interface StoredEntry extends SealedFields {
  seal: string | null;
  checkpointId: number | null;
}

export type TrailItem = ({ kind: 'checkpoint' } & StoredCheckpoint) | ({ kind: 'entry' } & StoredEntry);

interface Open {
  checkpoint: StoredCheckpoint;
  expected: Generator<number>;
  next: IteratorResult<number>;
  hash: Hash;
  seen: number;
}

class Broken extends Error {
  constructor(
    readonly entryId: number | undefined,
    reason: string,
  ) {
    super(reason);
  }
}

export class TrailChecker {
  private open?: Open;
  private previous?: StoredCheckpoint;
  private checked = 0;
  private lastEntryId = 0;
  private broken?: Broken;

  /** `fromStart`: the trail begins at checkpoint 1 (a whole trail); otherwise the first checkpoint read is taken as given (an export of some days). */
  constructor(
    private readonly key: string,
    private readonly fromStart = true,
  ) {}

  get isBroken(): boolean {
    return this.broken !== undefined;
  }

  /** Reads the next item; false once the trail is broken (the rest need not be read). */
  add(item: TrailItem): boolean {
    if (this.broken) return false;
    try {
      if (item.kind === 'checkpoint') this.checkpoint(item);
      else this.entry(item);
    } catch (err) {
      if (!(err instanceof Broken)) throw err;
      this.broken = err;
    }
    return !this.broken;
  }

  result(): AuditVerifyResult {
    if (!this.broken) {
      try {
        this.close();
      } catch (err) {
        if (!(err instanceof Broken)) throw err;
        this.broken = err;
      }
    }
    const last = this.previous;
    const lastCheckpoint = last ? { sequence: last.sequence, lastEntryId: this.lastEntryId, createdAt: new Date(last.createdAt).toISOString() } : null;
    if (this.broken) return { ok: false, checkedEntries: this.checked, lastCheckpoint, firstBrokenEntryId: this.broken.entryId, reason: this.broken.message };
    return { ok: true, checkedEntries: this.checked, lastCheckpoint };
  }

  private checkpoint(c: StoredCheckpoint): void {
    this.close();
    const first = idsOf(c.entryRanges).next().value;
    const expectedSequence = this.previous ? this.previous.sequence + 1 : this.fromStart ? 1 : c.sequence;
    if (c.sequence !== expectedSequence) throw new Broken(first, `Checkpoint ${expectedSequence} is missing: it was removed from the database.`);
    if (checkpointMac(this.key, c) !== c.mac) throw new Broken(first, `Checkpoint ${c.sequence} was changed after it was written.`);
    const previousMac = this.previous?.mac ?? (this.fromStart ? '' : c.previousMac);
    if (c.previousMac !== previousMac) throw new Broken(first, `Checkpoint ${c.sequence} does not follow checkpoint ${c.sequence - 1}.`);
    const expected = idsOf(c.entryRanges);
    this.open = { checkpoint: c, expected, next: expected.next(), hash: rootHash(), seen: 0 };
    this.previous = c;
  }

  private entry(e: StoredEntry): void {
    const open = this.open;
    if (e.checkpointId === null) return this.tailEntry(e);
    if (!open || e.checkpointId !== open.checkpoint.sequence) throw new Broken(e.id, `Entry ${e.id} names checkpoint ${e.checkpointId}, which is missing.`);
    // the ids the checkpoint lists, in order, against the entries found
    if (!open.next.done && open.next.value < e.id) throw new Broken(open.next.value, `Entry ${open.next.value} is missing: it was deleted from the database.`);
    if (open.next.done || open.next.value > e.id) throw new Broken(e.id, `Entry ${e.id} was added outside the application.`);
    if (!e.seal || entrySeal(this.key, e) !== e.seal) throw new Broken(e.id, `Entry ${e.id} was changed after it was written.`);
    open.hash.update(e.seal);
    open.seen++;
    open.next = open.expected.next();
    this.passed(e.id);
  }

  /** An entry no checkpoint holds yet: only its seal can be checked. */
  private tailEntry(e: StoredEntry): void {
    this.close();
    if (!e.seal) throw new Broken(e.id, `Entry ${e.id} was added outside the application: it has no seal.`);
    if (entrySeal(this.key, e) !== e.seal) throw new Broken(e.id, `Entry ${e.id} does not match its seal: it was changed, or added outside the application.`);
    this.passed(e.id);
  }

  private passed(id: number): void {
    this.checked++;
    if (id > this.lastEntryId) this.lastEntryId = id;
  }

  /** The open checkpoint's end: every id it lists was found, and its seals hash to its root. */
  private close(): void {
    const open = this.open;
    if (!open) return;
    this.open = undefined;
    const c = open.checkpoint;
    if (!open.next.done) throw new Broken(open.next.value, `Entry ${open.next.value} is missing: it was deleted from the database.`);
    if (open.seen !== c.entryCount || open.hash.digest('hex') !== c.root) throw new Broken(idsOf(c.entryRanges).next().value, `Checkpoint ${c.sequence} does not match its entries.`);
  }
}

/** One ordered stream of two: each checkpoint before the entries that name it (entries by checkpoint, then id; the unsealed last). */
export async function* trailItems(checkpoints: AsyncIterable<StoredCheckpoint>, entries: AsyncIterable<StoredEntry>): AsyncGenerator<TrailItem> {
  const cps = checkpoints[Symbol.asyncIterator]();
  let nextCp = await cps.next();
  for await (const e of entries) {
    while (!nextCp.done && (e.checkpointId === null || nextCp.value.sequence <= e.checkpointId)) {
      yield { kind: 'checkpoint', ...nextCp.value };
      nextCp = await cps.next();
    }
    yield { kind: 'entry', ...e };
  }
  for (; !nextCp.done; nextCp = await cps.next()) yield { kind: 'checkpoint', ...nextCp.value };
}
