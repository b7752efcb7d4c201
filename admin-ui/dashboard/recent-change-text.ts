// How the dashboard words one of the user's changes: "Institution Lincoln High · ATP code changed".
import type { ResourceDef } from '../../core/model/define.js';
import type { AuditEntry } from '../builder/audit-history.js';
import { fieldLabel, inSentence, singularLabel } from '../builder/labels.js';
import { recordText } from '../builder/model-helpers.js';

/** An entry of "mine" also names the record: its resource and id, and its title (server/audit/record-titles.ts). */
export interface MyAuditEntry extends AuditEntry {
  entity?: string;
  entityId?: string | number;
  /** the record's name as people read it; null when it is gone or has none */
  title?: string | null;
}


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

/** "Institution Lincoln High · ATP code changed", "Review settings · Minimum approval value changed": the record by its title, never "#id". */
export function describeChange(entry: MyAuditEntry, model: ReadonlyMap<string, ResourceDef>): string {
  // impersonation's own entries (docs/impersonation.md) are no record: "Started acting as jdoe"
  if (entry.entity === 'impersonation') {
    const acting = entry.changes?.find((c) => c.field === 'actingAs');
    const who = entry.title ?? acting?.newValue ?? acting?.oldValue;
    return who ? `${entry.auditType === 'I' ? 'Started' : 'Stopped'} acting as ${String(who)}` : `${entry.auditType === 'I' ? 'Started' : 'Stopped'} acting as another user`;
  }
  const def = entry.entity ? model.get(entry.entity) : undefined;
  const kind = def ? singularLabel(def) : entry.entity;
  const which = entry.title || nameInEntry(entry, def);
  const what = entry.auditType === 'I' ? 'created' : entry.auditType === 'D' ? 'deleted' : changedFields(entry, def, model);
  const subject = [kind, which].filter(Boolean).join(' ');
  return subject ? `${subject} · ${what}` : what;
}
