// Institution lists of spec 1 §7 "Institutions and districts" and spec 2 §7: programs for the
// program pickers, the institutions of one type, the schools of a district or network, and one
// institution's summary.
import type { Request } from 'express';
import { INSTITUTION_TYPE as T } from '../../resources/_enums.js';
import { OTHER_DISTRICT_ID } from '../../core/spec-constants.js';
import type { RouteTable } from '../http/route-table.js';
import { HttpError } from '../http/errors.js';
import { likePattern, queryBool, queryId, queryInt, queryText } from '../http/params.js';
import { LOOKUP_ABILITY } from './abilities.js';
import { INSTITUTION, findSummaries, notDeleted } from './summary.js';
import { institutionType } from './type-param.js';
import type { EntityManager } from '@mikro-orm/postgresql';

const source = 'server/institutions/list-routes.ts';
const PAGE_SIZE = 25;
const MAX_PROGRAMS = 1000;

/** A page of institutions matching `where`, in the spec's paged shape { total, result }. */
async function paged(em: EntityManager, req: Request, where: Record<string, unknown>) {
  const pageSize = queryInt(req, 'pageSize', { min: 1, max: 1000, fallback: PAGE_SIZE });
  const pageNumber = queryInt(req, 'pageNumber', { min: 1, max: 100_000, fallback: 1 });
  const query = queryText(req, 'query');
  const like = likePattern('query', query);
  // digits search the CDS code from its start (the district and school screens search "by name or CDS code")
  const text = like ? (/^\d{2,14}$/.test(query!) ? { cdsCode: { $like: `${query}%` } } : { name: { $ilike: like } }) : {};
  const countyId = queryId(req, 'countyId');
  const filtered = { ...where, ...text, ...(countyId ? { countyId } : {}), ...(queryBool(req, 'includeClosed', true) ? {} : { isActive: true }) };
  const [total, result] = await Promise.all([em.count(INSTITUTION, notDeleted(filtered)), findSummaries(em, filtered, pageSize, (pageNumber - 1) * pageSize)]);
  return { total, result };
}

function idParam(req: Request): number {
  const raw = String(req.params.id);
  const id = /^-?\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < OTHER_DISTRICT_ID || id === 0 || id > 2147483647) throw new HttpError(400, `The institution id must be a whole number (${OTHER_DISTRICT_ID} for district Other).`, { id: ['Not an institution id.'] });
  return id;
}

export function registerListRoutes(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/institution/programs',
    ability: LOOKUP_ABILITY,
    source,
    handler: ({ em, req }) => findSummaries(em, { institutionTypeId: T.program, ...(queryBool(req, 'includeClosed', false) ? {} : { isActive: true }) }, MAX_PROGRAMS),
  });
  routes.add({
    method: 'GET',
    path: '/api/admin/institution/type/:type',
    ability: LOOKUP_ABILITY,
    source,
    handler: ({ em, req }) => paged(em, req, { institutionTypeId: institutionType('type', String(req.params.type)) }),
  });
  routes.add({
    method: 'GET',
    path: '/api/admin/institution/:id(-?\\d+)/schools',
    ability: LOOKUP_ABILITY,
    source,
    handler: async ({ em, req }) => {
      const id = idParam(req);
      // a district's schools point at it through districtId, a network's through schoolNetworkId
      return paged(em, req, { institutionTypeId: { $in: [T.school, T.onlineSchool, T.rop] }, $or: [{ districtId: id }, { schoolNetworkId: id }] });
    },
  });
  routes.add({
    method: 'GET',
    path: '/api/institution/:id(-?\\d+)',
    ability: LOOKUP_ABILITY,
    source,
    handler: async ({ em, req }) => {
      const id = idParam(req);
      // by id a deleted institution still answers: records that name it (a course's owner) show its name
      const [found] = await findSummaries(em, { id }, 1, 0, true);
      if (!found) throw new HttpError(404, `There is no institution ${id}.`);
      return found;
    },
  });
}
