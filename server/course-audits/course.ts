// The course an audit call names, its publisher, and its running audit.
import type { EntityManager } from '@mikro-orm/postgresql';
import { badRequest, notFound } from '../http/errors.js';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { E, type AuditRow, type PublisherRow } from './model.js';

export interface AuditedCourse {
  id: number;
  institutionId: number;
  publisher: PublisherRow;
}

export async function loadSelfReportedCourse(em: EntityManager, courseId: number): Promise<AuditedCourse> {
  const course = await em.findOne<{ id: number; institutionId: number }>(E.courses, { id: courseId });
  if (!course) throw notFound(`There is no course ${courseId}.`);
  const publisher = await em.findOne<PublisherRow>(E.institutions, { id: course.institutionId });
  if (!publisher || publisher.institutionTypeId !== INSTITUTION_TYPE.onlinePublisher)
    throw badRequest('Only self-reported courses (of an online publisher) are audited.', { courseId: ['This course is not an online publisher course.'] });
  return { id: course.id, institutionId: course.institutionId, publisher };
}

/** The course's running audit in the year (or, with no year, in its latest year), refreshed. */
export async function findRunningAudit(em: EntityManager, courseId: number, academicYearId: number | undefined): Promise<AuditRow | null> {
  const where = { courseId, isActive: true, ...(academicYearId !== undefined ? { academicYearId } : {}) };
  return em.findOne<AuditRow>(E.courseAudits, where, { orderBy: { academicYearId: 'desc', id: 'desc' }, refresh: true });
}
