// One course audit as the self-reported calls answer it, with the names of the staff involved.
import type { EntityManager } from '@mikro-orm/postgresql';
import { COURSE_AUDIT_STATUSES, type AuditCancelResponse, type AuditRemovalScope, type CourseAuditStatus } from '../../resources/_course-audits.js';
import { E, iso, type AuditRow } from './model.js';
import type { CourseAuditJson } from '../../core/contract/self-reported.js';

/** "First Last" of the users with these ids. */
export async function userNames(em: EntityManager, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id != null))];
  if (!wanted.length) return new Map();
  const rows = await em.find<{ id: number; firstName: string | null; lastName: string | null; username: string }>(E.users, { id: { $in: wanted } });
  return new Map(rows.map((u) => [u.id, `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.username]));
}

export function auditJson(a: AuditRow, names: Map<number, string>): CourseAuditJson {
  const name = (id: number | null) => (id == null ? null : (names.get(id) ?? `user ${id}`));
  return {
    courseAuditId: a.id,
    courseId: a.courseId,
    academicYearId: a.academicYearId,
    institutionId: a.institutionId,
    title: a.title,
    status: a.status,
    statusName: COURSE_AUDIT_STATUSES.find((s) => s.id === a.status)?.name ?? a.status,
    isActive: a.isActive,
    courseSubmissionId: a.courseSubmissionId ?? null,
    selectedBy: name(a.selectedById),
    selectedOn: iso(a.selectedOn)!,
    cancellationReason: a.cancellationReason ?? null,
    cancellationRequestedOn: iso(a.cancellationRequestedOn),
    response: a.response ?? null,
    responseReason: a.responseReason ?? null,
    respondedBy: name(a.respondedById),
    respondedOn: iso(a.respondedOn),
    removalScope: a.removalScope ?? null,
    removedBy: name(a.removedById),
    removedOn: iso(a.removedOn),
  };
}

/** The audits with the names of who selected, answered and removed them. */
export async function auditsJson(em: EntityManager, rows: readonly AuditRow[]): Promise<CourseAuditJson[]> {
  const names = await userNames(em, rows.flatMap((a) => [a.selectedById, a.respondedById, a.removedById]));
  return rows.map((a) => auditJson(a, names));
}
