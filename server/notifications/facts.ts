// What the workflows' notifications say, read in the caller's transaction: who hears about an
// institution (its head contact and its course list contact), a course's title in a year, a year's
// name, and the deadlines the templates name (docs/notifications.md "Recipients and placeholders").
import type { EntityManager } from '@mikro-orm/postgresql';
import institutions from '../../resources/institutions.js';
import courseYears from '../../resources/course-years.js';
import academicYears from '../../resources/academic-years.js';
import { recentSubmissionCycles } from '../cycles/current.js';
import { addDays, dayLongWords } from '../../core/time/office-time.js';
import type { Recipient } from './enqueue.js';

interface InstitutionContacts {
  name: string;
  headContactFirstName?: string | null;
  headContactLastName?: string | null;
  headContactEmail?: string | null;
  courseListContactName?: string | null;
  courseListContactEmail?: string | null;
}

/** The institution's name and its contacts: the head contact, then the course list contact (each once). */
export async function institutionAudience(em: EntityManager, institutionId: number): Promise<{ institutionName: string; to: Recipient[] }> {
  const i = await em.findOne<InstitutionContacts & { id: number }>(institutions.entity, { id: institutionId }, { disableIdentityMap: true });
  if (!i) return { institutionName: `Institution ${institutionId}`, to: [] };
  const head = [i.headContactFirstName, i.headContactLastName].filter(Boolean).join(' ');
  return {
    institutionName: i.name,
    to: [
      ...(i.headContactEmail ? [{ email: i.headContactEmail, name: head || null }] : []),
      ...(i.courseListContactEmail ? [{ email: i.courseListContactEmail, name: i.courseListContactName ?? null }] : []),
    ],
  };
}

export async function courseTitle(em: EntityManager, courseId: number, academicYearId: number): Promise<string> {
  const y = await em.findOne<{ courseId: number; academicYearId: number; title: string }>(courseYears.entity, { courseId, academicYearId }, { disableIdentityMap: true });
  return y?.title ?? `Course ${courseId}`;
}

export async function academicYearName(em: EntityManager, academicYearId: number): Promise<string> {
  const y = await em.findOne<{ id: number; name: string }>(academicYears.entity, { id: academicYearId }, { disableIdentityMap: true });
  return y?.name ?? String(academicYearId);
}

/** A stored (exclusive) end date as the day people read: the day before, "March 15, 2026". */
export const shownEnd = (storedEnd: string): string => dayLongWords(addDays(storedEnd.slice(0, 10), -1));

/** {{deadline}}: the end of the current submission cycle, or of its course-audit period. */
export async function deadlineOf(em: EntityManager, kind: 'submission' | 'audit'): Promise<string> {
  const [current] = await recentSubmissionCycles(em);
  if (!current) return kind === 'audit' ? 'the end of the course audit period' : 'the end of the submission period';
  return shownEnd(kind === 'audit' ? current.courseAuditEndDate : current.cycleEndDate);
}
