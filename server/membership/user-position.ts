// The users' edit action (PUT /api/rest/users/{id} and the users screen): a new position with an
// approval role raises the role saved with it, a position change never lowers it (spec 2 §4,
// ./position-role.ts). The role is decided before the generic update, inside its transaction, so the
// record, its rules and its audit entry are written once; the answer carries the warnings (§8).
import type { Handler, HandlerContext } from '../crud/types.js';
import { toInt4 } from '../crud/field-values.js';
import { E } from './model.js';
import { roleForPosition } from './position-role.js';

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);
const idOrNull = (v: unknown): number | null | undefined => (v === null || v === '' ? null : toInt4(v));

export async function updateUserWithPosition(ctx: HandlerContext, generic: Handler): Promise<unknown> {
  const body: unknown = ctx.req.body;
  const id = toInt4(ctx.req.params.id);
  if (!body || typeof body !== 'object' || Array.isArray(body) || !has(body, 'positionId') || id === undefined) return generic(ctx);
  const fields = body as Record<string, unknown>;
  const newPositionId = idOrNull(fields.positionId);
  if (newPositionId === undefined) return generic(ctx); // the generic validation names the bad value
  return ctx.em.transactional(async (tx) => {
    const stored = await tx.findOne<{ positionId: unknown; roleId: unknown }>(E.users, { id } as never, { fields: ['positionId', 'roleId'] as never, disableIdentityMap: true });
    if (!stored) return generic({ ...ctx, em: tx });
    const refId = (v: unknown) => (v == null ? null : typeof v === 'object' ? Number((v as { id: number }).id) : Number(v));
    const roleId = has(fields, 'roleId') ? (idOrNull(fields.roleId) ?? null) : refId(stored.roleId);
    const outcome = await roleForPosition(tx, { oldPositionId: refId(stored.positionId), newPositionId, roleId });
    if (outcome.roleId !== roleId) ctx.req.body = { ...fields, roleId: outcome.roleId };
    const record = (await generic({ ...ctx, em: tx })) as Record<string, unknown>;
    return outcome.warnings.length ? { ...record, warnings: outcome.warnings } : record;
  });
}
