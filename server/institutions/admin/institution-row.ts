// The institution row the close / reopen / delete / remove calls change, loaded under its row lock so
// two administrators acting on one institution take turns (the second sees the first's result).
import type { EntityManager } from '@mikro-orm/postgresql';
import institutions from '../../../resources/institutions.js';
import { HttpError, notFound } from '../../http/errors.js';
import { lockRow } from '../../crud/row-version.js';
import { officeToday } from '../../../core/time/office-time.js';
import type { StoredRowOf } from '../../../core/model/row-type.js';

export type AdminInstitutionRow = Pick<
  StoredRowOf<typeof institutions>,
  'id' | 'rowVersion' | 'name' | 'institutionTypeId' | 'districtId' | 'schoolNetworkId' | 'isActive' | 'closedDate' | 'yearClosedId' | 'isRemovedFromPublicList' | 'isDeleted'
>;

export const INSTITUTION_ENTITY = institutions.entity;

/** Locks and re-reads the institution; 404 when it does not exist, 409 when it was deleted. */
export async function lockInstitution(tx: EntityManager, id: number): Promise<AdminInstitutionRow> {
  const found = await tx.findOne<AdminInstitutionRow>(INSTITUTION_ENTITY, { id });
  if (!found) throw notFound(`Institution ${id} was not found.`);
  await lockRow(tx, institutions, id);
  const institution = (await tx.refresh(found)) ?? found;
  if (institution.isDeleted) throw new HttpError(409, `${institution.name} has been deleted.`);
  return institution;
}

/** A closure is either ours (yearClosedId) or the directory's (inactive with no year). */
export const isClosed = (i: Pick<AdminInstitutionRow, 'isActive' | 'yearClosedId'>) => !i.isActive || i.yearClosedId != null;

/** Today in the office as a calendar date (closedDate is a date field). */
export const today = () => officeToday();
