// Access per record of roles (resources/roles.ts): nobody grants an ability they do not hold, or
// changes a role above their own, or changes the abilities of the role they hold (docs/decisions.md,
// "Accounts"). Pure: the admin UI imports the model.
import type { AccessUser, RecordChange } from '../../../server/model/define.js';

const abilitiesOf = (record: Record<string, unknown> | null): string[] => (Array.isArray(record?.abilities) ? (record.abilities as string[]) : []);

/** The abilities of the list the user does not hold, in the list's order. */
export const notHeld = (user: AccessUser, abilities: readonly string[]) => abilities.filter((a) => !user.abilities.includes(a));

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x)) && b.every((x) => a.includes(x));

export function checkRoleWrite(user: AccessUser, { action, before, after }: RecordChange): string | null {
  const own = before !== null && before.id === user.roleId;
  if (own && action === 'delete') return 'You cannot delete the role you hold.';
  if (own && !sameSet(abilitiesOf(before), abilitiesOf(after))) return 'You cannot change the abilities of the role you hold; another administrator can.';
  const above = notHeld(user, abilitiesOf(before));
  if (above.length) return `You cannot ${action === 'delete' ? 'delete' : 'change'} a role with abilities you do not hold: ${above.join(', ')}.`;
  const granted = notHeld(user, abilitiesOf(after));
  if (granted.length) return `You cannot grant abilities you do not hold: ${granted.join(', ')}.`;
  return null;
}
