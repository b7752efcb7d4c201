// Access per record of roles (resources/roles.ts): nobody grants an ability they do not hold, or
// changes a role above their own, or changes the abilities of the role they hold; and a role given
// to institution users never holds a back-office ability, so no institution path leads to one
// (docs/decisions.md, "Accounts"; docs/workflow-owned-fields.md). Pure: the admin UI imports the model.
import type { AccessUser, RecordChange, RecordLookup } from '../core/model/define.js';
import { INSTITUTION_USER_KIND } from './_enums.js';

export const abilitiesOf = (record: Record<string, unknown> | null | undefined): string[] => (Array.isArray(record?.abilities) ? (record.abilities as string[]) : []);

/** The abilities of the list the user does not hold, in the list's order. */
export const notHeld = (user: AccessUser, abilities: readonly string[]) => abilities.filter((a) => !user.abilities.includes(a));

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));

export const INSTITUTION_ROLE_ONLY = 'Choose an institution role (one without back-office abilities).';

/** What gives this role to institution users, in words; empty when nothing does. */
async function institutionUses(lookup: RecordLookup, roleId: number): Promise<string[]> {
  const [positions, memberships, accounts] = await Promise.all([
    lookup.count('positions', { approvalRoleId: roleId }),
    lookup.count('user-institutions', { roleId }),
    lookup.count('users', { roleId, userKind: INSTITUTION_USER_KIND }),
  ]);
  return [positions && 'a position’s approval role', memberships && 'institution memberships', accounts && 'institution user accounts'].filter((s): s is string => !!s);
}

export async function checkRoleWrite(user: AccessUser, { action, before, after }: RecordChange, lookup: RecordLookup): Promise<string | null> {
  const own = before !== null && before.id === user.roleId;
  if (own && action === 'delete') return 'You cannot delete the role you hold.';
  if (own && !sameSet(abilitiesOf(before), abilitiesOf(after))) return 'You cannot change the abilities of the role you hold; another administrator can.';
  const above = notHeld(user, abilitiesOf(before));
  if (above.length) return `You cannot ${action === 'delete' ? 'delete' : 'change'} a role with abilities you do not hold: ${above.join(', ')}.`;
  const granted = notHeld(user, abilitiesOf(after));
  if (granted.length) return `You cannot grant abilities you do not hold: ${granted.join(', ')}.`;
  if (after && abilitiesOf(after).length) {
    if (after.institutionRank != null) return 'An institution role (one with a rank) cannot hold back-office abilities.';
    const uses = before ? await institutionUses(lookup, Number(before.id)) : [];
    if (uses.length) return `This role is given to institution users (${uses.join(', ')}): it cannot hold back-office abilities.`;
  }
  return null;
}

/** A position raises the role of whoever takes it (spec 2 §4): only ever to an institution role. */
export async function checkPositionWrite(_user: AccessUser, { after }: RecordChange, lookup: RecordLookup): Promise<string | null> {
  if (after?.approvalRoleId == null) return null;
  const role = await lookup.load('roles', Number(after.approvalRoleId));
  return role && abilitiesOf(role).length ? `A position’s approval role must be an institution role: ${INSTITUTION_ROLE_ONLY}` : null;
}
