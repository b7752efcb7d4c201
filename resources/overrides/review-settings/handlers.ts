// GET/POST /api/admin/settings/review and GET /api/admin/rubric/minapprovalvalue (spec 3 §7).
// The settings are the single row with id 1. Saving goes through the unit of work (load, assign,
// flush) so the audit trail records who changed which value.
import { defineServerOverrides, type HandlerContext } from '../../../server/crud/types.js';
import { serialize } from '../../../server/crud/serialize.js';
import { badRequest } from '../../../server/http/errors.js';
import { checkReviewSettings } from './validate.js';

const SETTINGS_ID = 1;
const READERS = ['AdminManageSettings', 'AdminReview'] as const;
/** Used while the row is missing; the same values as the field defaults in resources/review-settings.ts. */
const DEFAULTS = { id: SETTINGS_ID, minApprovalValue: 2, takeNextCourseCount: 10, expressReviewEnabled: true };

interface SettingsRow {
  id: number;
  minApprovalValue: number;
  takeNextCourseCount: number;
  expressReviewEnabled: boolean;
}

function load(ctx: HandlerContext): Promise<SettingsRow | null> {
  return ctx.em.findOne<SettingsRow>('ReviewSettings', { id: SETTINGS_ID });
}

export default defineServerOverrides({
  routes: [
    {
      method: 'GET',
      path: '/api/admin/settings/review',
      ability: READERS,
      handler: async (ctx) => serialize(ctx.resource, (await load(ctx)) ?? DEFAULTS),
    },
    {
      method: 'POST',
      path: '/api/admin/settings/review',
      ability: 'AdminManageSettings',
      handler: async (ctx) => {
        const check = checkReviewSettings(ctx.req.body);
        if (!check.ok) throw badRequest(check.message, check.modelState);
        const row = (await load(ctx)) ?? ctx.em.create<SettingsRow>('ReviewSettings', { ...DEFAULTS });
        Object.assign(row, check.values);
        await ctx.em.flush();
        return serialize(ctx.resource, row);
      },
    },
    {
      method: 'GET',
      path: '/api/admin/rubric/minapprovalvalue',
      ability: READERS,
      handler: async (ctx) => ((await load(ctx)) ?? DEFAULTS).minApprovalValue,
    },
  ],
});
