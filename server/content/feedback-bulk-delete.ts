// DELETE /api/contentmanagement/feedback {ids} (or ?ids=1,2,3): spec 1 §7 lists DELETE on the feedback
// statements themselves beside DELETE on /feedback/{id}; with no id in the path it removes the
// statements it names, as the list's bulk delete. Each one goes through the single delete the model
// generates (resources/feedback-statements.ts: its ability, access per record, soft delete and audit
// entry), all in one transaction: one that cannot be removed leaves every one as it was.
import type { Request } from 'express';
import type { RouteTable } from '../http/route-table.js';
import { badRequest } from '../http/errors.js';
import { bodyObject, idList } from '../http/params.js';
import { registeredRoute, requestWith } from './delegate.js';

export const FEEDBACK_PATH = '/api/contentmanagement/feedback';
const source = 'server/content/feedback-bulk-delete.ts';

/** The ids from the body or the query, exactly one of them (a comma-separated list or a JSON array). */
function idsOf(req: Request): number[] {
  const body = bodyObject(req, ['ids']);
  const unknownQuery = Object.keys(req.query).find((k) => k !== 'ids');
  if (unknownQuery !== undefined) throw badRequest(`"${unknownQuery}" is not a parameter of this call; it takes ids.`, { [unknownQuery]: ['Unknown parameter.'] });
  const inBody = body.ids !== undefined;
  const inQuery = req.query.ids !== undefined;
  if (inBody && inQuery) throw badRequest('Send ids in the body or in the query, not both.', { ids: ['Send ids once.'] });
  return idList('ids', inBody ? body.ids : req.query.ids);
}

export function registerFeedbackBulkDelete(routes: RouteTable): void {
  const single = registeredRoute(routes, 'DELETE', `${FEEDBACK_PATH}/:id(\\d+)`);
  routes.add({
    method: 'DELETE',
    path: FEEDBACK_PATH,
    // the single delete's ability: the bulk call is that call, once per id
    ability: single.ability,
    source,
    handler: async (ctx) => {
      const ids = idsOf(ctx.req);
      return ctx.em.transactional(async (tx) => {
        const deleted: unknown[] = [];
        for (const id of ids) deleted.push(await single.handler({ ...ctx, em: tx, req: requestWith(ctx.req, { params: { id: String(id) }, query: {} }) }));
        return deleted;
      });
    },
  });
}
