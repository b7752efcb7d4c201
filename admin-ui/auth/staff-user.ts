// The signed-in staff member as the server describes it (window.__BOOT__ and GET /api/account/me).
import type { AccessRule } from '../../core/model/define.js';

export interface StaffUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  roleName: string | null;
  abilities: string[];
  /** external | ucop | analyst */
  userKind?: string | null;
  /** the real user while acting as this one (impersonation, docs/impersonation.md) */
  impersonator?: { id: number; username: string; firstName: string; lastName: string };
}

export interface BootData {
  user: StaffUser | null;
  /** the session's token for writes (X-CSRF-Token); null when signed out */
  csrfToken: string | null;
  appName: string;
}

declare global {
  interface Window {
    __BOOT__?: Partial<BootData>;
  }
}

export const DEFAULT_APP_NAME = 'A–G Course Admin';

export function readBoot(): BootData {
  const boot = typeof window === 'undefined' ? undefined : window.__BOOT__;
  return { user: boot?.user ?? null, csrfToken: boot?.csrfToken ?? null, appName: boot?.appName || DEFAULT_APP_NAME };
}

/** Same rule as the server's hasAbility (server/auth/session-user.ts): any one of the abilities suffices. */
export function hasAbility(abilities: readonly string[] | null | undefined, rule: AccessRule | 'authenticated'): boolean {
  if (!abilities || rule === false) return false;
  const anyOf = typeof rule === 'string' ? [rule] : rule;
  return anyOf.some((a) => a === 'authenticated' || abilities.includes(a));
}

export function fullName(user: Pick<StaffUser, 'firstName' | 'lastName' | 'username'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
