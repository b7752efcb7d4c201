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
  /** external | ucop | analyst (resources/users.ts) */
  userKind?: string | null;
  /**
   * Set while the real user acts as this one (server/impersonation/): then the fields above are the
   * impersonated user's, with only the abilities both hold, and this is who is really signed in.
   */
  impersonator?: Impersonator;
}

/** The real user behind an impersonation. */
export interface Impersonator {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  roleId: number | null;
  abilities: string[];
}

export function hasAbility(user: SessionUser | null | undefined, rule: string | readonly string[] | false): boolean {
  if (!user || rule === false) return false;
  if (rule === 'authenticated') return true;
  const anyOf = typeof rule === 'string' ? [rule] : rule;
  return anyOf.some((a) => a === 'authenticated' || user.abilities.includes(a));
}
