// The course catalogue rows of the plan: one course per plan, one course year per academic year it
// is on the list (basic info, description, disciplines, materials) and its offerings at schools,
// with transcript codes, archiving and activation, tags, course-detail notes and history events.
import { MATERIAL_TYPES } from '../lookups/courses.js';
import type { DemoContext } from './context.js';
import { courseDescription, unitDescriptions } from './descriptions.js';
import { materialsFor, type MaterialSeed } from './materials.js';
import { addDays, officeWallClock } from '../../core/time/office-time.js';
import { workdayMoment } from './office-clock.js';
import type { CoursePlan } from './plan.js';
import type { Random } from './random.js';
import type { CourseYearRow, DemoTables } from './rows.js';
import { HONORS, LENGTH, type CourseTemplate } from './template.js';
import { DISCIPLINE } from '../lookups/curriculum.js';
import { transcriptCodes, type TranscriptCode } from './transcript.js';

export const MATERIAL_TYPE_ID = Object.fromEntries(MATERIAL_TYPES.map((t) => [t.suffix, t.id])) as Record<MaterialSeed['type'], number>;

const FIRST_RECORD_NUMBER = 310_001;

const COURSE_NOTES = [
  'Checked with the counselor: the lab activities take place on campus, not as homework.',
  'Same content as the district course; compare with the district version before deciding.',
  'The school confirmed the new edition of the textbook for next year.',
  'Publisher sent the updated unit outlines by e-mail; they match what is on file.',
  'Honors designation discussed with the school: the comprehensive final is in place.',
  'Course was reactivated after the school showed the revised syllabus.',
  'Keep an eye on the prerequisites: the school plans to drop the Algebra 2 requirement.',
];

const TAG_RULES: [tag: string, applies: (p: CoursePlan) => boolean][] = [
  ['Ethnic Studies', (p) => p.template.title.startsWith('Ethnic Studies')],
  ['Computer Science', (p) => p.template.disciplineId === DISCIPLINE.computerScience || p.template.disciplineId === DISCIPLINE.electiveMathematicsComputerScience],
  ['Data Science', (p) => p.template.title.includes('Data Science')],
  ['Career Technical Education', (p) => p.template.cte !== null],
  ['Online Publisher Course', (p) => p.owner.kind === 'publisher'],
  ['Dual Enrollment', (p) => p.template.honorsTypeId === HONORS.dual],
  ['Honors Review', (p) => p.template.honorsTypeId === HONORS.uc],
  ['Lab Science Verification', (p) => p.owner.kind === 'publisher' && p.template.isLab],
  ['Integrated Course', (p) => p.template.second !== null || p.template.title.startsWith('Integrated')],
];

export function yearLabel(ctx: DemoContext, yearId: number): string {
  return ctx.yearNames.get(yearId) ?? String(yearId);
}

/** The basic info and description of a template for one year, as a course year row without ids. */
export function yearContent(random: Random, ctx: DemoContext, p: CoursePlan, yearId: number): Omit<CourseYearRow, 'id' | 'courseId' | 'createdOn' | 'updatedOn'> {
  const t: CourseTemplate = p.template;
  const grades = new Set(t.grades);
  const cte = t.cte ? ctx.pathways.get(`${t.cte.industry}|${t.cte.pathway}`) : undefined;
  return {
    academicYearId: yearId,
    title: t.title,
    isCte: cte !== undefined,
    cteIndustryId: cte?.cteIndustryId ?? null,
    ctePathwayId: cte?.ctePathwayId ?? null,
    honorsTypeId: t.honorsTypeId,
    courseLengthId: t.courseLengthId,
    isGrade9: grades.has(9),
    isGrade10: grades.has(10),
    isGrade11: grades.has(11),
    isGrade12: grades.has(12),
    // asked only of online publishers' science and elective courses (spec 1 §5)
    requiresWetLabActivity: p.owner.kind === 'publisher' && t.isLab,
    isMathCategory4: t.isMathCategory4,
    prerequisites: [...t.prerequisites],
    corequisites: [...t.corequisites],
    units: unitDescriptions(random, t),
    courseDescription: courseDescription(t),
  };
}

/**
 * This year's revision as the institution entered it (a new title, one more grade, a full year),
 * noting the basic-info property names it changed for the submission's modifications.
 */
function applyRevision(row: CourseYearRow, revision: NonNullable<CoursePlan['revision']>, t: CourseTemplate): void {
  for (const change of revision.changes) {
    if (change === 'title') {
      row.title = `${t.title}: ${t.units[0]}`.slice(0, 200);
      revision.basic.push('title');
    }
    if (change === 'grades') {
      const grade = [9, 10, 11, 12].find((g) => !row[`isGrade${g}` as 'isGrade9']) ?? 9;
      const property = `isGrade${grade}` as 'isGrade9';
      row[property] = !row[property];
      revision.basic.push(property);
    }
    if (change === 'courseLengthId') {
      row.courseLengthId = LENGTH.year;
      revision.basic.push('courseLengthId');
    }
  }
}

export function writeCatalogue(random: Random, ctx: DemoContext, plans: CoursePlan[], t: DemoTables): void {
  const current = ctx.yearIds[ctx.yearIds.length - 1];
  const yearStart = (id: number) => ctx.yearStarts.get(id)!;
  let recordNumber = FIRST_RECORD_NUMBER;
  let courseCode = 1000;
  const codesOf = new Map<number, TranscriptCode[]>();

  for (const p of plans) {
    const createdOn =
      p.origin === 'established'
        ? workdayMoment(random, '2015-08-01', addDays(yearStart(ctx.yearIds[0]), -150))
        : p.firstYearId === current
          ? workdayMoment(random, dayOf(ctx.now, -125), dayOf(ctx.now, -75))
          : workdayMoment(random, addDays(yearStart(p.firstYearId), -230), addDays(yearStart(p.firstYearId), -160));
    const course = t.courses.add({
      recordId: String(recordNumber++),
      institutionId: p.owner.id,
      parentCourseId: p.parent?.courseId ?? null,
      adoptedFromCourseId: p.adoptedFrom?.courseId ?? null,
      isDistrictCourse: p.isDistrictCourse,
      rubricId: null,
      createdOn,
    });
    p.courseId = course.id;
    codesOf.clear();
    if (p.origin === 'new')
      t.courseEvents.add({ courseId: course.id, academicYearId: p.firstYearId, courseSubmissionId: null, action: 'Course created', userId: null, actionDate: createdOn, isSecondReview: false });

    const baseCode = (courseCode += 10);
    // a rollover copies the list: the same materials and the same schools every year
    const materials = materialsFor(random, p.template, p.owner.name);
    const schools = offeringSchools(random, p);
    for (const yearId of ctx.yearIds.filter((y) => y >= p.firstYearId && y <= p.lastYearId)) {
      const rolledOver = yearId > p.firstYearId;
      const yearCreated = rolledOver ? workdayMoment(random, addDays(yearStart(yearId), -75), addDays(yearStart(yearId), -25)) : createdOn;
      const row = t.courseYears.add({ courseId: course.id, createdOn: yearCreated, updatedOn: yearCreated, ...yearContent(random, ctx, p, yearId) });
      if (yearId === current && p.revision) applyRevision(row, p.revision, p.template);
      if (rolledOver)
        t.courseEvents.add({ courseId: course.id, academicYearId: yearId, courseSubmissionId: null, action: `Copied to ${yearLabel(ctx, yearId)}`, userId: null, actionDate: yearCreated, isSecondReview: false });

      t.courseDisciplines.add({ courseYearId: row.id, subjectAreaId: p.template.subjectAreaId, disciplineId: p.template.disciplineId, languageId: p.template.languageId, otherLanguage: null, sortOrder: 0 });
      if (p.template.second)
        t.courseDisciplines.add({ courseYearId: row.id, subjectAreaId: p.template.second.subjectAreaId, disciplineId: p.template.second.disciplineId, languageId: null, otherLanguage: null, sortOrder: 1 });

      for (const m of materials) addMaterial(t, m, { courseYearId: row.id, courseSubmissionId: null });

      for (const school of schools) {
        // four-digit local course numbers, as student information systems print them
        const localCode = 1000 + ((baseCode + (school.id % 7) * 1000) % 8000);
        if (!codesOf.has(school.id)) codesOf.set(school.id, transcriptCodes(random, p.template.title, localCode, p.template.courseLengthId !== LENGTH.semester));
        const archived = p.archived?.yearId === yearId;
        const archivedOn = archived ? workdayMoment(random, minDay(addDays(yearStart(yearId), 20), dayOf(ctx.now, -3)), minDay(addDays(yearStart(yearId), 200), dayOf(ctx.now, -3))) : null;
        const reactivated = !archived && yearId === current && p.origin === 'established' && random.chance(0.01);
        t.courseOfferings.add({
          courseId: course.id,
          academicYearId: yearId,
          institutionId: school.id,
          isClassroomBased: !(p.owner.isOnline || school.isOnlineSchool) || random.chance(0.05),
          isOnline: p.owner.isOnline || school.isOnlineSchool || random.chance(0.04),
          transcriptCodes: codesOf.get(school.id)!,
          isArchived: archived,
          courseOfferingArchivedTypeId: archived ? (p.archived!.byOffice ? 2 : 1) : null,
          archivedOn,
          allowActivation: !(archived && p.archived!.byOffice),
          reasonToNotAllowActivation: archived && p.archived!.byOffice ? 'The course content no longer meets the subject-area criteria; submit it again as a new course.' : null,
          ucciAuthorizationNumber: reactivated ? `UCCI-${yearLabel(ctx, yearId).slice(0, 4)}-${String(random.int(100, 9999)).padStart(4, '0')}` : null,
          activatedOn: reactivated ? workdayMoment(random, minDay(yearStart(yearId), dayOf(ctx.now, -10)), dayOf(ctx.now, -10)) : null,
        });
        if (archived && school === schools[0])
          t.courseEvents.add({ courseId: course.id, academicYearId: yearId, courseSubmissionId: null, action: p.archived!.byOffice ? 'Archived by the office' : 'Archived by the institution', userId: p.archived!.byOffice ? ctx.administrator.id : null, actionDate: archivedOn!, isSecondReview: false });
      }
    }

    for (const [tag, applies] of TAG_RULES) {
      const tagId = ctx.tagIds.get(tag);
      if (tagId && applies(p) && random.chance(0.6)) t.courseTags.add({ courseId: course.id, tagId });
    }
    if (random.chance(0.025)) {
      const author = random.pick(ctx.analysts);
      const since = maxDay(officeWallClock(createdOn).day, dayOf(ctx.now, -200));
      t.courseNotes.add({ courseId: course.id, courseSubmissionId: null, note: random.pick(COURSE_NOTES), createdById: author.id, createdOn: workdayMoment(random, minDay(since, dayOf(ctx.now, -1)), dayOf(ctx.now, -1)) });
    }
    // courses approved before the years shown carry the rubric of that review
    const approvable = ctx.rubrics.filter((r) => r.value >= ctx.minApprovalValue);
    if (p.origin === 'established' && approvable.length && random.chance(0.3)) course.rubricId = random.pick(approvable).id;
  }
}

export function addMaterial(t: DemoTables, m: MaterialSeed, owner: { courseYearId: number | null; courseSubmissionId: number | null }) {
  return t.courseMaterials.add({
    courseYearId: owner.courseYearId,
    courseSubmissionId: owner.courseSubmissionId,
    materialTypeId: MATERIAL_TYPE_ID[m.type],
    title: m.title,
    author: m.author,
    publisher: m.publisher,
    edition: m.edition,
    publicationDate: m.publicationDate,
    isbn: m.isbn,
    url: m.url,
    details: m.details,
    isPrimary: m.isPrimary,
    readInEntirety: m.readInEntirety,
  });
}

/** The schools that offer the course: the owner, or two to six of a district's high schools. */
function offeringSchools(random: Random, p: CoursePlan) {
  if (p.owner.kind !== 'district') return p.owner.offeredAt;
  return random.sample(p.owner.offeredAt, random.int(2, 6)).sort((a, b) => a.id - b.id);
}

/** The office's day `deltaDays` from `now` (negative: before). */
function dayOf(now: Date, deltaDays: number): string {
  return addDays(officeWallClock(now).day, deltaDays);
}
const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);
