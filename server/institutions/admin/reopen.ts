// POST /api/admin/institution/reopen {institutionId} (spec 2 §4, §7): the closure is undone in one
// transaction with its audit entries: isActive true, yearClosedId and closedDate cleared, and the
// offerings the closure archived ("Archived when the institution closed") activated again. Offerings
// archived for other reasons stay archived; offerings removed with removeAdoptedCourses are not
// restored (the school adopts them again with Copy course list). An open institution is a 409.
import { z } from 'zod';
import type { RouteTable } from '../../http/route-table.js';
import { HttpError } from '../../http/errors.js';
import { idValue, parseSpecBody } from '../../courses/params.js';
import { courseWrite, type HistoryLine } from '../../courses/write.js';
import { E, type OfferingRow } from '../../courses/model.js';
import { MANAGE_ABILITY } from '../abilities.js';
import { isClosed, lockInstitution } from './institution-row.js';
import { ARCHIVED_BY_CLOSURE } from './close-year.js';

const reopenBody = z.strictObject({ institutionId: idValue('an institution') });

export function registerReopenRoute(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/institution/reopen',
    ability: MANAGE_ABILITY,
    source: 'server/institutions/admin/reopen.ts',
    handler: async ({ req, em, user }) => {
      const input = parseSpecBody(reopenBody, req.body);
      return courseWrite(em, user, async (tx) => {
        const institution = await lockInstitution(tx, input.institutionId);
        if (!isClosed(institution)) throw new HttpError(409, `${institution.name} is open; there is nothing to reopen.`);
        const offerings = await tx.find<OfferingRow>(E.courseOfferings, { institutionId: institution.id, isArchived: true, courseOfferingArchivedTypeId: ARCHIVED_BY_CLOSURE }, { orderBy: { id: 'asc' } });
        const history: HistoryLine[] = [];
        for (const offering of offerings) {
          Object.assign(offering, { isArchived: false, courseOfferingArchivedTypeId: null, archivedOn: null, allowActivation: true, reasonToNotAllowActivation: null });
          history.push({ courseId: offering.courseId, academicYearId: offering.academicYearId, action: `Activated at ${institution.name}: the institution was reopened` });
        }
        Object.assign(institution, { isActive: true, yearClosedId: null, closedDate: null });
        const answer = { institutionId: institution.id, name: institution.name, activatedOfferings: offerings.length, message: `${institution.name} has been reopened.` };
        return { answer, history };
      });
    },
  });
}
