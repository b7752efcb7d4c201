import type { Handler } from '../types.js';
import { badRequest } from '../../http/errors.js';
import { serialize } from '../serialize.js';
import { validateBody } from '../validate.js';
import { hashPasswords } from '../field-helpers.js';
import { checkRecordWrite } from '../record-access.js';
import { splitVersion } from '../row-version.js';
import { crossFieldErrors } from '../../../core/model/cross-field.js';
import { assertNoOwnedFieldWrites } from '../owned-fields.js';

export const create: Handler = async (ctx) => {
  const r = ctx.resource;
  // a copied record may carry the version of its original: a new record starts at its own
  const data = validateBody(r, splitVersion(ctx.req.body).body, 'create');
  if (r.idStrategy === 'assigned') {
    const id = (ctx.req.body as Record<string, unknown>).id;
    if (!Number.isInteger(id)) throw badRequest('Please correct the highlighted fields.', { id: ['This list takes an id chosen by you: enter a whole number.'] });
    data.id = id;
  }
  assertNoOwnedFieldWrites(r, data, null);
  const broken = crossFieldErrors(r, data);
  if (Object.keys(broken).length) throw badRequest('Please correct the highlighted fields.', broken);
  await checkRecordWrite(ctx.em, r, ctx.user, { action: 'create', before: null, after: data });
  await hashPasswords(r, data);
  const entity = ctx.em.create(r.entity, data);
  await ctx.em.flush();
  ctx.res.status(201);
  return serialize(r, entity);
};
