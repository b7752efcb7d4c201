// POST /api/notification/preview renders unsaved template text with sample values for the editor
// (the current cycle year is the real one, server/cycles/current.ts);
// PUT /api/notification (spec 1 §7) updates the template named by body.notificationId. The update is
// validated and sanitized like the generic one and saved through the unit of work (load, assign,
// flush), so the audit trail records it.
import { wrap } from '@mikro-orm/core';
import { z } from 'zod';
import { defineServerOverrides } from '../crud/types.js';
import { parseBody } from '../crud/parse-body.js';
import { serialize } from '../crud/serialize.js';
import { validateBody } from '../crud/validate.js';
import { badRequest, notFound } from '../http/errors.js';
import { SAMPLE_COURSES, SAMPLE_VALUES } from '../../core/content/placeholders.js';
import { renderNotificationTemplate } from '../content/render-template.js';
import { currentCycleYear } from '../cycles/current.js';

const ENTITY = 'NotificationTemplate';
/** Bounds the work of one preview; far above any real template. */
const PREVIEW_MAX_CHARS = 100_000;

const templateText = z.string().max(PREVIEW_MAX_CHARS, `Use at most ${PREVIEW_MAX_CHARS} characters.`).nullish();
const previewBody = z.object({ messageTitleTemplate: templateText, messageTemplate: templateText, collectionTemplate: templateText });

export default defineServerOverrides({
  routes: [
    {
      method: 'POST',
      path: '/api/notification/preview',
      ability: ['AdminManageContent', 'AdminReview'],
      handler: async (ctx) => {
        const template = parseBody(previewBody, ctx.req.body);
        // the current cycle year is known: the preview shows the one mail would carry today
        const values = { ...SAMPLE_VALUES, currentCycleYear: (await currentCycleYear(ctx.em)) ?? SAMPLE_VALUES.currentCycleYear };
        const { title, html } = renderNotificationTemplate(template, { values, courses: SAMPLE_COURSES });
        return { title, html };
      },
    },
    {
      method: 'PUT',
      path: '/api/notification',
      ability: 'AdminManageContent',
      handler: async (ctx) => {
        const body = (ctx.req.body ?? {}) as Record<string, unknown>;
        const id = Number(body.notificationId);
        if (!Number.isInteger(id) || id <= 0) throw badRequest('Please correct the highlighted fields.', { notificationId: ['Name the template to update.'] });
        const entity = await ctx.em.findOne<object>(ENTITY, { id });
        if (!entity) throw notFound(`Notification template ${id} was not found.`);
        const data = validateBody(ctx.resource, body, 'update'); // notificationId and the read-only key are skipped
        wrap(entity).assign(data, { em: ctx.em });
        await ctx.em.flush();
        return serialize(ctx.resource, entity, true);
      },
    },
  ],
});
