import { wrap } from '@mikro-orm/postgresql';
import type { Handler } from '../types.js';
import { badRequest } from '../../http/errors.js';
import { serialize } from '../serialize.js';
import { validateBody } from '../validate.js';
import { hashPasswords } from '../field-helpers.js';
import { findOr404, recordId } from './common.js';
import { checkRecordWrite, guardedWrite } from '../record-access.js';
import { assertVersion, lockRow, splitVersion } from '../row-version.js';
import { crossFieldErrors } from '../../../core/model/cross-field.js';
import { assertNoOwnedFieldWrites } from '../owned-fields.js';

/**
 * The generic update, in one transaction: lock the row, load it, refuse a stale version (409), apply
 * the changed values, check the record as it will be stored, flush with its audit entry. The body
 * is validated (and a new password hashed) before the lock is taken, to keep the lock short.
 */
export const update: Handler = async (ctx) => {
  const r = ctx.resource;
  const id = recordId(ctx);
  const { body, expected } = splitVersion(ctx.req.body, ctx.req.get('if-match'));
  const data = validateBody(r, body, 'update');
  await hashPasswords(r, data);
  const entity = await guardedWrite(ctx.em, [r.name], async (tx) => {
    await lockRow(tx, r, id);
    // a record this request had already loaded is read again: what counts is the locked row
    const cached = tx.getUnitOfWork().getById(r.entity, id) !== undefined;
    const entity = await findOr404(tx, r, id, ctx.user, 'update');
    if (cached) await tx.refresh(entity);
    assertVersion(entity, expected);
    // forms send the whole record back: leave untouched values alone, so no write and no audit
    // entry claims a change nobody made (dates, for one, come back as text)
    const current = serialize(r, entity);
    for (const key of Object.keys(data)) if (JSON.stringify(current[key] ?? null) === JSON.stringify(data[key] ?? null)) delete data[key];
    assertNoOwnedFieldWrites(r, data, current);
    const after = { ...current, ...data };
    const broken = crossFieldErrors(r, after);
    if (Object.keys(broken).length) throw badRequest('Please correct the highlighted fields.', broken);
    await checkRecordWrite(tx, r, ctx.user, { action: 'update', before: current, after });
    wrap(entity).assign(data, { em: tx });
    return entity;
  });
  return serialize(r, entity);
};
