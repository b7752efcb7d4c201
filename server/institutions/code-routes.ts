// GET /api/institution/atp/{code} and /api/institution/cds/{code} (spec 2 §7): the institution with
// that College Board or county-district-school code, from the seeded directory. A registration or
// form checks a code with them: 404 when no institution has it, 400 when it is not a code at all.
import type { RouteTable } from '../http/route-table.js';
import { HttpError, badRequest } from '../http/errors.js';
import { LOOKUP_ABILITY } from './abilities.js';
import { findSummaries } from './summary.js';

const source = 'server/institutions/code-routes.ts';

const CODES = {
  atp: { field: 'atpCode', pattern: /^\d{6}$/, label: 'ATP code', shape: 'six digits' },
  cds: { field: 'cdsCode', pattern: /^\d{14}$/, label: 'CDS code', shape: 'fourteen digits' },
} as const;

export function registerCodeRoutes(routes: RouteTable): void {
  for (const [kind, c] of Object.entries(CODES))
    routes.add({
      method: 'GET',
      path: `/api/institution/${kind}/:code`,
      ability: LOOKUP_ABILITY,
      source,
      handler: async ({ em, req }) => {
        const code = String(req.params.code).trim();
        if (!c.pattern.test(code)) throw badRequest(`The ${c.label} must be ${c.shape}.`, { code: [`The ${c.label} must be ${c.shape}.`] });
        // a code may have passed from a closed school to its successor: the open one first
        const [found] = await findSummaries(em, { [c.field]: code }, 1);
        if (!found) throw new HttpError(404, `No institution has the ${c.label} ${code}.`);
        return found;
      },
    });
}
