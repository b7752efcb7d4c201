// Who may act as whom (docs/impersonation.md). Pure: the session lookup re-applies the same rules on
// every request, so a change to either account after the start ends what it no longer allows.
import type { Impersonator, SessionUser } from '../auth/session-user.js';

export const IMPERSONATE_ABILITY = 'AdminImpersonate';

/** Holding any of these makes an account an administrator, whom nobody may impersonate. */
export const ADMINISTRATOR_ABILITIES = [IMPERSONATE_ABILITY, 'AdminUserManagement', 'AdminOperatorConsole'] as const;

/** The two kinds of account the spec lets administrators act as, and their start routes. */
export const IMPERSONATION_KINDS = {
  external: { label: 'institution user', uiPath: (id: number) => `/admin/impersonate/${id}` },
  analyst: { label: 'analyst', uiPath: (id: number) => `/impersonate/analyst/${id}` },
} as const;
export type ImpersonationKind = keyof typeof IMPERSONATION_KINDS;

export const isImpersonationKind = (kind: unknown): kind is ImpersonationKind => kind === 'external' || kind === 'analyst';

/** An account as the rules see it: the session user's fields plus whether it may sign in. */
export interface Candidate extends SessionUser {
  isActive: boolean;
}

export class ImpersonationRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export const fullNameOf = (u: { firstName?: string | null; lastName?: string | null; username: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;

/**
 * Why `real` may not act as `target` (expected kind `kind`, or either kind when absent), or null when
 * they may. The order matters only for which message a user sees first.
 */
export function refusal(real: SessionUser, target: Candidate | null, kind?: ImpersonationKind): ImpersonationRefused | null {
  if (real.impersonator) return new ImpersonationRefused(409, `You are already acting as ${fullNameOf(real)}. Stop impersonating first.`);
  if (!real.abilities.includes(IMPERSONATE_ABILITY)) return new ImpersonationRefused(403, 'You do not have permission to do this.');
  if (!target) return new ImpersonationRefused(404, 'There is no such user.');
  if (target.id === real.id) return new ImpersonationRefused(400, 'You cannot impersonate yourself.');
  if (!isImpersonationKind(target.userKind) || (kind && target.userKind !== kind))
    return new ImpersonationRefused(400, `${fullNameOf(target)} is not ${kind ? `an ${IMPERSONATION_KINDS[kind].label}` : 'an institution user or an analyst'}.`);
  if (!target.isActive) return new ImpersonationRefused(400, `${fullNameOf(target)} is not active and cannot be impersonated.`);
  if (ADMINISTRATOR_ABILITIES.some((a) => target.abilities.includes(a))) return new ImpersonationRefused(403, 'An administrator cannot impersonate another administrator.');
  const lacking = target.abilities.filter((a) => !real.abilities.includes(a));
  if (lacking.length) return new ImpersonationRefused(403, `You cannot impersonate a user with abilities you do not hold: ${lacking.join(', ')}.`);
  return null;
}

/**
 * The user a session acts as: the target's identity with only the abilities both hold, and the real
 * user beside it. Never more than the real user has, never the right to impersonate again.
 */
export function actingAs(real: SessionUser, target: SessionUser): SessionUser {
  const impersonator: Impersonator = {
    id: real.id,
    username: real.username,
    firstName: real.firstName,
    lastName: real.lastName,
    roleId: real.roleId,
    abilities: [...real.abilities],
  };
  return {
    id: target.id,
    username: target.username,
    firstName: target.firstName,
    lastName: target.lastName,
    email: target.email,
    roleId: target.roleId,
    roleName: target.roleName,
    userKind: target.userKind ?? null,
    abilities: target.abilities.filter((a) => real.abilities.includes(a) && a !== IMPERSONATE_ABILITY),
    impersonator,
  };
}
