/** The signed-in staff member as every request sees it. */
export interface SessionUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number | null;
  roleName: string | null;
  abilities: string[];
}

export function hasAbility(user: SessionUser | null | undefined, rule: string | readonly string[] | false): boolean {
  if (!user || rule === false) return false;
  if (rule === 'authenticated') return true;
  const anyOf = typeof rule === 'string' ? [rule] : rule;
  return anyOf.some((a) => a === 'authenticated' || user.abilities.includes(a));
}
