// POST /api/admin/course/activate/ {courseId, courseOfferingId, ucciAuthorizationNumber}: makes an
// archived offering active again. One archived with allowActivation false needs the UC authorization
// number, which is kept on the offering. Every refusal carries the spec's failure message (spec 1 §8)
// with the reason in modelState.
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { badRequest, HttpError, notFound, toHttpError } from '../http/errors.js';
import { lockRow } from '../crud/row-version.js';
import { SOURCE } from './access.js';
import { WRITE_COURSES } from '../../core/courses/abilities.js';
import { idValue, parseSpecBody, text } from './params.js';
import { E, R, type InstitutionRow, type OfferingRow } from './model.js';
import { courseWrite } from './write.js';
import { courseDetail } from './detail.js';

export const ACTIVATE_FAILED = 'An error has occurred while activating this course.';

const activateBody = z.strictObject({
  courseId: idValue('a course'),
  courseOfferingId: idValue('an offering of this course'),
  ucciAuthorizationNumber: text(40),
});

/** A refusal as the activate modal expects it: the spec's message, the reason by field. */
function asActivationFailure(err: unknown): unknown {
  const http = toHttpError(err);
  if (http.status >= 500) return err;
  return new HttpError(http.status, ACTIVATE_FAILED, http.modelState ?? { _: [http.message] });
}

export function registerActivateRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/activate',
    ability: WRITE_COURSES,
    source: `${SOURCE}/activate.ts`,
    handler: async ({ req, em, user }) => {
      let offering: OfferingRow;
      try {
        const input = parseSpecBody(activateBody, req.body);
        offering = await courseWrite(em, user, async (tx) => {
          const offering = await tx.findOne<OfferingRow>(E.courseOfferings, { id: input.courseOfferingId, courseId: input.courseId });
          if (!offering) throw notFound(`Course ${input.courseId} has no offering ${input.courseOfferingId}.`);
          await lockRow(tx, R.courseOfferings, offering.id);
          await tx.refresh(offering);
          if (!offering.isArchived) throw new HttpError(409, 'This offering is not archived.');
          if (offering.allowActivation === false && !input.ucciAuthorizationNumber)
            throw badRequest('Please correct the highlighted fields.', { ucciAuthorizationNumber: ['This offering may be activated only with a UC authorization number.'] });
          Object.assign(offering, {
            isArchived: false,
            courseOfferingArchivedTypeId: null,
            allowActivation: true,
            reasonToNotAllowActivation: null,
            ucciAuthorizationNumber: input.ucciAuthorizationNumber ?? offering.ucciAuthorizationNumber ?? null,
            activatedOn: new Date(),
          });
          const school = await tx.findOne<InstitutionRow>(E.institutions, { id: offering.institutionId });
          const number = input.ucciAuthorizationNumber ? ` (authorization ${input.ucciAuthorizationNumber})` : '';
          return { answer: offering, history: [{ courseId: offering.courseId, academicYearId: offering.academicYearId, action: `Activated at ${school?.name ?? offering.institutionId}${number}` }] };
        });
      } catch (err) {
        throw asActivationFailure(err);
      }
      return courseDetail(em.fork({ clear: true }), rules, offering.courseId, offering.academicYearId);
    },
  });
}
