// Archiving a school's offering of a course (spec 1 §4): POST /api/admin/course/archive {courseId,
// institutionId, academicYearId, allowActivation, reasonToNotAllowActivation}. An offering archived
// with allowActivation false can be activated again only with a UC authorization number (activate.ts);
// the reason says why. PUT reasonToNotAllowActivation/{courseOfferingId} changes that decision later.
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { assertVersion, lockRow, splitVersion } from '../crud/row-version.js';
import { COURSE_OFFERING_ARCHIVED_TYPES } from '../../resources/_enums.js';
import { SOURCE } from './access.js';
import { WRITE_COURSES } from '../../core/courses/abilities.js';
import { flag, idValue, parseSpecBody, pathId, text } from './params.js';
import { E, R, type InstitutionRow, type OfferingRow } from './model.js';
import { courseWrite } from './write.js';
import { courseDetail } from './detail.js';
import { offeringJson } from './shapes.js';

/** Archived from this back office: by the office, not by the institution. */
const ARCHIVED_BY_OFFICE = COURSE_OFFERING_ARCHIVED_TYPES.find((t) => t.name === 'Archived by the office')!.id;

const REASON_NEEDED = 'Say why activation is not allowed.';

const archiveBody = z.strictObject({
  courseId: idValue('a course'),
  institutionId: idValue('a school'),
  academicYearId: idValue('an academic year'),
  allowActivation: flag(),
  reasonToNotAllowActivation: text(2000),
});

const reasonBody = z.strictObject({
  allowActivation: flag().optional(),
  reasonToNotAllowActivation: text(2000),
});

export function registerArchiveRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/archive',
    ability: WRITE_COURSES,
    source: `${SOURCE}/archive.ts`,
    handler: async ({ req, em, user }) => {
      const input = parseSpecBody(archiveBody, req.body);
      if (!input.allowActivation && !input.reasonToNotAllowActivation) throw badRequest('Please correct the highlighted fields.', { reasonToNotAllowActivation: [REASON_NEEDED] });
      await courseWrite(em, user, async (tx) => {
        const offering = await tx.findOne<OfferingRow>(E.courseOfferings, { courseId: input.courseId, academicYearId: input.academicYearId, institutionId: input.institutionId });
        if (!offering) throw notFound(`School ${input.institutionId} does not offer course ${input.courseId} in academic year ${input.academicYearId}.`);
        await lockRow(tx, R.courseOfferings, offering.id);
        await tx.refresh(offering);
        if (offering.isArchived) throw new HttpError(409, 'This offering is already archived; change whether it may be activated with reasonToNotAllowActivation.');
        Object.assign(offering, {
          isArchived: true,
          courseOfferingArchivedTypeId: ARCHIVED_BY_OFFICE,
          archivedOn: new Date(),
          allowActivation: input.allowActivation,
          reasonToNotAllowActivation: input.allowActivation ? null : input.reasonToNotAllowActivation,
        });
        const school = await tx.findOne<InstitutionRow>(E.institutions, { id: offering.institutionId });
        const note = input.allowActivation ? '' : ' (activation needs an authorization number)';
        return { answer: undefined, history: [{ courseId: input.courseId, academicYearId: input.academicYearId, action: `Archived at ${school?.name ?? input.institutionId}${note}` }] };
      });
      return courseDetail(em.fork({ clear: true }), rules, input.courseId, input.academicYearId);
    },
  });

  routes.add({
    method: 'PUT',
    path: '/api/admin/course/reasonToNotAllowActivation/:courseOfferingId(\\d+)',
    ability: WRITE_COURSES,
    source: `${SOURCE}/archive.ts`,
    handler: async ({ req, em, user }) => {
      const courseOfferingId = pathId(req, 'courseOfferingId');
      const { body, expected } = splitVersion(req.body, req.get('if-match'));
      const input = parseSpecBody(reasonBody, body);
      const offering = await courseWrite(em, user, async (tx) => {
        const offering = await tx.findOne<OfferingRow>(E.courseOfferings, { id: courseOfferingId });
        if (!offering) throw notFound(`Course offering ${courseOfferingId} was not found.`);
        await lockRow(tx, R.courseOfferings, offering.id);
        await tx.refresh(offering);
        assertVersion(offering, expected);
        if (!offering.isArchived) throw new HttpError(409, 'This offering is not archived: there is no activation to allow or refuse.');
        const allowActivation = input.allowActivation ?? offering.allowActivation ?? true;
        if (!allowActivation && !input.reasonToNotAllowActivation) throw badRequest('Please correct the highlighted fields.', { reasonToNotAllowActivation: [REASON_NEEDED] });
        Object.assign(offering, { allowActivation, reasonToNotAllowActivation: allowActivation ? null : input.reasonToNotAllowActivation });
        const action = allowActivation ? 'Activation allowed' : 'Reason to not allow activation changed';
        return { answer: offering, history: [{ courseId: offering.courseId, academicYearId: offering.academicYearId, action }] };
      });
      const school = await em.findOne<InstitutionRow>(E.institutions, { id: offering.institutionId });
      return offeringJson(offering, school?.name);
    },
  });
}
