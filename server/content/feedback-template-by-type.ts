// POST /api/contentmanagement/feedback/template/{typeId} (spec 1 §7 "GET, POST … /template and
// /template/{typeId}"): saves the template of the statement type named in the path. It is the save by
// type the feedback-templates resource already answers at POST …/template (creates the type's row or
// updates it, sanitized and audited: server/resource-hooks/feedback-templates.ts), with the type
// taken from the path; a body naming another type is refused rather than moved to it.
import { REVIEW_STATEMENT_TYPES } from '../../resources/_enums.js';
import type { RouteTable } from '../http/route-table.js';
import { badRequest, notFound } from '../http/errors.js';
import { pathId } from '../http/params.js';
import { registeredRoute, requestWith } from './delegate.js';

const TEMPLATE_PATH = '/api/contentmanagement/feedback/template';
const source = 'server/content/feedback-template-by-type.ts';

export function registerFeedbackTemplateByType(routes: RouteTable): void {
  const save = registeredRoute(routes, 'POST', TEMPLATE_PATH);
  routes.add({
    method: 'POST',
    path: `${TEMPLATE_PATH}/:typeId(\\d+)`,
    ability: save.ability,
    source,
    handler: (ctx) => {
      const typeId = pathId(ctx.req, 'typeId');
      if (!REVIEW_STATEMENT_TYPES.some((t) => t.id === typeId)) throw notFound(`There is no feedback statement type ${typeId}.`);
      const body: unknown = ctx.req.body ?? {};
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The request body must be a JSON object { template }.');
      const named = (body as Record<string, unknown>).reviewStatementTypeId;
      if (named !== undefined && named !== typeId)
        throw badRequest('The body names another statement type than the path.', { reviewStatementTypeId: [`Must be ${typeId}, the type of the path, or left out.`] });
      return save.handler({ ...ctx, req: requestWith(ctx.req, { body: { ...body, reviewStatementTypeId: typeId } }) });
    },
  });
}
