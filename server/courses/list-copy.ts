// Copying an institution's course list from one academic year to another (spec 1 §7; the body is
// ours, docs/courses-and-review.md "Course detail calls"):
//   POST /api/admin/course/list/copy {institutionId, fromAcademicYearId, toAcademicYearId, courseIds?}
//     each course of the list (its courses offered there in fromAcademicYearId, not archived) gets
//     a record and offerings in toAcademicYearId;
//   POST /api/admin/Course/List/CopyAsAdoption {institutionId, toInstitutionId, fromAcademicYearId,
//     toAcademicYearId, courseIds?}: each course of a program's or publisher's list becomes an
//     adoption of toInstitutionId in toAcademicYearId (a course the school adopted already: that
//     adoption takes the year, as copyto does).
// courseIds narrows the list. Courses that cannot be copied (already there, a year the rules refuse)
// are skipped with their reasons; the others are copied in one transaction.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest } from '../http/errors.js';
import { SOURCE } from './access.js';
import { WRITE_COURSES } from '../../core/courses/abilities.js';
import { idValue, parseSpecBody } from './params.js';
import { loadAcademicYear, loadInstitution } from './load.js';
import { E, type CourseRow, type CourseYearRow, type InstitutionRow, type OfferingRow } from './model.js';
import { FieldErrors } from './references.js';
import { courseWrite, type HistoryLine } from './write.js';
import { isDistrictLike } from './detail.js';
import { copyCourseYear, copyOfferings, readCourseYearSource, type CourseYearSource } from './copy-course-year.js';
import { planYears } from './copy-plan.js';
import { createCourse } from './new-course.js';
import { addOffering } from './offerings.js';
import { mayBeAdopted, NOT_ADOPTABLE } from './adoption.js';

const listBody = {
  institutionId: idValue('an institution'),
  fromAcademicYearId: idValue('an academic year'),
  toAcademicYearId: idValue('an academic year'),
  courseIds: z.array(idValue('a course of the list')).max(1000, { error: 'Choose at most 1000 courses.' }).optional(),
};
const copyListBody = z.strictObject(listBody);
const adoptListBody = z.strictObject({ ...listBody, toInstitutionId: idValue('a school') });

interface ListEntry {
  course: CourseRow;
  source: CourseYearSource;
  offerings: OfferingRow[];
}

interface Skipped {
  courseId: number;
  title: string | null;
  reasons: string[];
}

/** The institution's course list in a year: its courses with a record and a running offering there. */
async function courseList(em: EntityManager, institutionId: number, academicYearId: number, courseIds: readonly number[] | undefined, skipped: Skipped[]): Promise<ListEntry[]> {
  const courses = await em.find<CourseRow>(E.courses, { institutionId, ...(courseIds ? { id: { $in: [...courseIds] } } : {}) }, { orderBy: { id: 'asc' } });
  const out: ListEntry[] = [];
  for (const course of courses) {
    const courseYear = await em.findOne<CourseYearRow>(E.courseYears, { courseId: course.id, academicYearId });
    const offerings = courseYear ? await em.find<OfferingRow>(E.courseOfferings, { courseId: course.id, academicYearId }) : [];
    if (!courseYear || !offerings.some((o) => !o.isArchived)) continue;
    out.push({ course, source: await readCourseYearSource(em, courseYear), offerings });
  }
  const listed = new Set(out.map((e) => e.course.id));
  for (const id of courseIds ?? []) if (!listed.has(id) && !skipped.some((s) => s.courseId === id)) skipped.push({ courseId: id, title: null, reasons: ['Not in the course list of that year.'] });
  return out;
}

async function assessList(em: EntityManager, rules: RuleRuntime, user: SessionUser, entries: ListEntry[], owner: InstitutionRow, toAcademicYearId: number, skipped: Skipped[], taken: (e: ListEntry) => Promise<string | null>) {
  const ready: { entry: ListEntry; shown: string[] }[] = [];
  for (const entry of entries) {
    const refusal = await taken(entry);
    if (refusal) {
      skipped.push({ courseId: entry.course.id, title: entry.source.courseYear.title, reasons: [refusal] });
      continue;
    }
    const { disciplines, courseYear } = entry.source;
    const form = { institution: owner, courseLengthId: courseYear.courseLengthId, isCte: courseYear.isCte, disciplines };
    const plan = await planYears(em, rules, user, { form, disciplines, takenYearIds: new Set() }, [toAcademicYearId], 'toAcademicYearId', `course ${entry.course.id} list copy`);
    if (plan.errors.any) skipped.push({ courseId: entry.course.id, title: courseYear.title, reasons: Object.values(plan.errors.state).flat() });
    else ready.push({ entry, shown: plan.years[0].shown });
  }
  return ready;
}

async function checkYears(em: EntityManager, body: { fromAcademicYearId: number; toAcademicYearId: number }) {
  if (body.fromAcademicYearId === body.toAcademicYearId) throw badRequest('Please correct the highlighted fields.', { toAcademicYearId: ['Choose a year other than the one copied from.'] });
  const from = await loadAcademicYear(em, body.fromAcademicYearId);
  const to = await loadAcademicYear(em, body.toAcademicYearId);
  return { from, to };
}

export function registerListCopyRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/list/copy',
    ability: WRITE_COURSES,
    source: `${SOURCE}/list-copy.ts`,
    handler: async ({ req, em, user }) => {
      const body = parseSpecBody(copyListBody, req.body);
      const owner = await loadInstitution(em, body.institutionId);
      const { from, to } = await checkYears(em, body);
      const skipped: Skipped[] = [];
      const entries = await courseList(em, owner.id, from.id, body.courseIds, skipped);
      const alreadyThere = async (e: ListEntry) => ((await em.count(E.courseYears, { courseId: e.course.id, academicYearId: to.id })) ? `The course is already offered in ${to.name}.` : null);
      const ready = await assessList(em, rules, user, entries, owner, to.id, skipped, alreadyThere);
      const copied = await courseWrite(em, user, async (tx) => {
        const history: HistoryLine[] = [];
        for (const { entry, shown } of ready) {
          await copyCourseYear(tx, entry.source, entry.course.id, to.id, shown);
          copyOfferings(tx, entry.offerings, to.id);
          history.push({ courseId: entry.course.id, academicYearId: to.id, action: `Copied from ${from.name} with the course list of ${owner.name}` });
        }
        return { answer: ready.map(({ entry }) => ({ courseId: entry.course.id, academicYearId: to.id, title: entry.source.courseYear.title })), history };
      });
      return { copied, skipped };
    },
  });

  routes.add({
    method: 'POST',
    path: '/api/admin/Course/List/CopyAsAdoption',
    ability: WRITE_COURSES,
    source: `${SOURCE}/list-copy.ts`,
    handler: async ({ req, res, em, user }) => {
      const body = parseSpecBody(adoptListBody, req.body);
      const owner = await loadInstitution(em, body.institutionId);
      const { from, to } = await checkYears(em, body);
      const errors = new FieldErrors();
      if (!mayBeAdopted(owner)) errors.add('institutionId', NOT_ADOPTABLE);
      const target = await em.findOne<InstitutionRow>(E.institutions, { id: body.toInstitutionId });
      if (!target) errors.add('toInstitutionId', 'Choose a school from the list.');
      else if (target.id === owner.id) errors.add('toInstitutionId', 'Choose a school other than the program itself.');
      else if (!target.isActive) errors.add('toInstitutionId', 'This school is closed.');
      if (errors.any || !target) throw badRequest('Please correct the highlighted fields.', errors.state);
      const skipped: Skipped[] = [];
      const entries = await courseList(em, owner.id, from.id, body.courseIds, skipped);
      const adoptions = new Map<number, CourseRow>();
      const alreadyOffered = async (e: ListEntry) => {
        const adoption = await em.findOne<CourseRow>(E.courses, { adoptedFromCourseId: e.course.id, institutionId: target.id }, { orderBy: { id: 'asc' } });
        if (!adoption) return null;
        if (await em.count(E.courseYears, { courseId: adoption.id, academicYearId: to.id })) return `${target.name} already offers this course in ${to.name}.`;
        adoptions.set(e.course.id, adoption);
        return null;
      };
      const ready = await assessList(em, rules, user, entries, target, to.id, skipped, alreadyOffered);
      const copied = await courseWrite(em, user, async (tx) => {
        const history: HistoryLine[] = [];
        const answer: { courseId: number; newCourseId: number; academicYearId: number; title: string }[] = [];
        for (const { entry, shown } of ready) {
          const adoption = adoptions.get(entry.course.id) ?? (await createCourse(tx, { institutionId: target.id, isDistrictCourse: isDistrictLike(target), adoptedFromCourseId: entry.course.id }));
          await copyCourseYear(tx, entry.source, adoption.id, to.id, shown);
          await addOffering(tx, adoption, to.id, target.id);
          answer.push({ courseId: entry.course.id, newCourseId: adoption.id, academicYearId: to.id, title: entry.source.courseYear.title });
          history.push(
            { courseId: entry.course.id, academicYearId: from.id, action: `Adopted by ${target.name} as course ${adoption.recordId}` },
            { courseId: adoption.id, academicYearId: to.id, action: `Adopted from course ${entry.course.recordId} of ${owner.name}` },
          );
        }
        return { answer, history };
      });
      if (copied.length) res.status(201);
      return { copied, skipped };
    },
  });
}
