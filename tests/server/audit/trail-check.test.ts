// The pure checks (server/audit/tamper/check.ts, seal.ts) both the server and `npm run audit:verify`
// use: the canonical form ignores key order, ids go to ranges and back, and a trail read in order is
// held or named at its first break.
import { describe, expect, it } from 'vitest';
import { canonicalJson, checkpointMac, entrySeal, idRanges, idsOf, rootHash } from '../../../server/audit/tamper/seal.js';
import { TrailChecker, type StoredCheckpoint, type StoredEntry, type TrailItem } from '../../../server/audit/tamper/check.js';

const KEY = 'k'.repeat(32);

function entry(id: number, checkpointId: number | null): StoredEntry {
  const e = { id, entity: 'tags', entityId: String(id), auditType: 'U', userId: 1, userName: 'ann', createdAt: new Date(1_700_000_000_000 + id), changes: [{ field: 'name', oldValue: 'a', newValue: 'b' }], via: 'api', impersonatorId: null, impersonatorName: null };
  return { ...e, seal: entrySeal(KEY, e), checkpointId };
}

function checkpoint(sequence: number, entries: StoredEntry[], previousMac: string): StoredCheckpoint {
  const root = rootHash();
  for (const e of entries) root.update(e.seal!);
  const fields = { sequence, createdAt: new Date(1_700_000_100_000), entryCount: entries.length, entryRanges: idRanges(entries.map((e) => e.id)), root: root.digest('hex'), previousMac };
  return { ...fields, mac: checkpointMac(KEY, fields) };
}

/** Two checkpoints (ids 1–3, then 5 and 4's late sibling 6) and a tail entry 7. */
function trail(): TrailItem[] {
  const first = [entry(1, 1), entry(2, 1), entry(3, 1)];
  const second = [entry(4, 2), entry(6, 2)];
  const c1 = checkpoint(1, first, '');
  const c2 = checkpoint(2, second, c1.mac);
  return [{ kind: 'checkpoint', ...c1 }, ...first.map((e) => ({ kind: 'entry' as const, ...e })), { kind: 'checkpoint', ...c2 }, ...second.map((e) => ({ kind: 'entry' as const, ...e })), { kind: 'entry', ...entry(7, null) }];
}

const check = (items: TrailItem[]) => {
  const c = new TrailChecker(KEY);
  for (const item of items) if (!c.add(item)) break;
  return c.result();
};

describe('the trail check', () => {
  it('writes JSON with sorted keys, so the database’s key order does not matter', () => {
    expect(canonicalJson({ b: 1, a: [{ y: null, x: 'é' }] })).toBe(canonicalJson({ a: [{ x: 'é', y: null }], b: 1 }));
    expect(canonicalJson({ a: undefined, b: 2 })).toBe('{"b":2}');
  });

  it('turns ids into ranges and back', () => {
    expect(idRanges([1, 2, 3, 5, 7, 8])).toBe('1-3,5,7-8');
    expect([...idsOf('1-3,5,7-8')]).toEqual([1, 2, 3, 5, 7, 8]);
  });

  it('holds a trail as written, and says how far', () => {
    expect(check(trail())).toEqual({ ok: true, checkedEntries: 6, lastCheckpoint: { sequence: 2, lastEntryId: 7, createdAt: new Date(1_700_000_100_000).toISOString() } });
  });

  it('names the first entry changed, missing or added, and a checkpoint changed or missing', () => {
    const t = trail();
    const changed = t.map((i) => (i.kind === 'entry' && i.id === 2 ? { ...i, userName: 'mallory' } : i));
    expect(check(changed)).toMatchObject({ ok: false, firstBrokenEntryId: 2, reason: 'Entry 2 was changed after it was written.' });
    expect(check(t.filter((i) => !(i.kind === 'entry' && i.id === 3)))).toMatchObject({ ok: false, firstBrokenEntryId: 3, reason: 'Entry 3 is missing: it was deleted from the database.' });
    // entries come in id order: one the checkpoint does not list, after its last
    const added = [...t.slice(0, 4), { ...entry(9, 1), kind: 'entry' } as TrailItem, ...t.slice(4)];
    expect(check(added)).toMatchObject({ ok: false, firstBrokenEntryId: 9, reason: 'Entry 9 was added outside the application.' });
    const recounted = t.map((i) => (i.kind === 'checkpoint' && i.sequence === 2 ? { ...i, entryCount: 3 } : i));
    expect(check(recounted)).toMatchObject({ ok: false, firstBrokenEntryId: 4, reason: 'Checkpoint 2 was changed after it was written.' });
    expect(check(t.filter((i) => !(i.kind === 'checkpoint' && i.sequence === 1)))).toMatchObject({ ok: false, firstBrokenEntryId: 1, reason: 'Entry 1 names checkpoint 1, which is missing.' });
    // a checkpoint removed with all its entries: the next one does not follow
    expect(check(t.filter((i) => (i.kind === 'checkpoint' ? i.sequence !== 1 : i.checkpointId !== 1)))).toMatchObject({ ok: false, firstBrokenEntryId: 4, reason: 'Checkpoint 1 is missing: it was removed from the database.' });
    const unsealedTail = t.map((i) => (i.kind === 'entry' && i.id === 7 ? { ...i, seal: null } : i));
    expect(check(unsealedTail)).toMatchObject({ ok: false, firstBrokenEntryId: 7, reason: 'Entry 7 was added outside the application: it has no seal.' });
  });

  it('takes the first checkpoint of a file that starts later as given', () => {
    const later = trail().filter((i) => i.kind === 'checkpoint' ? i.sequence === 2 : i.checkpointId !== 1);
    const c = new TrailChecker(KEY, false);
    for (const item of later) c.add(item);
    expect(c.result()).toMatchObject({ ok: true, checkedEntries: 3 });
  });
});
