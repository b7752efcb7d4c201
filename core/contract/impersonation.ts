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

/** GET /api/account/institutions: what an institution user has here, read-only (their account, their institutions). */
export interface InstitutionView {
  account: { userId: number; name: string; username: string; email: string; phone: string | null; position: string | null; role: string | null; kind: string | null };
  institutions: {
    userInstitutionId: number;
    institutionId: number;
    name: string;
    type: string;
    city: string | null;
    cdsCode: string | null;
    atpCode: string | null;
    isActive: boolean;
    website: string | null;
    phone: string | null;
    role: string | null;
    permissions: string[];
    courseYears: { academicYear: string; courses: number }[];
    submissions: { status: string; count: number }[];
  }[];
  truncated: boolean;
}
