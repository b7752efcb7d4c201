// The impersonation calls (server/impersonation/routes.ts, docs/impersonation.md): what each one
// answers, for the server and the screens (custom-screens/impersonation/impersonation-api.ts).

/** The two kinds of account administrators may act as (server/impersonation/rules.ts IMPERSONATION_KINDS). */
export type ImpersonationKind = 'external' | 'analyst';

/** GET candidate/{userId}: who, which kind, and whether the rules allow acting as them. */
export interface ImpersonationCandidate {
  userId: number;
  name: string;
  username: string;
  email: string;
  kind: ImpersonationKind | null;
  kindLabel: string | null;
  allowed: boolean;
  reason: string | null;
  /** the page that starts acting as them: /admin/impersonate/{id} or /impersonate/analyst/{id} */
  path: string | null;
}
