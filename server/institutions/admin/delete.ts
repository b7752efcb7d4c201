// DELETE /api/admin/institution/{id} (spec 2 §4, §7; answers the spec's "{institution} has been
// deleted."): a soft delete (resources/institutions.ts softDelete) that keeps the institution's
// courses, offerings and history readable and takes it out of every list. Refused with 409 while
// other records still depend on it: schools in its district or network, other institutions'
// adoptions of its courses, its courses offered at other schools, and submissions still in review.
// The flag and its audit entry are one transaction.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../../http/route-table.js';
import { HttpError } from '../../http/errors.js';
import { pathId } from '../../http/params.js';
import { E, type CourseRow } from '../../courses/model.js';
import { MANAGE_ABILITY } from '../abilities.js';
import { INSTITUTION_ENTITY, lockInstitution, today } from './institution-row.js';

/** Submission statuses of work an analyst still has to finish. */
const IN_REVIEW = ['inQueue', 'inReview', 'secondReview', 'hold'];

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why the institution cannot be deleted yet; empty when it can. */
export async function deleteBlockers(em: EntityManager, institutionId: number): Promise<string[]> {
  const reasons: string[] = [];
  const schools = await em.count(INSTITUTION_ENTITY, { $or: [{ districtId: institutionId }, { schoolNetworkId: institutionId }], isDeleted: false, id: { $ne: institutionId } });
  if (schools) reasons.push(`${counted(schools, 'school belongs', 'schools belong')} to it`);
  const own = await em.find<CourseRow>(E.courses, { institutionId }, { fields: ['id'] as never });
  const ownIds = own.map((c) => c.id);
  if (ownIds.length) {
    const adoptions = await em.count(E.courses, { adoptedFromCourseId: { $in: ownIds }, institutionId: { $ne: institutionId } });
    if (adoptions) reasons.push(`${counted(adoptions, 'course of another institution adopts', 'courses of other institutions adopt')} its courses`);
    const elsewhere = await em.count(E.courseOfferings, { courseId: { $in: ownIds }, institutionId: { $ne: institutionId } });
    if (elsewhere) reasons.push(`its courses have ${counted(elsewhere, 'offering', 'offerings')} at other schools`);
  }
  const inReview = await em.count(E.courseSubmissions, { institutionId, status: { $in: IN_REVIEW } });
  if (inReview) reasons.push(`${counted(inReview, 'submission is', 'submissions are')} still in review`);
  return reasons;
}

export function registerDeleteRoute(routes: RouteTable): void {
  routes.add({
    method: 'DELETE',
    path: '/api/admin/institution/:id(\\d+)',
    ability: MANAGE_ABILITY,
    source: 'server/institutions/admin/delete.ts',
    handler: async ({ req, em }) => {
      const id = pathId(req, 'id');
      return em.transactional(async (tx) => {
        const institution = await lockInstitution(tx, id);
        const reasons = await deleteBlockers(tx, id);
        if (reasons.length) throw new HttpError(409, `${institution.name} cannot be deleted: ${reasons.join('; ')}.`);
        Object.assign(institution, { isDeleted: true, isActive: false, closedDate: institution.closedDate ?? today() });
        // the flush writes the flag and, through the audit subscriber, its audit entry in this transaction
        await tx.flush();
        return { institutionId: id, name: institution.name, message: `${institution.name} has been deleted.` };
      });
    },
  });
}
