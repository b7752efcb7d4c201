// A school's offering of a course in a year (spec 1 §3 courseOfferings, districtAssociatedSchools):
// POST addschool/{courseId}/{academicYearId} adds one, updateschool/{courseId}/{academicYearId}
// changes its delivery (classroom based, online; neither reads "Not set") and transcript codes.
// A course is offered by its own institution; a district course also by the district's schools.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { badRequest, HttpError } from '../http/errors.js';
import { assertVersion, lockRow, splitVersion } from '../crud/row-version.js';
import { SOURCE } from './access.js';
import { WRITE_COURSES } from '../../core/courses/abilities.js';
import { idValue, optionalFlag, parseSpecBody, pathId, text } from './params.js';
import { loadCourse, loadCourseYear, loadOffering } from './load.js';
import { E, R, type CourseRow, type InstitutionRow, type OfferingRow } from './model.js';
import { courseWrite } from './write.js';
import { courseDetail } from './detail.js';

const transcriptCode = z
  .strictObject({ abbreviation: text(20), code: text(20), isDeleted: optionalFlag() })
  .refine((c) => c.abbreviation != null || c.code != null, { error: 'Enter the code or its abbreviation.', path: ['code'] });

// deleted codes are kept (the school's old codes), so only the codes in use count towards the 20
export const transcriptCodes = z
  .array(transcriptCode)
  .max(200, { error: 'Send at most 200 transcript codes, deleted ones included.' })
  .refine((codes) => codes.filter((c) => !c.isDeleted).length <= 20, { error: 'Use at most 20 transcript codes.' })
  .nullish();

const delivery = {
  isClassroomBased: optionalFlag(),
  isOnline: optionalFlag(),
  transcriptCodes,
};

const addSchoolBody = z.strictObject({ institutionId: idValue('a school'), ...delivery });

// the detail's offering may come back whole: its other fields are changed by archive and activate
const ignored = z.unknown().optional();
const updateSchoolBody = z.strictObject({
  courseOfferingId: idValue('an offering of this course'),
  ...delivery,
  institutionId: ignored,
  institutionName: ignored,
  academicYearId: ignored,
  isArchived: ignored,
  courseOfferingArchivedTypeId: ignored,
  allowActivation: ignored,
  reasonToNotAllowActivation: ignored,
  ucciAuthorizationNumber: ignored,
  archivedOn: ignored,
  activatedOn: ignored,
});

/** Transcript codes in one spelling, to compare a list sent with the stored one. */
const sameShape = (codes: readonly { abbreviation?: string | null; code?: string | null; isDeleted?: boolean }[] | null) =>
  (codes ?? []).map((c) => ({ abbreviation: c.abbreviation ?? null, code: c.code ?? null, isDeleted: c.isDeleted ?? false }));

/** Why `institution` may not offer `course`, or null when it may. */
export function offeringRefusal(course: CourseRow, institution: InstitutionRow): string | null {
  if (institution.id === course.institutionId) return null;
  if (course.isDistrictCourse && institution.districtId === course.institutionId) return null;
  return course.isDistrictCourse ? 'Choose the district itself or one of its schools.' : 'A course is offered by its own institution; choose it, or copy the course to another school.';
}

/** Adds an offering of the course in the year; the caller runs it inside its transaction. */
export async function addOffering(tx: EntityManager, course: CourseRow, academicYearId: number, institutionId: number, values: Partial<OfferingRow> = {}): Promise<OfferingRow> {
  return tx.create<OfferingRow>(E.courseOfferings, {
    courseId: course.id,
    academicYearId,
    institutionId,
    isClassroomBased: false,
    isOnline: false,
    transcriptCodes: [],
    isArchived: false,
    allowActivation: true,
    ...values,
  } as never);
}

export function registerOfferingRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/addschool/:courseId(\\d+)/:academicYearId(\\d+)',
    ability: WRITE_COURSES,
    source: `${SOURCE}/offerings.ts`,
    handler: async ({ req, em, user }) => {
      const courseId = pathId(req, 'courseId');
      const academicYearId = pathId(req, 'academicYearId');
      const input = parseSpecBody(addSchoolBody, req.body);
      const course = await loadCourse(em, courseId);
      await loadCourseYear(em, courseId, academicYearId);
      const institution = await em.findOne<InstitutionRow>(E.institutions, { id: input.institutionId });
      const refusal = !institution ? 'Choose a school from the list.' : !institution.isActive ? 'This school is closed.' : offeringRefusal(course, institution);
      if (refusal) throw badRequest('Please correct the highlighted fields.', { institutionId: [refusal] });
      await courseWrite(em, user, async (tx) => {
        if (await tx.count(E.courseOfferings, { courseId, academicYearId, institutionId: input.institutionId }))
          throw badRequest('Please correct the highlighted fields.', { institutionId: ['This school already offers this course in this academic year.'] });
        await addOffering(tx, course, academicYearId, input.institutionId, { isClassroomBased: input.isClassroomBased, isOnline: input.isOnline, transcriptCodes: input.transcriptCodes ?? [] });
        return { answer: undefined, history: [{ courseId, academicYearId, action: `School ${institution!.name} added` }] };
      });
      return courseDetail(em.fork({ clear: true }), rules, courseId, academicYearId);
    },
  });

  routes.add({
    method: 'POST',
    path: '/api/admin/course/updateschool/:courseId(\\d+)/:academicYearId(\\d+)',
    ability: WRITE_COURSES,
    source: `${SOURCE}/offerings.ts`,
    handler: async ({ req, em, user }) => {
      const courseId = pathId(req, 'courseId');
      const academicYearId = pathId(req, 'academicYearId');
      const { body, expected } = splitVersion(req.body);
      const input = parseSpecBody(updateSchoolBody, body);
      await loadCourseYear(em, courseId, academicYearId);
      await courseWrite(em, user, async (tx) => {
        const offering = await loadOffering(tx, courseId, input.courseOfferingId);
        if (offering.academicYearId !== academicYearId) throw new HttpError(404, `Offering ${offering.id} is not in academic year ${academicYearId}.`);
        await lockRow(tx, R.courseOfferings, offering.id);
        await tx.refresh(offering);
        assertVersion(offering, expected);
        const codes = input.transcriptCodes ?? [];
        // codes sent back as they were (isDeleted spelt out where the stored list left it out) are no change for the audit trail
        const sameCodes = JSON.stringify(sameShape(offering.transcriptCodes)) === JSON.stringify(sameShape(codes));
        Object.assign(offering, { isClassroomBased: input.isClassroomBased, isOnline: input.isOnline, ...(sameCodes ? {} : { transcriptCodes: codes }) });
        const school = await tx.findOne<InstitutionRow>(E.institutions, { id: offering.institutionId });
        return { answer: undefined, history: [{ courseId, academicYearId, action: `School ${school?.name ?? offering.institutionId} updated` }] };
      });
      return courseDetail(em.fork({ clear: true }), rules, courseId, academicYearId);
    },
  });
}
