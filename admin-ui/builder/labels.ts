// How screens name resources and fields when the model gives no label: words from the code name,
// acronyms in capitals, booleans without their "is", references by the resource they point at.
import type { FieldDef, ResourceDef } from '../../core/model/define.js';

/** Abbreviations the domain writes in capitals (CTE industry, CDS code, UC users …). */
export const ACRONYMS: ReadonlySet<string> = new Set(['API', 'ATP', 'CDE', 'CDS', 'CMS', 'CTE', 'HTML', 'ID', 'JSON', 'NCES', 'UC', 'URL', 'WASC', 'ZIP']);

/** "cteIndustry" → "CTE industry", "AdminManageUCUsers" → "Admin manage UC users", "open_date" → "Open date". */
export function humanize(codeName: string): string {
  const words = codeName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    // a run of capitals followed by a word: "UCUsers" → "UC Users"
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words
    .map((word, i) => {
      if (ACRONYMS.has(word.toUpperCase())) return word.toUpperCase();
      const lower = word.toLowerCase();
      return i === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}

/** A label inside a sentence: "Academic year" → "academic year", but "CTE pathway" stays. */
export function inSentence(label: string): string {
  const [first = ''] = label.split(' ');
  if (ACRONYMS.has(first) || /^[A-Z0-9]{2,}$/.test(first)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** One record of the resource: labelSingular, else its entity name in words ("AcademicYear" → "Academic year"). */
export function singularLabel(def: ResourceDef): string {
  return def.labelSingular ?? humanize(def.entity);
}

export function pluralLabel(def: ResourceDef): string {
  return def.label;
}

const BOOLEAN_PREFIX = /^is(?=[A-Z])/;
const REFERENCE_SUFFIX = /Ids?$/;

/**
 * The label of a field: its own `label`; else for a reference named after its target (roleId → roles)
 * the target's singular (or, for a list of ids, plural) label; else the name in words, with "is"
 * dropped from booleans (isActive → "Active").
 */
export function fieldLabel(name: string, field?: FieldDef, model?: ReadonlyMap<string, ResourceDef>): string {
  if (field?.label) return field.label;
  if (name === 'id') return 'ID';
  const target = field?.resource ? model?.get(field.resource) : undefined;
  const base = name.replace(REFERENCE_SUFFIX, '');
  if (target && base.toLowerCase() === target.entity.toLowerCase()) return field?.type === 'manyToMany' ? pluralLabel(target) : singularLabel(target);
  // without a definition (a server message about an unknown field) an "is" name is still a yes/no
  if ((!field || field.type === 'boolean') && BOOLEAN_PREFIX.test(base)) return humanize(base.replace(BOOLEAN_PREFIX, ''));
  return humanize(base);
}
