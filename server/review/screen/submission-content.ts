// What a submission says, as the review screen reads it: the course year of the submission's course
// and academic year (basic info and description), its materials, and what the institution changed.
//
// Materials. A new course's materials are its course year's (nothing is approved yet). A revision
// proposes changes to the catalogue copy without touching it: its modifications list the materials
// it adds (rows on the submission) and the catalogue materials it removes. The screen shows the
// catalogue materials, those removed marked isRemoved, then the added ones marked isAdded.
//
// The materials flag (spec 3 §2 "editing is allowed only when a flag says so"): a new course, or a
// revision whose modifications include course materials (something added or removed).
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../http/errors.js';
import courseYears from '../../../resources/course-years.js';
import courseMaterials from '../../../resources/course-materials.js';
import { materialJson as courseMaterialJson, materialSuffixes } from '../../courses/shapes.js';
import type { CourseYearRow, MaterialRow, SubmissionRow } from './rows.js';

const NEW_COURSE_SUBMISSION_TYPE = 1;

export interface Modifications {
  basic: string[];
  courseMaterial: { added: number[]; removed: number[] };
}

const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number' && Number.isInteger(n)) : []);

/** The stored modifications in their full shape, whatever part of it a submission stored. */
export function modificationsOf(submission: SubmissionRow): Modifications {
  const m = (submission.modifications && typeof submission.modifications === 'object' ? submission.modifications : {}) as Record<string, unknown>;
  const material = (m.courseMaterial && typeof m.courseMaterial === 'object' ? m.courseMaterial : {}) as Record<string, unknown>;
  return {
    basic: Array.isArray(m.basic) ? m.basic.filter((s): s is string => typeof s === 'string') : [],
    courseMaterial: { added: numbers(material.added), removed: numbers(material.removed) },
  };
}

export const isNewCourse = (submission: SubmissionRow) => submission.scenario === 'new' || submission.submissionTypeId === NEW_COURSE_SUBMISSION_TYPE;

/** The submission's materials flag: whether its materials may be edited on the review screen. */
export function materialsEditable(submission: SubmissionRow): boolean {
  if (isNewCourse(submission)) return true;
  const { added, removed } = modificationsOf(submission).courseMaterial;
  return added.length + removed.length > 0;
}

export async function courseYearOf(em: EntityManager, submission: SubmissionRow): Promise<CourseYearRow> {
  const year = await em.findOne<CourseYearRow>(courseYears.entity, { courseId: submission.courseId, academicYearId: submission.academicYearId });
  if (!year) throw notFound(`Course ${submission.courseId} has no record for academic year ${submission.academicYearId}.`);
  return year;
}

/** A material as the review screen shows it: the course's shape (without its row version, nothing is
 * edited through it) marked as added or removed by the revision. */
export function materialJson(m: MaterialRow, suffixes: Map<number, string>, marks: { isAdded?: boolean; isRemoved?: boolean } = {}) {
  const { rowVersion: _unused, ...material } = courseMaterialJson(m, suffixes);
  return { ...material, isAdded: marks.isAdded ?? false, isRemoved: marks.isRemoved ?? false };
}

/** The materials the screen shows for the submission (see the top of this file). */
export async function materialsOf(em: EntityManager, submission: SubmissionRow, year: CourseYearRow) {
  const suffixes = await materialSuffixes(em);
  const catalogue = await em.find<MaterialRow>(courseMaterials.entity, { courseYearId: year.id }, { orderBy: { id: 'asc' } });
  if (isNewCourse(submission)) return catalogue.map((m) => materialJson(m, suffixes));
  const removed = new Set(modificationsOf(submission).courseMaterial.removed);
  const proposed = await em.find<MaterialRow>(courseMaterials.entity, { courseSubmissionId: submission.id }, { orderBy: { id: 'asc' } });
  return [...catalogue.map((m) => materialJson(m, suffixes, { isRemoved: removed.has(m.id) })), ...proposed.map((m) => materialJson(m, suffixes, { isAdded: true }))];
}

export function descriptionJson(submission: SubmissionRow, year: CourseYearRow) {
  return {
    courseSubmissionId: submission.id,
    courseDescription: year.courseDescription ?? null,
    prerequisites: Array.isArray(year.prerequisites) ? year.prerequisites : [],
    corequisites: Array.isArray(year.corequisites) ? year.corequisites : [],
    units: Array.isArray(year.units) ? year.units : [],
  };
}
