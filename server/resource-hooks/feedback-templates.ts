// GET /api/contentmanagement/feedback/template/:typeId and POST /api/contentmanagement/feedback/template
// (spec 1 §7): one template per feedback statement type; POST creates or updates by type. The row id
// equals the type id (see resources/feedback-templates.ts). Saving goes through the unit of work so the
// audit trail records the change; validateBody sanitizes the rich text like the generic update.
import { wrap } from '@mikro-orm/core';
import { defineServerOverrides, type HandlerContext } from '../crud/types.js';
import { serialize } from '../crud/serialize.js';
import { validateBody } from '../crud/validate.js';
import { notFound } from '../http/errors.js';
import { REVIEW_STATEMENT_TYPES } from '../../resources/_enums.js';
import type { FeedbackTemplateRow } from '../../resources/_rows.js';

const ENTITY = 'FeedbackTemplate';


type StatementType = FeedbackTemplateRow['reviewStatementTypeId'];

const knownType = (raw: unknown): StatementType | undefined => REVIEW_STATEMENT_TYPES.find((t) => String(t.id) === String(raw))?.id;

const findByType = (ctx: HandlerContext, typeId: StatementType) => ctx.em.findOne<FeedbackTemplateRow>(ENTITY, { reviewStatementTypeId: typeId });

export default defineServerOverrides({
  routes: [
    {
      method: 'GET',
      path: '/api/contentmanagement/feedback/template/:typeId(\\d+)',
      ability: ['AdminManageContent', 'AdminReview'],
      handler: async (ctx) => {
        const typeId = knownType(ctx.req.params.typeId);
        const row = typeId === undefined ? null : await findByType(ctx, typeId);
        if (!row) throw notFound('There is no feedback template for this statement type.');
        return serialize(ctx.resource, row);
      },
    },
    {
      method: 'POST',
      path: '/api/contentmanagement/feedback/template',
      ability: 'AdminManageContent',
      handler: async (ctx) => {
        // both fields required, the type checked against the enum, the template sanitized
        const data = validateBody(ctx.resource, ctx.req.body, 'create') as Pick<FeedbackTemplateRow, 'reviewStatementTypeId' | 'template'>;
        const existing = await findByType(ctx, data.reviewStatementTypeId);
        const row = existing ?? ctx.em.create<FeedbackTemplateRow>(ENTITY, { id: data.reviewStatementTypeId, ...data });
        if (existing) wrap(existing).assign({ template: data.template }, { em: ctx.em });
        await ctx.em.flush();
        return serialize(ctx.resource, row);
      },
    },
  ],
});
