// GET /api/ctepathway/cteindustry/:id — the pathways of one CTE industry sector (spec 1 §7), in the
// shape of the generated /api/ctepathway list.
import { defineServerOverrides } from '../crud/types.js';
import { serialize } from '../crud/serialize.js';
import { badRequest } from '../http/errors.js';

export default defineServerOverrides({
  routes: [
    {
      method: 'GET',
      path: '/api/ctepathway/cteindustry/:id',
      ability: 'authenticated',
      handler: async (ctx) => {
        const industryId = Number(ctx.req.params.id);
        if (!Number.isInteger(industryId)) throw badRequest('The industry id must be a whole number.');
        const rows = await ctx.em.find<{ id: number; cteIndustryId: number }>('CtePathway', { cteIndustryId: industryId }, { orderBy: { id: 'asc' } });
        return rows.map((p) => serialize(ctx.resource, p, true));
      },
    },
  ],
});
