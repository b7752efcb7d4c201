// The audit trail screen's calls (server/audit/routes.ts, server/audit/tamper/routes.ts; docs/audit.md).
import type { AuditTrailEntry, AuditVerifyResult, AuditVerifyStatus } from '../../core/contract/audit.js';
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';

/** Who reads the audit trail, as on the server. */
export const AUDIT_ABILITY = 'AdminViewAudit';

export const auditTrailApi = (call: SpecCall) => ({
  status: (signal?: AbortSignal) => call<AuditVerifyStatus>('/api/admin/audit/status', { method: 'GET', signal }),
  verify: () => call<AuditVerifyResult>('/api/admin/audit/verify', { method: 'GET' }),
  latest: (signal?: AbortSignal) => call<{ entries: AuditTrailEntry[] }>('/api/admin/audit/latest?limit=50', { method: 'GET', signal }),
});

/** The export's address for the office days chosen (either may be empty). */
export function exportHref(from: string, to: string): string {
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  const query = q.toString();
  return `/api/admin/audit/export${query ? `?${query}` : ''}`;
}
