// What the impersonation tests share: a server, an administrator holding every ability, a limited
// impersonator, analysts and institution users, and readers of the audit trail.
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ABILITY_NAMES } from '../../../core/model/abilities.js';
import { makeAccount, makeRole, type Account } from '../access/support.js';

export interface ImpersonationFixture {
  h: Harness;
  admin: Account;
  analyst: Account;
  analystRole: number;
}

export interface AuditRow {
  entity: string;
  entityId: string;
  auditType: string;
  userId: number | null;
  userName: string;
  impersonatorId: number | null;
  impersonatorName: string | null;
  changes: { field: string; oldValue: unknown; newValue: unknown }[];
}

export const ANALYST_ABILITIES = ['AdminReview', 'AdminSecondReviewQueue', 'CourseApprovalTextFeedback', 'AdminManageSettings'];

export async function startImpersonationFixture(prefix: string): Promise<ImpersonationFixture> {
  const h = await startHarness();
  const admin = await makeAccount(h, `${prefix}-admin`, { abilities: [...ABILITY_NAMES] });
  const analystRole = await makeRole(h, `${prefix}-analyst-role`, ANALYST_ABILITIES);
  const analyst = await makeAccount(h, `${prefix}-analyst`, { roleId: analystRole, userKind: 'analyst', signIn: false });
  return { h, admin, analyst, analystRole };
}

export async function auditEntries(h: Harness, where: Record<string, unknown>): Promise<AuditRow[]> {
  return (await h.db.orm.em.fork().find('AuditEntry', where as never, { orderBy: { id: 'asc' } as never })) as AuditRow[];
}

export const me = async (h: Harness, cookie: string) => (await h.call('GET', '/api/account/me', undefined, cookie)).body?.user;
export const startAnalyst = (h: Harness, cookie: string, id: number) => h.call('POST', `/api/admin/impersonate/analyst/${id}`, {}, cookie);
export const startInstitutionUser = (h: Harness, cookie: string, id: number) => h.call('POST', `/api/admin/impersonate/${id}`, {}, cookie);
export const stop = (h: Harness, cookie: string) => h.call('POST', '/api/admin/impersonate/stop', {}, cookie);
