// The institutions a form points at must be of the right kind: a school's district is a district
// (or district 'Other', -1), its network a school network, its LEA a district; a program's connected
// program is another program. Errors come back on the form's own paths.
import type { EntityManager } from '@mikro-orm/postgresql';
import { INSTITUTION_TYPE as T } from '../../resources/_enums.js';
import { INSTITUTION } from './summary.js';
import { formPathOf, type FormKind } from './form-fields.js';
import type { Flat } from './form-model.js';

const EXPECTED: Record<string, { types: number[]; noun: string }> = {
  districtId: { types: [T.district], noun: 'a district' },
  schoolNetworkId: { types: [T.schoolNetwork], noun: 'a school network' },
  leaDistrictId: { types: [T.district], noun: 'a district' },
  connectedProgramId: { types: [T.program], noun: 'a program' },
};

export async function referenceErrors(em: EntityManager, kind: FormKind, record: Flat, selfId: number | null): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const ids = Object.keys(EXPECTED).map((f) => Number(record[f])).filter((id) => Number.isInteger(id) && id !== 0);
  if (!ids.length) return errors;
  const found = await em.find<{ id: number; institutionTypeId: number }>(INSTITUTION, { id: { $in: ids } }, { fields: ['id', 'institutionTypeId'] as never, disableIdentityMap: true });
  const typeOf = new Map(found.map((i) => [i.id, Number(i.institutionTypeId)]));
  for (const [field, { types, noun }] of Object.entries(EXPECTED)) {
    const value = record[field];
    if (value === null || value === undefined) continue;
    const id = Number(value);
    const type = typeOf.get(id);
    if (id === selfId) errors[formPathOf(kind, field)] = ['An institution cannot point at itself.'];
    else if (type === undefined) errors[formPathOf(kind, field)] = ['The selected institution does not exist.'];
    else if (!types.includes(type)) errors[formPathOf(kind, field)] = [`Choose ${noun}.`];
  }
  return errors;
}
