// The course lookups of courses and review: material types (the spec's nine kinds, ids 1–9 in its
// order, each with the path suffix of its form) and submission types. Ids are fixed: stored
// materials and submissions refer to them.

const MATERIAL_KINDS: [name: string, suffix: string][] = [
  ['Textbook', 'textbook'],
  ['Literary text', 'literarytext'],
  ['Manual', 'manual'],
  ['Periodical', 'periodical'],
  ['Scholarly article', 'scholarlyarticle'],
  ['Website', 'website'],
  ['Primary document', 'primarydocument'],
  ['Multimedia', 'multimedia'],
  ['Other', 'other'],
];

export const MATERIAL_TYPES = MATERIAL_KINDS.map(([name, suffix], i) => ({ id: i + 1, name, suffix, sortOrder: i + 1 }));

export const SUBMISSION_TYPES = [
  { id: 1, name: 'New course' },
  { id: 2, name: 'Revision' },
  { id: 3, name: 'Course adoption' },
  { id: 4, name: 'Reinstatement' },
];
