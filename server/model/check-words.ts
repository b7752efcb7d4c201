// Start-up checks of the words the screens show from the model (issue 20 §4, words people use): every
// resource other records refer to names its records (MODEL021: a reference would read "#id"), and
// no label, help text or message a person reads holds code (MODEL022: a code name, one of the model's
// own names, a file path of the code base, or a reference to the spec). Part of checkModel (check.ts).
import type { EnumValue, FieldDef, ResourceDef } from '../../core/model/define.js';
import { codeInText, looksLikeCode } from '../../core/model/words.js';

type Add = (code: 'MODEL021' | 'MODEL022', file: string, path: string, message: string) => void;

/** The texts of one resource a person reads, with where they stand. */
function readTexts(def: ResourceDef): [string, string][] {
  const texts: [string, string | undefined][] = [
    ['label', def.label],
    ['labelSingular', def.labelSingular],
    ...(def.sections ?? []).map((s, i): [string, string] => [`sections[${i}].title`, s.title]),
    ...(def.filters ?? []).map((f, i): [string, string | undefined] => [`filters[${i}].label`, f.label]),
    ...(def.checks ?? []).map((c, i): [string, string] => [`checks[${i}].message`, c.message]),
    ...(def.unique ?? []).map((u, i): [string, string | undefined] => [`unique[${i}].message`, 'message' in u ? u.message : undefined]),
    ['recordAccess.message', def.recordAccess?.message],
    ['inlineList.removeReferences', def.inlineList?.removeReferences],
  ];
  for (const [name, field] of Object.entries(def.fields) as [string, FieldDef][]) {
    texts.push([`fields.${name}.label`, field.label], [`fields.${name}.help`, field.help]);
    if (field.ownedBy) texts.push([`fields.${name}.ownedBy.use`, field.ownedBy.use]);
    (field.values ?? []).forEach((v: EnumValue, i) => {
      if (typeof v !== 'object') return;
      texts.push([`fields.${name}.values[${i}].name`, v.name], [`fields.${name}.values[${i}].help`, v.help], [`fields.${name}.values[${i}].group`, v.group]);
    });
  }
  return texts.filter((t): t is [string, string] => typeof t[1] === 'string' && t[1].trim() !== '');
}

export function checkWords(loaded: readonly { file: string; def: ResourceDef }[], add: Add): void {
  const names = new Set(loaded.flatMap(({ def }) => [def.name, def.table, def.entity]));
  const referenced = new Set(loaded.flatMap(({ def }) => Object.values(def.fields).flatMap((f) => (f.type === 'reference' || f.type === 'manyToMany' ? [f.resource!] : []))));
  for (const { file, def } of loaded) {
    if (referenced.has(def.name) && !def.recordRepresentation) add('MODEL021', file, 'recordRepresentation', `other records refer to "${def.name}": name its records with recordRepresentation`);
    for (const [path, text] of readTexts(def)) {
      const isLabel = /label|title|name$/i.test(path) && !path.endsWith('.help');
      const code = isLabel && looksLikeCode(text) ? `a code name "${text}"` : codeInText(text, names);
      if (code) add('MODEL022', file, path, `"${text}" holds ${code}: write it in words`);
    }
  }
}

/** A recordRepresentation that is a reference names the record by the referenced one's: that chain must end in a field of its own. */
export function representationLoop(def: ResourceDef, byName: ReadonlyMap<string, ResourceDef>): string | undefined {
  const seen = [def.name];
  let current: ResourceDef | undefined = def;
  while (current?.recordRepresentation) {
    const field: FieldDef | undefined = current.fields[current.recordRepresentation];
    if (field?.type !== 'reference') return undefined;
    current = byName.get(field.resource!);
    if (!current) return undefined;
    if (seen.includes(current.name)) return [...seen, current.name].join(' → ');
    seen.push(current.name);
  }
  return undefined;
}
