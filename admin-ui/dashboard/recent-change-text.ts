// How the dashboard words one of the user's changes: "Institution Lincoln High · ATP code changed".
import type { ResourceDef } from '../../server/model/define.js';
import type { AuditEntry } from '../builder/audit-history.js';
import { fieldLabel, inSentence, singularLabel } from '../builder/labels.js';
import { recordText } from '../builder/model-helpers.js';

/** An entry of "mine" also names the record: its resource and id. */
export interface MyAuditEntry extends AuditEntry {
  entity?: string;
  entityId?: string | number;
}

export const entryKey = (entry: MyAuditEntry) => `${entry.entity}/${entry.entityId}`;

/** The record's name as the entry itself carries it (a created, renamed or deleted record's representation field). */
export function nameInEntry(entry: MyAuditEntry, def: ResourceDef | undefined): string | undefined {
  const field = def?.recordRepresentation;
  const change = field ? entry.changes?.find((c) => c.field === field) : undefined;
  const value = change ? (change.newValue ?? change.oldValue) : undefined;
  return value == null || value === '' ? undefined : recordText(def!, { id: entry.entityId ?? '', [field!]: value });
}

function changedFields(entry: MyAuditEntry, def: ResourceDef | undefined, model: ReadonlyMap<string, ResourceDef>): string {
  const labels = (entry.changes ?? []).map((c, i) => {
    const label = fieldLabel(c.field, def?.fields[c.field], model);
    return i === 0 ? label : inSentence(label);
  });
  return labels.length ? `${labels.join(', ')} changed` : 'changed';
}

/** "Institution Lincoln High · ATP code changed", "Tag #12 · created". `name` is what the card found for the record. */
export function describeChange(entry: MyAuditEntry, model: ReadonlyMap<string, ResourceDef>, name?: string): string {
  // impersonation's own entries (docs/impersonation.md) are no record: "Started acting as jdoe"
  if (entry.entity === 'impersonation') {
    const acting = entry.changes?.find((c) => c.field === 'actingAs');
    return `${entry.auditType === 'I' ? 'Started' : 'Stopped'} acting as ${String(acting?.newValue ?? acting?.oldValue ?? `#${entry.entityId}`)}`;
  }
  const def = entry.entity ? model.get(entry.entity) : undefined;
  const kind = def ? singularLabel(def) : entry.entity;
  const which = name ?? nameInEntry(entry, def) ?? (entry.entityId != null ? `#${entry.entityId}` : undefined);
  const what = entry.auditType === 'I' ? 'created' : entry.auditType === 'D' ? 'deleted' : changedFields(entry, def, model);
  const subject = [kind, which].filter(Boolean).join(' ');
  return subject ? `${subject} · ${what}` : what;
}
