// GET /api/account/institutions: what an institution user has in this back office, read-only: their
// account, and for each institution they belong to its details, their role and permissions there, the
// course list's size per academic year and the institution's submissions by status. Institution users
// have no back-office abilities, so this is the one screen they (or an administrator acting as them)
// see; it answers for the signed-in (or impersonated) user only.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../http/route-table.js';
import type { SessionUser } from '../auth/session-user.js';
import { INSTITUTION_PERMISSIONS } from '../../resources/_institution-permissions.js';
import { INSTITUTION_TYPES, SUBMISSION_STATUSES } from '../../resources/_enums.js';
import type { InstitutionView } from '../../core/contract/impersonation.js';

/** spec 2 §9: a user's institutions are listed up to 1000 */
const MOST_INSTITUTIONS = 1000;

type Row = Record<string, any>;
const nameOf = (list: readonly { id: string | number; name: string }[], id: unknown) => list.find((x) => x.id === id)?.name ?? String(id ?? '');
const byId = (rows: Row[]) => new Map(rows.map((r) => [r.id as number, r]));

export async function institutionView(em: EntityManager, user: SessionUser): Promise<InstitutionView> {
  const person = (await em.findOne('User', { id: user.id })) as Row | null;
  const links = (await em.find('UserInstitution', { userId: user.id }, { limit: MOST_INSTITUTIONS + 1, orderBy: { id: 'asc' } })) as Row[];
  const truncated = links.length > MOST_INSTITUTIONS;
  const kept = links.slice(0, MOST_INSTITUTIONS);
  const ids = kept.map((l) => l.institutionId as number);
  const [institutions, roles, offerings, submissions, position] = await Promise.all([
    ids.length ? (em.find('Institution', { id: { $in: ids } }) as Promise<Row[]>) : [],
    em.find('Role', { id: { $in: kept.map((l) => l.roleId).filter((r) => r != null) } }) as Promise<Row[]>,
    ids.length ? (em.find('CourseOffering', { institutionId: { $in: ids } }, { fields: ['institutionId', 'academicYearId'] }) as Promise<Row[]>) : [],
    ids.length ? (em.find('CourseSubmission', { institutionId: { $in: ids } }, { fields: ['institutionId', 'status'] }) as Promise<Row[]>) : [],
    person?.positionId != null ? (em.findOne('Position', { id: person.positionId }) as Promise<Row | null>) : null,
  ]);
  const years = byId((await em.find('AcademicYear', { id: { $in: [...new Set(offerings.map((o) => o.academicYearId))] } })) as Row[]);
  const institutionsById = byId(institutions);
  const rolesById = byId(roles);

  const rows = kept
    .map((link) => {
      const inst = institutionsById.get(link.institutionId);
      if (!inst) return null;
      const perYear = new Map<number, number>();
      for (const o of offerings) if (o.institutionId === inst.id) perYear.set(o.academicYearId, (perYear.get(o.academicYearId) ?? 0) + 1);
      const perStatus = new Map<string, number>();
      for (const s of submissions) if (s.institutionId === inst.id) perStatus.set(s.status, (perStatus.get(s.status) ?? 0) + 1);
      return {
        userInstitutionId: link.id as number,
        institutionId: inst.id as number,
        name: inst.name as string,
        type: nameOf(INSTITUTION_TYPES, inst.institutionTypeId),
        city: inst.streetCity ?? null,
        cdsCode: inst.cdsCode ?? null,
        atpCode: inst.atpCode ?? null,
        isActive: inst.isActive !== false,
        website: inst.website ?? null,
        phone: inst.phone ?? null,
        role: link.roleId != null ? (rolesById.get(link.roleId)?.name ?? null) : null,
        permissions: ((link.permissions as string[] | null) ?? []).map((p) => nameOf(INSTITUTION_PERMISSIONS, p)),
        // newest academic year first (their names sort as years: "2025-26")
        courseYears: [...perYear]
          .map(([yearId, courses]) => ({ academicYear: (years.get(yearId)?.name as string) ?? String(yearId), courses }))
          .sort((a, b) => b.academicYear.localeCompare(a.academicYear)),
        submissions: SUBMISSION_STATUSES.filter((s) => perStatus.has(s.id)).map((s) => ({ status: s.name, count: perStatus.get(s.id)! })),
      };
    })
    .filter((r): r is NonNullable<typeof r> => r !== null)
    .sort((a, b) => a.name.localeCompare(b.name));

  return {
    account: {
      userId: user.id,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username,
      username: user.username,
      email: user.email,
      phone: (person?.phone as string | null) ?? null,
      position: (position?.name as string | undefined) ?? null,
      role: user.roleName,
      kind: user.userKind ?? null,
    },
    institutions: rows,
    truncated,
  };
}

export function registerInstitutionView(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/account/institutions',
    // one's own memberships: any signed-in user, for themselves (or the user they act as)
    ability: 'authenticated',
    source: 'server/impersonation/institution-view.ts',
    handler: ({ em, user }) => institutionView(em, user),
  });
}
