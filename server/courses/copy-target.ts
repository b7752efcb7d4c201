// The target of a copy to another institution (POST copyto and GET copyto/years): the school must
// exist, be open and differ from the course's own; only a program's or publisher's course is copied
// as an adoption. What the school already has of the course is its adoption of it (a school adopts a
// course once, and a later adoption copy extends that course into more years): the adoption's years
// are the years the school already offers the course in, for an adoption and for a plain copy alike.
// Plain copies are new courses with no link to their source, so they are not recognised here.
import type { EntityManager } from '@mikro-orm/postgresql';
import { badRequest } from '../http/errors.js';
import { courseYearsOf } from './load.js';
import { E, type CourseRow, type InstitutionRow } from './model.js';
import { FieldErrors } from './references.js';
import { mayBeAdopted, NOT_ADOPTABLE } from './adoption.js';
import type { CourseYearSource } from './copy-course-year.js';
import type { CopySource } from './year-availability.js';

export interface CopyTarget {
  target: InstitutionRow;
  /** the school's adoption of the course, when it has one */
  adoption: CourseRow | null;
  /** the years the school already offers the course in (its adoption's) */
  takenYearIds: ReadonlySet<number>;
}

/** Checks the target of a copy of `course` (owned by `owner`); a refusal is a 400 on its field. */
export async function copyTargetOf(em: EntityManager, course: CourseRow, owner: InstitutionRow, toInstitutionId: number, copyAsAdoption: boolean): Promise<CopyTarget> {
  const errors = new FieldErrors();
  const target = await em.findOne<InstitutionRow>(E.institutions, { id: toInstitutionId });
  if (!target) errors.add('toInstitutionId', 'Choose a school from the list.');
  else if (target.id === course.institutionId) errors.add('toInstitutionId', "Choose a school other than the course's own.");
  else if (!target.isActive) errors.add('toInstitutionId', 'This school is closed.');
  if (copyAsAdoption && !mayBeAdopted(owner)) errors.add('copyAsAdoption', NOT_ADOPTABLE);
  if (errors.any || !target) throw badRequest('Please correct the highlighted fields.', errors.state);
  const adoption = await em.findOne<CourseRow>(E.courses, { adoptedFromCourseId: course.id, institutionId: target.id }, { orderBy: { id: 'asc' } });
  const takenYearIds = new Set(adoption ? (await courseYearsOf(em, adoption.id)).map((y) => y.academicYearId) : []);
  return { target, adoption, takenYearIds };
}

/** The course year as the target's course: the rules are asked about it as the target's. */
export function targetCopySource({ target, takenYearIds }: CopyTarget, source: CourseYearSource): CopySource {
  return {
    form: { institution: target, courseLengthId: source.courseYear.courseLengthId, isCte: source.courseYear.isCte, disciplines: source.disciplines },
    disciplines: source.disciplines,
    takenYearIds,
    alreadyOffered: (yearName) => `${target.name} already offers this course in ${yearName}.`,
  };
}
