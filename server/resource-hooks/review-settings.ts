// GET/POST /api/admin/settings/review and GET /api/admin/rubric/minapprovalvalue (spec 3 §7).
// The settings are the single row with id 1, which the spec's paths leave out. Until that row exists
// its values are the field defaults of the model (resources/review-settings.ts). Saving is the generic
// update of row 1, so validation, access and the audit trail are the same as on every resource.
import { defineServerOverrides, type HandlerContext } from '../crud/types.js';
import { serialize } from '../crud/serialize.js';
import { validateBody } from '../crud/validate.js';
import { update } from '../crud/actions/update.js';
import { fieldDefaults } from '../../core/model/defaults.js';
import { REVIEW_SETTINGS_ID } from '../../core/spec-constants.js';

const READERS = ['AdminManageSettings', 'AdminReview'] as const;

const defaultRow = (ctx: HandlerContext) => ({ id: REVIEW_SETTINGS_ID, ...fieldDefaults(ctx.resource) });

function load(ctx: HandlerContext): Promise<object | null> {
  return ctx.em.findOne<object>(ctx.resource.entity, { id: REVIEW_SETTINGS_ID });
}

export default defineServerOverrides({
  routes: [
    {
      method: 'GET',
      path: '/api/admin/settings/review',
      ability: READERS,
      handler: async (ctx) => serialize(ctx.resource, (await load(ctx)) ?? defaultRow(ctx)),
    },
    {
      method: 'POST',
      path: '/api/admin/settings/review',
      ability: 'AdminManageSettings',
      handler: async (ctx) => {
        validateBody(ctx.resource, ctx.req.body, 'update'); // a bad body must not create the row
        if (!(await load(ctx))) {
          ctx.em.create(ctx.resource.entity, defaultRow(ctx));
          await ctx.em.flush();
        }
        ctx.req.params.id = String(REVIEW_SETTINGS_ID);
        return update(ctx);
      },
    },
    {
      method: 'GET',
      path: '/api/admin/rubric/minapprovalvalue',
      ability: READERS,
      handler: async (ctx) => serialize(ctx.resource, (await load(ctx)) ?? defaultRow(ctx)).minApprovalValue,
    },
  ],
});
