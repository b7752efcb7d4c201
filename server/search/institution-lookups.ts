// The institution look-ups of spec 1 §7 "Course search" that the search's institution filter uses
// (docs/search.md "Institution look-ups"):
// - GET /api/admin/institution/search?query&pageSize: staff search by name, ATP or CDS code, closed ones included;
// - GET /api/institution/search/{types}?query: open institutions of the given type ids (comma list);
// - GET /api/admin/institution/lookup/?ids: the named institutions, to label a filter read from a URL.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { INSTITUTION_TYPES } from '../../resources/_enums.js';
import { COURSE_ACCESS } from '../../resources/_access.js';
import type { RouteTable } from '../http/route-table.js';
import { badRequest } from '../http/errors.js';
import { idList, likePattern, queryInt, queryText } from '../http/params.js';
import { queryCache, runSql } from '../review/queues/model.js';
import type { InstitutionHit } from '../../core/contract/institution-search.js';

const SEARCH_ABILITY = [...COURSE_ACCESS.list];
const TYPE_IDS: readonly number[] = INSTITUTION_TYPES.map((t) => t.id);
const source = 'server/search/institution-lookups.ts';

type Where = 'search' | 'searchOpenOfTypes' | 'byIds';

const hitsSql = queryCache<Where>(({ t, c }, where) => {
  const col = (p: string) => `i.${c('institution', p)}`;
  const condition = {
    // a name match first, then codes; ilike with the escaped pattern
    search: `(${col('name')} ilike ? or ${col('atpCode')} ilike ? or ${col('cdsCode')} ilike ?)`,
    searchOpenOfTypes: `${col('isActive')} and ${col('institutionTypeId')} = any(?::int[]) and (${col('name')} ilike ? or ${col('atpCode')} ilike ?)`,
    byIds: `${col('id')} = any(?::int[])`,
  }[where];
  return `select ${col('id')} as id, ${col('name')} as name, ${col('atpCode')} as atp_code, ${col('cdsCode')} as cds_code,
      ${col('institutionTypeId')} as type_id, ${col('districtId')} as district_id, ${col('streetCity')} as city, ${col('isActive')} as is_active
    from ${t('institution')} i where ${condition}
    order by ${col('isActive')} desc, ${col('name')}, ${col('id')} limit ?`;
});

function hit(r: Record<string, unknown>): InstitutionHit {
  return {
    institutionId: Number(r.id),
    name: String(r.name),
    atpCode: (r.atp_code as string | null) ?? null,
    cdsCode: (r.cds_code as string | null) ?? null,
    institutionTypeId: Number(r.type_id),
    districtId: r.district_id == null ? null : Number(r.district_id),
    city: (r.city as string | null) ?? null,
    isActive: r.is_active !== false,
  };
}

/** The search text as an ILIKE pattern; fewer than two characters find nothing. */
function pattern(req: Request): string | undefined {
  const text = queryText(req, 'query');
  return text && text.length >= 2 ? likePattern('query', text) : undefined;
}

/** An int4 array parameter as PostgreSQL's literal: the drivers would spread a JS array into a list. */
const intArray = (values: readonly number[]) => `{${values.join(',')}}`;

async function run(em: EntityManager, where: Where, params: unknown[]): Promise<InstitutionHit[]> {
  return (await runSql(em, hitsSql(em, where), params)).map(hit);
}

export function registerInstitutionLookups(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/institution/search',
    ability: SEARCH_ABILITY,
    source,
    handler: async ({ em, req }) => {
      const like = pattern(req);
      const pageSize = queryInt(req, 'pageSize', { min: 1, max: 100, fallback: 20 });
      return like ? run(em, 'search', [like, like, like, pageSize]) : [];
    },
  });
  routes.add({
    method: 'GET',
    path: '/api/institution/search/:types',
    ability: SEARCH_ABILITY,
    source,
    handler: async ({ em, req }) => {
      const types = idList('types', req.params.types);
      const unknown = types.filter((id) => !TYPE_IDS.includes(id));
      if (unknown.length) throw badRequest(`Unknown institution type ${unknown.join(', ')}.`, { types: [`Institution types are ${TYPE_IDS.join(', ')}.`] });
      const like = pattern(req);
      const pageSize = queryInt(req, 'pageSize', { min: 1, max: 100, fallback: 20 });
      return like ? run(em, 'searchOpenOfTypes', [intArray(types), like, like, pageSize]) : [];
    },
  });
  routes.add({
    method: 'GET',
    path: '/api/admin/institution/lookup',
    ability: SEARCH_ABILITY,
    source,
    handler: async ({ em, req }) => {
      const ids = idList('ids', req.query.ids);
      return ids.length ? run(em, 'byIds', [intArray(ids), ids.length]) : [];
    },
  });
}
