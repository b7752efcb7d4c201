// POST /api/admin/institution/close {institutionId, yearClosedId, removeAdoptedCourses} (spec 2 §4,
// §7): the institution is closed as of an academic year. In one transaction, with the audit entry of
// every row and a line in each touched course's history:
//  - the institution: isActive false, yearClosedId, closedDate today;
//  - its offerings of that year and every later one are archived as "Archived when the institution
//    closed" (reopen.ts activates exactly those again);
//  - with removeAdoptedCourses, its adopted offerings of those years (adoptions and district
//    courses, affected-offerings.ts) are removed instead; reopening does not bring them back.
// An institution already closed (by this call or in the directory) is a 409. docs/institutions.md.
import { z } from 'zod';
import type { RouteTable } from '../../http/route-table.js';
import { HttpError, badRequest } from '../../http/errors.js';
import { COURSE_OFFERING_ARCHIVED_TYPES } from '../../../resources/_enums.js';
import { idValue, optionalFlag, parseSpecBody } from '../../courses/params.js';
import { courseWrite, type HistoryLine } from '../../courses/write.js';
import { E, type AcademicYearRow } from '../../courses/model.js';
import { MANAGE_ABILITY } from '../abilities.js';
import { isClosed, lockInstitution, today } from './institution-row.js';
import { offeringsFrom, yearsFrom } from './affected-offerings.js';

export const ARCHIVED_BY_CLOSURE = COURSE_OFFERING_ARCHIVED_TYPES.find((t) => t.name === 'Archived when the institution closed')!.id;

const closeBody = z.strictObject({
  institutionId: idValue('an institution'),
  yearClosedId: idValue('an academic year'),
  removeAdoptedCourses: optionalFlag(),
});

export function registerCloseRoute(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/institution/close',
    ability: MANAGE_ABILITY,
    source: 'server/institutions/admin/close-year.ts',
    handler: async ({ req, em, user }) => {
      const input = parseSpecBody(closeBody, req.body);
      const year = await em.findOne<AcademicYearRow>(E.academicYears, { id: input.yearClosedId });
      if (!year) throw badRequest('Please correct the highlighted fields.', { yearClosedId: ['Choose an academic year from the list.'] });
      return courseWrite(em, user, async (tx) => {
        const institution = await lockInstitution(tx, input.institutionId);
        if (isClosed(institution)) throw new HttpError(409, `${institution.name} is already closed; reopen it first.`);
        const years = await yearsFrom(tx, year);
        const history: HistoryLine[] = [];
        let archived = 0;
        let removed = 0;
        const now = new Date();
        for (const { offering, adopted } of await offeringsFrom(tx, institution.id, years.keys())) {
          const yearName = years.get(offering.academicYearId);
          if (input.removeAdoptedCourses && adopted) {
            tx.remove(offering);
            removed++;
            history.push({ courseId: offering.courseId, academicYearId: offering.academicYearId, action: `Removed from the course list of ${institution.name} (closed as of ${year.name})` });
          } else if (!offering.isArchived) {
            Object.assign(offering, { isArchived: true, courseOfferingArchivedTypeId: ARCHIVED_BY_CLOSURE, archivedOn: now, allowActivation: true, reasonToNotAllowActivation: null });
            archived++;
            history.push({ courseId: offering.courseId, academicYearId: offering.academicYearId, action: `Archived at ${institution.name} in ${yearName}: closed as of ${year.name}` });
          }
        }
        Object.assign(institution, { isActive: false, yearClosedId: year.id, closedDate: today() });
        const answer = {
          institutionId: institution.id,
          name: institution.name,
          yearClosedId: year.id,
          closedDate: institution.closedDate,
          archivedOfferings: archived,
          removedOfferings: removed,
          message: `${institution.name} has been closed as of ${year.name}.`,
        };
        return { answer, history };
      });
    },
  });
}
