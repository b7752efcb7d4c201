// The figures the two approval-rate reports share: approved, not approved, decided and their ratio.
import type { ReportColumn } from '../../core/contract/reporting.js';
import { int } from './sql.js';

export const APPROVAL_COLUMNS: ReportColumn[] = [
  { key: 'approved', header: 'Approved', kind: 'count' },
  { key: 'notApproved', header: 'Not approved', kind: 'count' },
  { key: 'decided', header: 'Decided', kind: 'count' },
  { key: 'approvalRate', header: 'Approval rate', kind: 'rate' },
];

/** From a row with approved and not_approved counts (pg sends them as text). */
export function approvalRow(r: Record<string, unknown>) {
  const approved = int(r.approved);
  const notApproved = int(r.not_approved);
  const decided = approved + notApproved;
  return { approved, notApproved, decided, approvalRate: decided === 0 ? null : approved / decided };
}
