// Reverting an action from its audit entries (docs/undo.md). The entries hold every value the action
// changed, before and after: an update gets back the old values of the fields it changed (and no
// other), a created record is removed, a deleted record is inserted again with its id. "Nothing
// changed since" means the action's last entry of each row is still that row's latest entry; any
// later write of a person, a workflow or the operator console leaves an entry of its own, and the
// undo is refused (409) naming who changed what and when.
import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import { singular } from './labels.js';
import type { CrudAction, ResourceDef } from '../../core/model/define.js';
import { dateTimeText } from '../../core/time/office-time.js';
import { HttpError } from '../http/errors.js';
import { hasAbility, type SessionUser } from '../auth/session-user.js';
import { AuditEntry, type AuditChange } from '../db/system-entities.js';
import { fieldOf, isSecret } from '../crud/field-values.js';
import { checkRecordWrite, findInReach } from '../crud/record-access.js';
import { lockRow } from '../crud/row-version.js';
import { serialize } from '../crud/serialize.js';
import { fieldNamesOfType } from '../crud/field-helpers.js';
import { personNames } from '../audit/person-names.js';
import { recordTitles } from '../model/record-titles.js';
import { entityPaths } from '../db/entity-paths.js';

/** What an undo of each kind of entry does to its row, as an action the user must be allowed. */
const INVERSE: Record<AuditEntry['auditType'], CrudAction> = { I: 'delete', U: 'update', D: 'create' };

export const NOT_UNDOABLE_MESSAGE = 'This action cannot be undone.';

export interface RevertOptions {
  /** a workflow's own undo may put back the fields it owns; the generic undo never does */
  restoreOwned: boolean;
  /** a workflow's undo: the ability its route needs (checked by the caller) stands for the per-record checks */
  ability?: string | readonly string[];
}

const rowKey = (e: Pick<AuditEntry, 'entity' | 'entityId'>) => `${e.entity}/${e.entityId}`;

/** Why these entries cannot be reverted at all (a secret value the trail does not keep), or null. */
export function unrevertable(resources: readonly ResourceDef[], entries: readonly AuditEntry[]): string | null {
  for (const e of entries) {
    const r = resources.find((x) => x.name === e.entity);
    if (!r) return NOT_UNDOABLE_MESSAGE;
    if (e.auditType === 'I') continue;
    for (const c of e.changes) {
      const def = fieldOf(r, c.field);
      if (def && isSecret(def)) return `${NOT_UNDOABLE_MESSAGE} A ${def.label ?? c.field} is not kept in the history; set it again instead.`;
    }
  }
  return null;
}

/** "Bea Baker changed tag “STEM+” on 03/09/2026, 11:30 PM PDT": who wrote an entry, what and when. */
export async function changedSince(em: EntityManager, resources: readonly ResourceDef[], entry: AuditEntry): Promise<string> {
  const r = resources.find((x) => x.name === entry.entity);
  const who = entry.userId == null ? 'The system' : ((await personNames(em, [entry.userId])).get(entry.userId) ?? entry.userName);
  const title = r ? (await recordTitles(em, resources, r.name, [entry.entityId])).get(entry.entityId) : undefined;
  const what = `${r ? singular(r) : entry.entity}${title ? ` “${title}”` : ''}`;
  const verb = entry.auditType === 'D' ? 'deleted' : entry.auditType === 'I' ? 'created' : 'changed';
  return `This can no longer be undone: ${who} ${verb} ${what} on ${dateTimeText(entry.createdAt)} since.`;
}

/** An audited value back as the row holds it: datetimes are dates again, days are days. */
function asStored(r: ResourceDef, field: string, value: unknown): unknown {
  const type = fieldOf(r, field)?.type;
  if (type === 'datetime' && typeof value === 'string') return new Date(value);
  if (type === 'date' && typeof value === 'string') return value.slice(0, 10);
  return value ?? null;
}

function restorable(r: ResourceDef, changes: AuditChange[], opts: RevertOptions): AuditChange[] {
  return changes.filter((c) => {
    const def = fieldOf(r, c.field);
    return def !== undefined && (opts.restoreOwned || !def.ownedBy);
  });
}

/** The entries of an action that a generic undo would change anything with (an update of owned fields only does not count). */
export function hasRevertableChange(resources: readonly ResourceDef[], entries: readonly AuditEntry[], opts: RevertOptions): boolean {
  return entries.some((e) => {
    const r = resources.find((x) => x.name === e.entity);
    return r !== undefined && (e.auditType !== 'U' || restorable(r, e.changes, opts).length > 0);
  });
}

/**
 * Reverts the entries (of one action) in `tx`, newest first, flushing after each so the rows come
 * back in the order they went (a deleted record before the references to it). The caller's current
 * abilities decide: each inverse write needs the ability and the record access it would need as a
 * generic write (403 otherwise).
 */
export async function revertEntries(tx: EntityManager, resources: readonly ResourceDef[], user: SessionUser, entries: readonly AuditEntry[], opts: RevertOptions): Promise<void> {
  const refusal = unrevertable(resources, entries);
  if (refusal) throw new HttpError(409, refusal);
  const byRow = new Map<string, AuditEntry[]>();
  for (const e of entries) byRow.set(rowKey(e), [...(byRow.get(rowKey(e)) ?? []), e]);
  for (const rowEntries of byRow.values()) {
    const last = rowEntries[rowEntries.length - 1];
    const r = resources.find((x) => x.name === last.entity)!;
    const action = INVERSE[rowEntries[0].auditType];
    if (!opts.ability && (r.access[action] === false || !hasAbility(user, r.access[action])))
      throw new HttpError(403, `You may no longer ${action === 'create' ? 'add' : action === 'delete' ? 'remove' : 'change'} ${r.label}, so this cannot be undone.`);
    await lockRow(tx, r, Number(last.entityId));
    const latest = await tx.findOne(AuditEntry, { entity: last.entity, entityId: last.entityId }, { orderBy: { id: 'desc' } });
    if (!latest || latest.id !== last.id) throw new HttpError(409, await changedSince(tx, resources, latest ?? last));
  }
  for (const e of [...entries].sort((a, b) => b.id - a.id)) {
    const r = resources.find((x) => x.name === e.entity)!;
    await revertOne(tx, r, opts.ability ? null : user, e, opts);
    await tx.flush();
  }
}

/** `user` null: a workflow's undo, whose ability was checked, skips the per-record access checks. */
async function revertOne(tx: EntityManager, r: ResourceDef, user: SessionUser | null, e: AuditEntry, opts: RevertOptions): Promise<void> {
  const id = Number(e.entityId);
  const gone = () => new HttpError(409, `${r.labelSingular ?? r.label} ${id} is no longer there, so this cannot be undone.`);
  if (e.auditType === 'D') {
    const data: Record<string, unknown> = { id };
    for (const c of e.changes) if (fieldOf(r, c.field)) data[c.field] = asStored(r, c.field, c.oldValue);
    if (user) await checkRecordWrite(tx, r, user, { action: 'create', before: null, after: data });
    tx.create(r.entity, data);
    return;
  }
  const m2m = fieldNamesOfType(r, 'manyToMany');
  const entity = user ? await findInReach(tx, r, id, user, INVERSE[e.auditType], m2m) : await tx.findOne(r.entity, { id }, { populate: entityPaths(m2m) });
  if (!entity) throw gone();
  const before = serialize(r, entity);
  if (e.auditType === 'I') {
    if (user) await checkRecordWrite(tx, r, user, { action: 'delete', before, after: null });
    tx.remove(entity);
    return;
  }
  const values: Record<string, unknown> = {};
  for (const c of restorable(r, e.changes, opts)) values[c.field] = asStored(r, c.field, c.oldValue);
  if (user) await checkRecordWrite(tx, r, user, { action: 'update', before, after: { ...before, ...values } });
  wrap(entity).assign(values, { em: tx });
}
