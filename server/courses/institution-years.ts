// GET /api/academicyear/institution/{institutionId} (spec 1 §7 lookups; the only one of that list
// no resource answered): the academic years of an institution's course list, that is the years in
// which it offers a course or owns one, oldest first, in the shape of /api/academicyear.
import type { RouteTable } from '../http/route-table.js';
import { serialize } from '../crud/serialize.js';
import { SOURCE } from './access.js';
import { READ_COURSES } from '../../core/courses/abilities.js';
import { pathId } from './params.js';
import { loadInstitution } from './load.js';
import { E, R, type AcademicYearRow } from './model.js';

export function registerInstitutionYearRoutes(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/academicyear/institution/:institutionId(\\d+)',
    ability: READ_COURSES,
    source: `${SOURCE}/institution-years.ts`,
    handler: async ({ req, em }) => {
      const institution = await loadInstitution(em, pathId(req, 'institutionId'));
      const offered = await em.find<{ academicYearId: number; institutionId: number }>(E.courseOfferings, { institutionId: institution.id }, { fields: ['academicYearId'] as never });
      const owned = await em.find<{ id: number; institutionId: number }>(E.courses, { institutionId: institution.id }, { fields: ['id'] as never });
      const ownedYears = owned.length ? await em.find<{ academicYearId: number; courseId: number }>(E.courseYears, { courseId: { $in: owned.map((c) => c.id) } }, { fields: ['academicYearId'] as never }) : [];
      const ids = [...new Set([...offered, ...ownedYears].map((r) => r.academicYearId))];
      const years = ids.length ? await em.find<AcademicYearRow>(E.academicYears, { id: { $in: ids } }, { orderBy: { id: 'asc' } }) : [];
      return years.map((y) => serialize(R.academicYears, y, true));
    },
  });
}
