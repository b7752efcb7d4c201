// The facet groups of spec 1 §2 and the document property each reads. A group's values are ids
// (numbers), fixed names (strings) or yes / no (booleans); labels are the caller's (lookups).
import { STATUS_GROUPS, type FacetField, type FacetValue, type SearchDocument } from '../../../core/contract/course-search.js';

export interface FacetGroupDef {
  /** the name a request's filters use */
  field: FacetField;
  property: keyof SearchDocument;
  kind: 'number' | 'string' | 'boolean';
  /** several values per document (an OR inside the group matches any of them) */
  multi: boolean;
  /** how the answer lists the values: by count (long lists) or in the values' own order */
  order: 'count' | 'value';
  /** string groups: the values allowed, in their order */
  allowed?: readonly string[];
}

export const FACET_GROUPS = [
  { field: 'statusGroup', property: 'statusGroup', kind: 'string', multi: false, order: 'value', allowed: STATUS_GROUPS },
  { field: 'year', property: 'academicYearId', kind: 'number', multi: false, order: 'value' },
  { field: 'subjectArea', property: 'subjectAreaIds', kind: 'number', multi: true, order: 'value' },
  { field: 'discipline', property: 'disciplineIds', kind: 'number', multi: true, order: 'count' },
  { field: 'language', property: 'languageIds', kind: 'number', multi: true, order: 'count' },
  { field: 'honorsType', property: 'honorsTypeId', kind: 'number', multi: false, order: 'value' },
  { field: 'grade', property: 'grades', kind: 'number', multi: true, order: 'value' },
  { field: 'cteIndustry', property: 'cteIndustryId', kind: 'number', multi: false, order: 'count' },
  { field: 'institutionType', property: 'institutionTypeId', kind: 'number', multi: false, order: 'value' },
  { field: 'submissionType', property: 'submissionTypeId', kind: 'number', multi: false, order: 'value' },
  { field: 'tag', property: 'tagIds', kind: 'number', multi: true, order: 'count' },
  { field: 'secondReview', property: 'isSecondReview', kind: 'boolean', multi: false, order: 'value' },
  { field: 'rubric', property: 'rubricId', kind: 'number', multi: false, order: 'value' },
  { field: 'analyst', property: 'analystIds', kind: 'number', multi: true, order: 'count' },
  { field: 'selfReported', property: 'isSelfReported', kind: 'boolean', multi: false, order: 'value' },
  { field: 'auditType', property: 'auditType', kind: 'string', multi: false, order: 'value' },
  { field: 'mathCategory4', property: 'isMathCategory4', kind: 'boolean', multi: false, order: 'value' },
] as const satisfies readonly FacetGroupDef[];

export const ANALYST_FIELD: FacetField = 'analyst';

/** The values a document carries in a group, each once. */
export function valuesOf(group: FacetGroupDef, doc: SearchDocument): FacetValue[] {
  const raw = doc[group.property] as FacetValue | FacetValue[] | null | undefined;
  if (raw === null || raw === undefined) return [];
  if (!Array.isArray(raw)) return [raw];
  return raw.length < 2 ? raw : [...new Set(raw)];
}

/**
 * A selected value as the group stores it: request values often arrive as text ("12", "true").
 * Answers undefined for a value the group can never hold.
 */
export function normalizeValue(group: FacetGroupDef, value: unknown): FacetValue | undefined {
  if (group.kind === 'number') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    return Number.isSafeInteger(n) ? n : undefined;
  }
  if (group.kind === 'boolean') {
    if (value === true || value === 'true' || value === 1 || value === '1') return true;
    if (value === false || value === 'false' || value === 0 || value === '0') return false;
    return undefined;
  }
  if (typeof value !== 'string') return undefined;
  return !group.allowed || group.allowed.includes(value) ? value : undefined;
}

/** Orders the values of a group's answer (count order is applied by the caller, ties by value). */
export function compareValues(group: FacetGroupDef, a: FacetValue, b: FacetValue): number {
  if (group.kind === 'boolean') return a === b ? 0 : a ? -1 : 1;
  if (group.allowed) return group.allowed.indexOf(a as string) - group.allowed.indexOf(b as string);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}
