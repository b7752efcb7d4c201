// How the change history reads (spec 1 §2 "change history"): the audit trail of the course's rows in
// the model's words — "Offering 980 changed: online No → Yes; transcript codes" — rather than its
// resource and field code names. Values are shown for yes / no and text fields; references and lists
// are named only (their ids say nothing on their own).
import { fieldLabel, inSentence, singularLabel } from '../../admin-ui/builder/labels.js';
import type { ResourceDef } from '../../core/model/define.js';
import courses from '../../resources/courses.js';
import courseDisciplines from '../../resources/course-disciplines.js';
import courseMaterials from '../../resources/course-materials.js';
import courseOfferings from '../../resources/course-offerings.js';
import courseTags from '../../resources/course-tags.js';
import courseYears from '../../resources/course-years.js';
import type { ChangeEntry } from '../../core/contract/course-detail.js';

const RESOURCES = new Map<string, ResourceDef>([courses, courseYears, courseDisciplines, courseMaterials, courseOfferings, courseTags].map((r) => [r.name, r as ResourceDef]));

const AUDIT_TYPES: Record<string, string> = { I: 'added', U: 'changed', D: 'removed' };
const LONGEST_VALUE = 60;

function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value.length > LONGEST_VALUE ? `“${value.slice(0, LONGEST_VALUE)}…”` : `“${value}”`;
  return null;
}

function fieldChange(resource: ResourceDef | undefined, c: { field: string; oldValue?: unknown; newValue?: unknown }): string {
  const def = resource?.fields[c.field];
  const label = inSentence(fieldLabel(c.field, def));
  // references and lists are named only; yes / no and text show what they were and became
  const plain = def ? def.type === 'boolean' || def.type === 'string' || def.type === 'text' : typeof c.newValue === 'boolean';
  const before = plain ? valueText(c.oldValue) : null;
  const after = plain ? valueText(c.newValue) : null;
  return before && after ? `${label} ${before} → ${after}` : label;
}

export function changeText(e: ChangeEntry): string {
  const resource = RESOURCES.get(e.entity);
  const what = `${resource ? singularLabel(resource) : e.entity} ${e.entityId} ${AUDIT_TYPES[e.auditType] ?? e.auditType}`;
  const fields = e.auditType === 'U' ? (e.changes ?? []).filter((c) => c.field && c.field !== 'updatedOn' && c.field !== 'rowVersion') : [];
  return fields.length ? `${what}: ${fields.map((c) => fieldChange(resource, c)).join('; ')}` : what;
}
