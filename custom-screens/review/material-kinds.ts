// The nine kinds of course material (spec 3 §3, §7: the material types' path suffixes) and what the
// material form asks for each. All kinds share the columns of course-materials; a kind asks only for
// what describes it (a website has an address, a textbook an edition and an ISBN). isPrimary and
// readInEntirety are yes / no for every kind: the form holds them as 1 / 0, the call sends true / false.
import courseMaterials from '../../resources/course-materials.js';
import type { Material, MaterialBody } from '../../core/contract/review.js';

export type MaterialText = 'title' | 'author' | 'publisher' | 'edition' | 'publicationDate' | 'isbn' | 'url' | 'details';

export interface MaterialKind {
  suffix: string;
  /** the fields the form asks for, in order; title is always first and required */
  fields: readonly MaterialText[];
  /** fields the kind cannot do without beyond the title */
  required?: readonly MaterialText[];
}

export const MATERIAL_KINDS: readonly MaterialKind[] = [
  { suffix: 'textbook', fields: ['title', 'author', 'publisher', 'edition', 'publicationDate', 'isbn', 'url', 'details'] },
  { suffix: 'literarytext', fields: ['title', 'author', 'publisher', 'edition', 'publicationDate', 'isbn', 'details'] },
  { suffix: 'manual', fields: ['title', 'author', 'publisher', 'edition', 'publicationDate', 'details'] },
  { suffix: 'periodical', fields: ['title', 'author', 'publisher', 'publicationDate', 'url', 'details'] },
  { suffix: 'scholarlyarticle', fields: ['title', 'author', 'publisher', 'publicationDate', 'url', 'details'] },
  { suffix: 'website', fields: ['title', 'publisher', 'url', 'details'], required: ['url'] },
  { suffix: 'primarydocument', fields: ['title', 'author', 'publicationDate', 'url', 'details'] },
  { suffix: 'multimedia', fields: ['title', 'author', 'publisher', 'publicationDate', 'url', 'details'] },
  { suffix: 'other', fields: ['title', 'author', 'publisher', 'publicationDate', 'url', 'details'] },
];

export const kindOf = (suffix: string | null | undefined): MaterialKind => MATERIAL_KINDS.find((k) => k.suffix === suffix) ?? MATERIAL_KINDS[MATERIAL_KINDS.length - 1];

type FieldDef = { label?: string; maxLength?: number };
const FIELDS = courseMaterials.fields as unknown as Record<string, FieldDef>;

/** What a kind calls a shared column (a periodical's publisher is where it appears). */
const KIND_LABELS: Record<string, Partial<Record<MaterialText, string>>> = {
  periodical: { publisher: 'Periodical or publisher' },
  scholarlyarticle: { publisher: 'Journal' },
  website: { title: 'Site name', publisher: 'Organization' },
  multimedia: { author: 'Producer or director', publisher: 'Distributor' },
};

const DEFAULT_LABELS: Record<MaterialText, string> = {
  title: 'Title',
  author: 'Author',
  publisher: 'Publisher',
  edition: 'Edition',
  publicationDate: 'Publication date',
  isbn: FIELDS.isbn?.label ?? 'ISBN',
  url: FIELDS.url?.label ?? 'URL',
  details: 'Details',
};

export const fieldLabelOf = (kind: MaterialKind, field: MaterialText) => KIND_LABELS[kind.suffix]?.[field] ?? DEFAULT_LABELS[field];
export const maxLengthOf = (field: MaterialText): number | undefined => FIELDS[field]?.maxLength;

/** The material form's values: text as typed, the two flags as '1' / '0'. */
export type MaterialForm = Record<MaterialText, string> & { isPrimary: '1' | '0'; readInEntirety: '1' | '0' };

export function formOf(material: Material | null): MaterialForm {
  const text = (v: string | null | undefined) => v ?? '';
  return {
    title: text(material?.title),
    author: text(material?.author),
    publisher: text(material?.publisher),
    edition: text(material?.edition),
    publicationDate: text(material?.publicationDate),
    isbn: text(material?.isbn),
    url: text(material?.url),
    details: text(material?.details),
    isPrimary: material?.isPrimary ? '1' : '0',
    readInEntirety: material?.readInEntirety ? '1' : '0',
  };
}

/** The call's body: the kind's fields (empty ones as null), the flags as booleans, the id when editing. */
export function bodyOf(kind: MaterialKind, form: MaterialForm, editing: Material | null): MaterialBody {
  const body: MaterialBody = { isPrimary: form.isPrimary === '1', readInEntirety: form.readInEntirety === '1' };
  for (const field of kind.fields) {
    const value = form[field].trim();
    (body as Record<string, unknown>)[field] = value === '' ? null : value;
  }
  if (editing) body.id = editing.id;
  return body;
}

/** What must be filled before saving, by field. */
export function missingOf(kind: MaterialKind, form: MaterialForm): Partial<Record<MaterialText, string>> {
  const missing: Partial<Record<MaterialText, string>> = {};
  for (const field of ['title', ...(kind.required ?? [])] as MaterialText[]) if (form[field].trim() === '') missing[field] = `Enter the ${fieldLabelOf(kind, field).toLowerCase()}.`;
  return missing;
}
