// GET /api/institution/search/{type}?query (spec 2 §7): districts, school networks, ROPs and schools
// by name, CDS or ATP code, with excludeClosedSchools, excludeNonCaSchools and governanceId; and the
// program pickers: program/{programTypeId} and program/except/{institutionId} (every program but
// the one being edited, for connectedProgramId). docs/institutions.md "Look-ups".
import type { Request } from 'express';
import { INSTITUTION_TYPE as T } from '../../resources/_enums.js';
import type { RouteTable } from '../http/route-table.js';
import { likePattern, pathId, queryBool, queryId, queryInt, queryText } from '../http/params.js';
import { LOOKUP_ABILITY } from './abilities.js';
import { findSummaries } from './summary.js';
import type { InstitutionSummary } from '../../core/contract/institutions.js';
import { SEARCH_TYPES } from './type-param.js';
import type { EntityManager } from '@mikro-orm/postgresql';

const source = 'server/institutions/search-routes.ts';
/** Fewer characters than this find nothing: a picker asks as the user types. */
export const MIN_QUERY = 2;

/** The filters every search shares; `requireQuery` makes a short query answer nothing. */
function searchWhere(req: Request, requireQuery: boolean): object | undefined {
  const text = queryText(req, 'query');
  if (requireQuery && (!text || text.length < MIN_QUERY)) return undefined;
  const like = likePattern('query', text);
  const where: Record<string, unknown>[] = [];
  if (like) {
    const prefix = `${text!.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    where.push({ $or: [{ name: { $ilike: like } }, { cdsCode: { $like: prefix } }, { atpCode: { $like: prefix } }] });
  }
  if (queryBool(req, 'excludeClosedSchools', false)) where.push({ isActive: true });
  if (queryBool(req, 'excludeNonCaSchools', false)) where.push({ streetState: 'CA' });
  const governanceId = queryId(req, 'governanceId');
  if (governanceId !== undefined) where.push({ governanceId });
  return { $and: where };
}

async function search(em: EntityManager, req: Request, types: number[], extra: object, requireQuery: boolean): Promise<InstitutionSummary[]> {
  const where = searchWhere(req, requireQuery);
  if (!where) return [];
  const pageSize = queryInt(req, 'pageSize', { min: 1, max: 100, fallback: requireQuery ? 20 : 100 });
  return findSummaries(em, { $and: [where, extra, { institutionTypeId: { $in: types } }] }, pageSize);
}

export function registerSearchRoutes(routes: RouteTable): void {
  // literal paths: they win over the numeric /api/institution/search/{types} of the course search
  for (const [word, types] of Object.entries(SEARCH_TYPES))
    routes.add({ method: 'GET', path: `/api/institution/search/${word}`, ability: LOOKUP_ABILITY, source, handler: ({ em, req }) => search(em, req, types, {}, true) });

  routes.add({
    method: 'GET',
    path: '/api/institution/search/program/except/:institutionId',
    ability: LOOKUP_ABILITY,
    source,
    handler: ({ em, req }) => search(em, req, [T.program], { id: { $ne: pathId(req, 'institutionId') } }, false),
  });
  routes.add({
    method: 'GET',
    path: '/api/institution/search/program/:programTypeId',
    ability: LOOKUP_ABILITY,
    source,
    handler: ({ em, req }) => search(em, req, [T.program], { programTypeId: pathId(req, 'programTypeId') }, false),
  });
}
