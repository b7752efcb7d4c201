// The words of an undoable action, from the model's labels and record titles, never identifiers:
// "Created tag “STEM”", "Renamed tag “STEM” to “STEM+”", "Changed course “Algebra I”: title, grade
// levels", "Deleted tag “STEM”".
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResourceDef } from '../../core/model/define.js';
import type { AuditEntry } from '../db/system-entities.js';
import { fieldOf } from '../crud/field-values.js';
import { recordTitles } from '../model/record-titles.js';

/** A label inside a sentence: "Tag" → "tag", but an acronym keeps its capitals ("CTE industry"). */
export const inSentence = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** A field as a person names it: its label, else its name in words ("gradeLevelIds" → "grade level"). */
export function fieldWords(r: ResourceDef, field: string): string {
  const label = fieldOf(r, field)?.label;
  if (label) return inSentence(label);
  return field.replace(/Ids?$/, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

export const singular = (r: ResourceDef) => inSentence(r.labelSingular ?? r.label);

/** The record's title: from the values the entry kept (a deleted record), else from the database. */
async function titleOf(em: EntityManager, resources: readonly ResourceDef[], r: ResourceDef, e: AuditEntry): Promise<string | null> {
  const field = r.recordRepresentation;
  if (e.auditType === 'D' && field) {
    const kept = e.changes.find((c) => c.field === field)?.oldValue;
    const def = fieldOf(r, field);
    if (def?.type === 'reference' && def.resource) return (await recordTitles(em, resources, def.resource, [kept])).get(String(kept)) ?? null;
    return kept == null || kept === '' ? null : String(kept);
  }
  return (await recordTitles(em, resources, r.name, [e.entityId])).get(e.entityId) ?? null;
}

/** The label of a generic write, from its first entry on the resource written (the others are its side effects). */
export async function genericLabel(em: EntityManager, resources: readonly ResourceDef[], r: ResourceDef, entries: readonly AuditEntry[]): Promise<string> {
  const main = entries.find((e) => e.entity === r.name) ?? entries[0];
  const title = await titleOf(em, resources, r, main);
  const named = `${singular(r)}${title ? ` “${title}”` : ''}`;
  const others = new Set(entries.filter((e) => e !== main).map((e) => `${e.entity}/${e.entityId}`)).size;
  const more = others ? ` (and ${others} other ${others === 1 ? 'record' : 'records'} it changed)` : '';
  if (main.auditType === 'I') return `Created ${named}${more}`;
  if (main.auditType === 'D') return `Deleted ${named}${more}`;
  const shown = r.recordRepresentation;
  const renamed = shown && fieldOf(r, shown)?.type !== 'reference' ? main.changes.find((c) => c.field === shown) : undefined;
  if (renamed && main.changes.length === 1) return `Renamed ${singular(r)} “${String(renamed.oldValue ?? '')}” to “${String(renamed.newValue ?? '')}”${more}`;
  const softDeleted = r.softDelete ? main.changes.find((c) => c.field === r.softDelete) : undefined;
  if (softDeleted && main.changes.length === 1) return `${softDeleted.newValue ? 'Deleted' : 'Restored'} ${named}${more}`;
  return `Changed ${named}: ${main.changes.map((c) => fieldWords(r, c.field)).join(', ')}${more}`;
}

/** The label of an undo: undoing an undo redoes. */
export function undoLabel(label: string): string {
  if (label.startsWith('Undid: ')) return `Redid: ${label.slice('Undid: '.length)}`;
  if (label.startsWith('Redid: ')) return `Undid: ${label.slice('Redid: '.length)}`;
  return `Undid: ${label}`;
}
