// GET /api/position/:type?programTypeId&isSchoolNetwork — the positions offered for contacts of one
// institution type (spec 2 §7). programTypeId is accepted but does not narrow the list: positions
// are kept per institution type only (docs/resources.md).
import { defineServerOverrides } from '../crud/types.js';
import { serialize } from '../crud/serialize.js';
import { badRequest } from '../http/errors.js';
import { institutionTypeFromParam } from '../membership/institution-type-param.js';

export default defineServerOverrides({
  routes: [
    {
      method: 'GET',
      path: '/api/position/:type',
      ability: 'authenticated',
      handler: async (ctx) => {
        const isSchoolNetwork = String(ctx.req.query.isSchoolNetwork ?? '').toLowerCase() === 'true';
        const type = institutionTypeFromParam(String(ctx.req.params.type), isSchoolNetwork);
        if (type === undefined) throw badRequest(`Unknown institution type "${ctx.req.params.type}".`);
        const rows = await ctx.em.find<{ id: number; institutionType: number }>('Position', { institutionType: type }, { orderBy: { id: 'asc' } });
        return rows.map((p) => serialize(ctx.resource, p, true));
      },
    },
  ],
});
