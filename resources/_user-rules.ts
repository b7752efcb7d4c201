// Access per record of users (resources/users.ts). UC office accounts need AdminManageUCUsers to be
// created, changed or deleted (spec 2 §6); nobody deletes, deactivates or changes the role or kind of
// their own account, sets their own password without the current one (the profile asks for it), acts
// on an account whose role is above their own, or gives a role they do not match; an institution
// user holds only an institution role (docs/decisions.md, "Accounts"). Pure: the admin UI imports the model.
import type { AccessUser, CrudAction, RecordChange, RecordLookup, RecordScope } from '../core/model/define.js';
import { INSTITUTION_USER_KIND } from './_enums.js';
import { INSTITUTION_ROLE_ONLY, abilitiesOf, notHeld } from './_role-rules.js';

export const UC_OFFICE = 'ucop';
export const MANAGE_UC_USERS = 'AdminManageUCUsers';
export const UC_USERS_MESSAGE = 'You do not have the proper permission to edit or delete UCOP users.';
export const OWN_PASSWORD_MESSAGE = 'To change your own password, use your profile: it asks for your current password.';

/** Everybody with user management reads UC office accounts; only AdminManageUCUsers writes them. */
export function userScope(user: AccessUser, action: CrudAction): RecordScope {
  if (action === 'list' || action === 'show' || user.abilities.includes(MANAGE_UC_USERS)) return true;
  return { userKind: { $ne: UC_OFFICE } };
}

async function roleAbilities(lookup: RecordLookup, roleId: unknown): Promise<string[]> {
  if (roleId == null) return [];
  return abilitiesOf(await lookup.load('roles', Number(roleId)));
}

export async function checkUserWrite(user: AccessUser, { action, before, after }: RecordChange, lookup: RecordLookup): Promise<string | null> {
  const own = before !== null && before.id === user.id;
  if (own && action === 'delete') return 'You cannot delete your own account.';
  if (own && before.isActive !== false && after?.isActive === false) return 'You cannot deactivate your own account.';
  const roleChanged = before === null || (before.roleId ?? null) !== (after?.roleId ?? null);
  const kindChanged = before === null || (before.userKind ?? null) !== (after?.userKind ?? null);
  if (own && roleChanged) return 'You cannot change the role of your own account; another administrator can.';
  if (own && kindChanged) return 'You cannot change the kind of your own account; another administrator can.';
  // the hash of a new password is only in `after` when this write sets one
  if (own && after?.password != null) return OWN_PASSWORD_MESSAGE;
  if (before && !own) {
    const above = notHeld(user, await roleAbilities(lookup, before.roleId));
    if (above.length) return `You cannot ${action === 'delete' ? 'delete' : 'change'} an account whose role has abilities you do not hold: ${above.join(', ')}.`;
  }
  if (after && (roleChanged || kindChanged)) {
    const abilities = await roleAbilities(lookup, after.roleId);
    const granted = notHeld(user, abilities);
    if (granted.length) return `You cannot give a role with abilities you do not hold: ${granted.join(', ')}.`;
    if (after.userKind === INSTITUTION_USER_KIND && abilities.length) return `An institution user cannot hold back-office abilities. ${INSTITUTION_ROLE_ONLY}`;
  }
  return null;
}
