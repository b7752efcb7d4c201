// The generic delete, with the removeReferences option: records of other resources that point at
// this one are detached first. Detaching is a change to each of those records, so the caller needs
// the right to change them (ability and access per record), and each one gets its own audit entry.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldDef, ResourceDef } from '../../../core/model/define.js';
import type { Handler } from '../types.js';
import { HttpError } from '../../http/errors.js';
import { hasAbility, type SessionUser } from '../../auth/session-user.js';
import { insertSealedEntry } from '../../audit/tamper/sealed-insert.js';
import { currentActor } from '../../audit/context.js';
import { serialize } from '../serialize.js';
import { checkRecordWrite, guardedWrite } from '../record-access.js';
import { findOr404, m2mFields, recordId, type Model } from './common.js';
import { assertVersion, lockRow, splitVersion } from '../row-version.js';
import { entityPaths } from '../../db/entity-paths.js';
import { noteAuditEntry } from '../../undo/recorder.js';

interface Referrer {
  other: ResourceDef;
  field: string;
  def: FieldDef;
}

/** Fields of other resources that can be detached from the target: optional references and many-to-many lists. */
function referrersOf(model: Model, target: ResourceDef): Referrer[] {
  const out: Referrer[] = [];
  for (const other of model.values())
    for (const [field, def] of Object.entries(other.fields))
      if (def.resource === target.name && (def.type === 'manyToMany' || (def.type === 'reference' && !def.required))) out.push({ other, field, def });
  return out;
}

const abilityText = (rule: ResourceDef['access']['update']) => (rule === false ? 'nobody may change them' : typeof rule === 'string' ? rule : rule.join(' or '));

/**
 * Detaches every record that points at target `id`. Refused (403, nothing changed) when the user may
 * not change one of the resources concerned, or one of the records. Many-to-many detachments are not
 * seen by the audit subscriber (the row itself does not change), so they are written here.
 */
async function removeReferencesTo(em: EntityManager, model: Model, target: ResourceDef, id: number, user: SessionUser): Promise<void> {
  const found: { ref: Referrer; owners: object[] }[] = [];
  for (const ref of referrersOf(model, target)) {
    const owners = await em.find(ref.other.entity, { [ref.field]: id }, { populate: entityPaths(m2mFields(ref.other)) });
    if (owners.length) found.push({ ref, owners });
  }
  const lacking = [...new Set(found.map((f) => f.ref.other))].filter((other) => !hasAbility(user, other.access.update));
  if (lacking.length)
    throw new HttpError(403, `Removing the references changes ${lacking.map((o) => `${o.label} (${abilityText(o.access.update)})`).join(', ')}, which you do not have permission to change. Nothing was changed.`);

  for (const { ref, owners } of found) {
    for (const owner of owners) {
      const before = serialize(ref.other, owner);
      const detached = ref.def.type === 'manyToMany' ? (before[ref.field] as unknown[]).filter((x) => x !== id) : null;
      await checkRecordWrite(em, ref.other, user, { action: 'update', before, after: { ...before, [ref.field]: detached } });
      if (ref.def.type === 'manyToMany') {
        (owner as Record<string, { remove: (x: unknown) => void }>)[ref.field].remove(em.getReference(target.entity, id));
        if (ref.other.audit) await auditCollectionChange(em, ref.other, before.id, ref.field, before[ref.field] as unknown[], detached!);
      } else (owner as Record<string, unknown>)[ref.field] = null;
    }
  }
}

async function auditCollectionChange(em: EntityManager, r: ResourceDef, id: unknown, field: string, oldValue: unknown[], newValue: unknown[]): Promise<void> {
  const actor = currentActor();
  const entryId = await insertSealedEntry(em, {
    entity: r.name,
    entityId: String(id),
    auditType: 'U',
    userId: actor.userId,
    userName: actor.userName,
    createdAt: new Date(),
    changes: [{ field, oldValue, newValue }],
    via: actor.via,
    impersonatorId: actor.impersonatorId ?? null,
    impersonatorName: actor.impersonatorName ?? null,
  });
  noteAuditEntry(entryId);
}

export function makeDelete(model: Model): Handler {
  return async (ctx) => {
    const r = ctx.resource;
    const id = recordId(ctx);
    const removeReferences = String(ctx.req.query.removeReferences ?? 'false').toLowerCase() === 'true';
    const touched = [r.name, ...(removeReferences ? referrersOf(model, r).map((ref) => ref.other.name) : [])];
    // a delete may name the version it was decided on (If-Match): removing a record someone changed
    // since is refused like a stale update
    const { expected } = splitVersion(undefined, ctx.req.get('if-match'));
    return guardedWrite(ctx.em, touched, async (em) => {
      if (expected !== undefined) await lockRow(em, r, id);
      const entity = await findOr404(em, r, id, ctx.user, 'delete');
      assertVersion(entity, expected);
      const before = serialize(r, entity);
      await checkRecordWrite(em, r, ctx.user, { action: 'delete', before, after: null });
      if (removeReferences) await removeReferencesTo(em, model, r, id, ctx.user);
      if (r.softDelete) (entity as Record<string, unknown>)[r.softDelete] = true;
      else em.remove(entity);
      await em.flush();
      return r.softDelete ? serialize(r, entity) : before;
    });
  };
}
