// Access per record of users (resources/users.ts). UC office accounts need AdminManageUCUsers to be
// created, changed or deleted (spec 2 §6); nobody deletes, deactivates or changes the role of their
// own account, acts on an account whose role is above their own, or gives a role they do not match
// (docs/decisions.md, "Accounts"). Pure: the admin UI imports the model.
import type { AccessUser, CrudAction, RecordChange, RecordLookup, RecordScope } from '../../../server/model/define.js';
import { notHeld } from '../roles/record-rules.js';

export const UC_OFFICE = 'ucop';
export const MANAGE_UC_USERS = 'AdminManageUCUsers';
export const UC_USERS_MESSAGE = 'You do not have the proper permission to edit or delete UCOP users.';

/** Everybody with user management reads UC office accounts; only AdminManageUCUsers writes them. */
export function userScope(user: AccessUser, action: CrudAction): RecordScope {
  if (action === 'list' || action === 'show' || user.abilities.includes(MANAGE_UC_USERS)) return true;
  return { userKind: { $ne: UC_OFFICE } };
}

async function roleAbilities(lookup: RecordLookup, roleId: unknown): Promise<string[]> {
  if (roleId == null) return [];
  const role = await lookup.load('roles', Number(roleId));
  return Array.isArray(role?.abilities) ? (role.abilities as string[]) : [];
}

export async function checkUserWrite(user: AccessUser, { action, before, after }: RecordChange, lookup: RecordLookup): Promise<string | null> {
  const own = before !== null && before.id === user.id;
  if (own && action === 'delete') return 'You cannot delete your own account.';
  if (own && before.isActive !== false && after?.isActive === false) return 'You cannot deactivate your own account.';
  const roleChanged = before === null || (before.roleId ?? null) !== (after?.roleId ?? null);
  if (own && roleChanged) return 'You cannot change the role of your own account; another administrator can.';
  if (before && !own) {
    const above = notHeld(user, await roleAbilities(lookup, before.roleId));
    if (above.length) return `You cannot ${action === 'delete' ? 'delete' : 'change'} an account whose role has abilities you do not hold: ${above.join(', ')}.`;
  }
  if (after && roleChanged) {
    const granted = notHeld(user, await roleAbilities(lookup, after.roleId));
    if (granted.length) return `You cannot give a role with abilities you do not hold: ${granted.join(', ')}.`;
  }
  return null;
}
