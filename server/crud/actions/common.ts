// What every generic action shares: the model map, the record id of the path, loading one record.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResourceDef } from '../../../core/model/define.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { HandlerContext } from '../types.js';
import { fieldNamesOfType } from '../field-helpers.js';
import { findInReach } from '../record-access.js';
import type { SessionUser } from '../../auth/session-user.js';
import type { CrudAction } from '../../../core/model/define.js';

export type Model = Map<string, ResourceDef>;

export const m2mFields = (r: ResourceDef) => fieldNamesOfType(r, 'manyToMany');

export function recordId(ctx: HandlerContext): number {
  const raw = ctx.req.params.id;
  if (!/^-?\d+$/.test(raw ?? '') || !Number.isSafeInteger(Number(raw)) || Math.abs(Number(raw)) > 2147483647) throw badRequest('The record id must be a whole number.');
  return Number(raw);
}

/** Loads one record the user may act on with `action`; a record outside their reach is a 403 (record-access.ts). */
export async function findOr404(em: EntityManager, r: ResourceDef, id: number, user?: SessionUser | null, action: CrudAction = 'show'): Promise<object> {
  const entity = await findInReach(em, r, id, user ?? null, action, m2mFields(r));
  if (!entity) throw notFound(`${r.labelSingular ?? r.label} ${id} was not found.`);
  return entity;
}
