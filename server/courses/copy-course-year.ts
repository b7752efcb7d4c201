// Copying what a course says in one year into another year of the same or of a new course: basic
// info, description, disciplines and materials. Answers to questions the form does not ask of the
// copy (wet lab, math category 4, decided per target by the course-form rules) are not carried over.
import type { EntityManager } from '@mikro-orm/postgresql';
import { E, type CourseYearRow, type DisciplineRow, type MaterialRow, type OfferingRow } from './model.js';
import { disciplinesOf, materialsOf } from './shapes.js';

export interface CourseYearSource {
  courseYear: CourseYearRow;
  disciplines: DisciplineRow[];
  materials: MaterialRow[];
}

export async function readCourseYearSource(em: EntityManager, courseYear: CourseYearRow): Promise<CourseYearSource> {
  return { courseYear, disciplines: await disciplinesOf(em, courseYear.id), materials: await materialsOf(em, courseYear.id) };
}

const YEAR_FIELDS = [
  'title', 'isCte', 'cteIndustryId', 'ctePathwayId', 'honorsTypeId', 'courseLengthId', 'isGrade9', 'isGrade10', 'isGrade11', 'isGrade12',
  'requiresWetLabActivity', 'isMathCategory4', 'prerequisites', 'corequisites', 'units', 'courseDescription',
] as const satisfies readonly (keyof CourseYearRow)[];

const MATERIAL_FIELDS = [
  'materialTypeId', 'title', 'author', 'publisher', 'edition', 'publicationDate', 'isbn', 'url', 'details', 'isPrimary', 'readInEntirety',
] as const satisfies readonly (keyof MaterialRow)[];

const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, structuredClone(row[k] ?? null)])) as Pick<T, K>;

/** Creates the copy; `shown` are the optional questions the rules ask of it in its year. */
export async function copyCourseYear(tx: EntityManager, source: CourseYearSource, courseId: number, academicYearId: number, shown: readonly string[]): Promise<CourseYearRow> {
  const now = new Date();
  const values = pick(source.courseYear, YEAR_FIELDS);
  if (!shown.includes('requiresWetLabActivity')) values.requiresWetLabActivity = false;
  if (!shown.includes('isMathCategory4')) values.isMathCategory4 = false;
  const copy = tx.create<CourseYearRow>(E.courseYears, { ...values, courseId, academicYearId, createdOn: now, updatedOn: now } as never);
  // references are stored as ids: the copy's id comes with its insert (inside the caller's transaction)
  await tx.flush();
  for (const d of source.disciplines)
    tx.create(E.courseDisciplines, { courseYearId: copy.id, subjectAreaId: d.subjectAreaId, disciplineId: d.disciplineId, languageId: d.languageId, otherLanguage: d.otherLanguage, sortOrder: d.sortOrder });
  for (const m of source.materials) tx.create(E.courseMaterials, { ...pick(m, MATERIAL_FIELDS), courseYearId: copy.id, courseSubmissionId: null });
  return copy;
}

/** The offerings of the source year that still run, for a copy of the same course into another year. */
export function copyOfferings(tx: EntityManager, offerings: readonly OfferingRow[], academicYearId: number): void {
  for (const o of offerings)
    if (!o.isArchived)
      tx.create(E.courseOfferings, {
        courseId: o.courseId,
        academicYearId,
        institutionId: o.institutionId,
        isClassroomBased: o.isClassroomBased,
        isOnline: o.isOnline,
        // a new year starts from the codes in use; the deleted ones stay with the year they were used in
        transcriptCodes: (o.transcriptCodes ?? []).filter((c) => !c.isDeleted).map((c) => ({ ...c })),
        isArchived: false,
        allowActivation: true,
      });
}
