// Writes one audit entry per insert, update and delete of an audited entity. The hooks run inside the
// flush transaction and insert through the same transaction context, so a change and its audit entry
// commit together or not at all.
import type { ChangeSet, EntityManager, EventArgs, EventSubscriber, EntityMetadata } from '@mikro-orm/core';
import type { ResourceDef } from '../../core/model/define.js';
import type { AuditChange } from '../db/system-entities.js';
import { insertSealedEntry, type NewAuditEntry } from './tamper/sealed-insert.js';
import { currentActor } from './context.js';
import { fieldOf, isSecret } from '../crud/field-values.js';

/** Writes one audit entry inside the flush transaction `em` belongs to. */
export type AuditWrite = (em: EntityManager, entry: NewAuditEntry) => Promise<unknown>;

export const insertAuditEntry: AuditWrite = insertSealedEntry;

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && 'id' in (value as object) && !Array.isArray(value)) return (value as { id: unknown }).id;
  return value ?? null;
}

export class AuditSubscriber implements EventSubscriber {
  private readonly audited = new Map<string, ResourceDef>();

  /** `writeEntry`: how an entry is stored (a test passes one that can fail, to prove the change rolls back with it) */
  constructor(resources: ResourceDef[], private readonly writeEntry: AuditWrite = insertAuditEntry) {
    for (const r of resources) if (r.audit) this.audited.set(r.entity, r);
  }

  private resourceOf(meta: EntityMetadata | undefined): ResourceDef | undefined {
    return meta ? this.audited.get(meta.className) : undefined;
  }

  /** Values never written to the trail: password hashes and other secret fields. */
  private masked(resource: ResourceDef, field: string, value: unknown): unknown {
    const def = fieldOf(resource, field);
    return def && isSecret(def) ? (value ? '••••••' : null) : plain(value);
  }

  private changesOf(resource: ResourceDef, cs: ChangeSet<object>, type: 'I' | 'U' | 'D'): AuditChange[] {
    // a delete's change set carries no original: the removed entity still holds its values
    const original = (cs.originalEntity ?? (type === 'D' ? cs.entity : {})) as Record<string, unknown>;
    const current = cs.entity as Record<string, unknown>;
    const fields = Object.keys(resource.fields).filter((f) => resource.fields[f].type !== 'manyToMany');
    if (type === 'I') return fields.filter((f) => current[f] != null).map((f) => ({ field: f, oldValue: null, newValue: this.masked(resource, f, current[f]) }));
    if (type === 'D') return fields.filter((f) => original[f] != null).map((f) => ({ field: f, oldValue: this.masked(resource, f, original[f]), newValue: null }));
    const payload = cs.payload as Record<string, unknown>;
    return fields
      .filter((f) => Object.hasOwn(payload, f) || Object.hasOwn(payload, resource.fields[f]?.column ?? ''))
      .map((f) => ({ field: f, oldValue: this.masked(resource, f, original[f]), newValue: this.masked(resource, f, current[f]) }));
  }

  private async write(args: EventArgs<object>, type: 'I' | 'U' | 'D'): Promise<void> {
    const resource = this.resourceOf(args.meta);
    if (!resource || !args.changeSet) return;
    const changes = this.changesOf(resource, args.changeSet, type);
    if (type === 'U' && changes.length === 0) return;
    const actor = currentActor();
    const id = (args.entity as { id?: unknown }).id ?? (args.changeSet.originalEntity as { id?: unknown } | undefined)?.id;
    await this.writeEntry(args.em, {
      entity: resource.name,
      entityId: String(id),
      auditType: type,
      userId: actor.userId,
      userName: actor.userName,
      createdAt: new Date(),
      changes,
      via: actor.via,
      impersonatorId: actor.impersonatorId ?? null,
      impersonatorName: actor.impersonatorName ?? null,
    });
  }

  afterCreate(args: EventArgs<object>) {
    return this.write(args, 'I');
  }
  afterUpdate(args: EventArgs<object>) {
    return this.write(args, 'U');
  }
  afterDelete(args: EventArgs<object>) {
    return this.write(args, 'D');
  }
}
