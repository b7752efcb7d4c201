// A new course row: its id is drawn from the table's own sequence first, so the public record number
// (recordId, "C" and six digits of the id) is written with the insert and the audit trail shows one
// insert, not an insert and a renumbering.
import type { EntityManager } from '@mikro-orm/postgresql';
import { tableOf } from '../db/table-names.js';
import { E, type CourseRow } from './model.js';

export const recordNumber = (id: number) => `C${String(id).padStart(6, '0')}`;

export async function createCourse(tx: EntityManager, values: Pick<CourseRow, 'institutionId' | 'isDistrictCourse'> & Partial<Pick<CourseRow, 'adoptedFromCourseId' | 'parentCourseId'>>): Promise<CourseRow> {
  const rows = (await tx.getConnection().execute(`select nextval(pg_get_serial_sequence(?, 'id')) as id`, [tableOf(tx, E.courses)], 'all', tx.getTransactionContext())) as { id: string | number }[];
  const id = Number(rows[0].id);
  return tx.create<CourseRow>(E.courses, {
    id,
    recordId: recordNumber(id),
    parentCourseId: null,
    adoptedFromCourseId: null,
    rubricId: null,
    createdOn: new Date(),
    ...values,
  } as never);
}
