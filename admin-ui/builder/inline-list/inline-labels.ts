// The words of an inline-edited list, all from the model: "Add tag", "New tag name", "Rename Biology",
// "Search tags" …
import type { FieldDef, ResourceDef } from '../../../core/model/define.js';
import { fieldLabel, inSentence, pluralLabel, singularLabel } from '../labels.js';

export interface InlineLabels {
  one: string;
  oneInSentence: string;
  manyInSentence: string;
  add: string;
  /** label of a field's box in the add row */
  newField: (name: string, field: FieldDef) => string;
  /** label of a field's box in an edited row */
  rowField: (name: string, field: FieldDef) => string;
  /** the row's edit button: "Rename" when the name is all a row edits */
  edit: (text: string) => string;
  remove: (text: string) => string;
  search: string;
  empty: string;
  loadError: string;
}

export function inlineLabels(def: ResourceDef): InlineLabels {
  const one = singularLabel(def);
  const oneInSentence = inSentence(one);
  const manyInSentence = inSentence(pluralLabel(def));
  const fields = def.inlineList?.fields ?? [];
  const onlyTheName = fields.length === 1 && fields[0] === def.recordRepresentation;
  const inSentenceLabel = (name: string, field: FieldDef) => inSentence(fieldLabel(name, field));
  return {
    one,
    oneInSentence,
    manyInSentence,
    add: `Add ${oneInSentence}`,
    newField: (name, field) => `New ${oneInSentence} ${inSentenceLabel(name, field)}`,
    rowField: (name, field) => `${one} ${inSentenceLabel(name, field)}`,
    edit: (text) => `${onlyTheName ? 'Rename' : 'Edit'} ${text}`,
    remove: (text) => `Remove ${text}`,
    search: `Search ${manyInSentence}`,
    empty: `No ${manyInSentence} found.`,
    loadError: `The ${manyInSentence} could not be loaded.`,
  };
}
