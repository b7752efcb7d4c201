// Counts of institutions per institution type: one list call per type with range [0,0], reading the
// total of its Content-Range.
import type { DataProvider } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { recordText, toChoices, type Choice } from '../builder/model-helpers.js';
import institutions from '../../resources/institutions.js';

/** The resource counted and the field it is counted by, named by the model (renaming the field fails the type check). */
export const INSTITUTIONS = institutions.name;
export const TYPE_FIELD = 'institutionTypeId' satisfies keyof typeof institutions.fields;

export interface TypeCount {
  type: Choice;
  count: number;
}

/** The institution types: the enum's values, or the records of the referenced lookup. */
export async function institutionTypes(dataProvider: DataProvider, institutions: ResourceDef, model: ReadonlyMap<string, ResourceDef>): Promise<Choice[]> {
  const field = institutions.fields[TYPE_FIELD];
  if (!field) return [];
  if (field.type === 'enum') return toChoices(field.values);
  const lookup = field.resource ? model.get(field.resource) : undefined;
  if (field.type !== 'reference' || !lookup) return [];
  const { data } = await dataProvider.getList(lookup.name, {
    pagination: { page: 1, perPage: 100 },
    sort: lookup.list.sort,
    filter: {},
  });
  return data.map((r) => ({ id: r.id, name: recordText(lookup, r) }));
}

export async function countInstitutionsByType(dataProvider: DataProvider, institutions: ResourceDef, types: Choice[]): Promise<TypeCount[]> {
  return Promise.all(
    types.map(async (type) => {
      const { total } = await dataProvider.getList(institutions.name, {
        pagination: { page: 1, perPage: 1 },
        sort: institutions.list.sort,
        filter: { [TYPE_FIELD]: type.id },
        meta: { exactTotal: true }, // the card shows the figure itself: never "more than 10,000"
      });
      return { type, count: total ?? 0 };
    }),
  );
}
