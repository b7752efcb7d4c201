// Spec 2 §4: "Positions can carry an approval role; saving a position raises the user's role to it.
// Changing the position does not downgrade the role." Applied where a user's position is saved (the
// profile, the users' edit action) inside the same write, with the spec's warnings (§8) for the
// screen. Only a new position counts: saving the same position again leaves a role an administrator
// lowered by hand alone (docs/membership.md "Positions and roles").
import type { EntityManager } from '@mikro-orm/postgresql';
import positions from '../../resources/positions.js';
import type { RowOf } from '../../core/model/row-type.js';
import { isStaffRole, loadRole, positionKeepsRole, positionRaisesRole, roleRank } from './role-ladder.js';

type PositionRow = Pick<RowOf<typeof positions>, 'id' | 'name' | 'approvalRoleId'>;

async function loadPosition(em: EntityManager, id: number | null): Promise<PositionRow | null> {
  if (id == null) return null;
  return em.findOne<PositionRow>(positions.entity, { id } as never, { fields: ['id', 'name', 'approvalRoleId'] as never, disableIdentityMap: true });
}

export interface PositionRoleOutcome {
  /** the role the user holds after the position is saved */
  roleId: number | null;
  warnings: string[];
}

/** The user's role once `newPositionId` replaces `oldPositionId`; `roleId` is the role being saved. */
export async function roleForPosition(em: EntityManager, change: { oldPositionId: number | null; newPositionId: number | null; roleId: number | null }): Promise<PositionRoleOutcome> {
  const unchanged = { roleId: change.roleId, warnings: [] };
  if (change.newPositionId == null || change.newPositionId === change.oldPositionId) return unchanged;
  const position = await loadPosition(em, change.newPositionId);
  if (!position) return unchanged; // the caller's validation names the unknown position
  const [stated, current, oldPosition] = await Promise.all([loadRole(em, position.approvalRoleId), loadRole(em, change.roleId), loadPosition(em, change.oldPositionId)]);
  // only an institution role is ever given by a position (positions refuse any other: resources/positions.ts);
  // a row written before that rule still never leads to a back-office ability
  const approval = stated && !isStaffRole(stated) ? stated : null;
  if (approval && roleRank(approval) > roleRank(current)) return { roleId: approval.id, warnings: [positionRaisesRole(position.name, approval.name)] };
  // the role may have come from a position: say that the new one leaves it as it is
  const mayHaveComeFromPosition = approval !== null || (oldPosition?.approvalRoleId ?? null) !== null;
  if (current && approval?.id !== current.id && mayHaveComeFromPosition) return { roleId: current.id, warnings: [positionKeepsRole(position.name, current.name)] };
  return unchanged;
}
