// The audit trail's calls (server/audit/*): what each answers, for the server and the screens.

/** GET /api/admin/audit/{entity}/{id}/latest: who changed a record last, and when (admin-ui/builder/edit-conflict). */
export interface LastChangeJson {
  /** the write, as the audit trail stores it (server/db/system-entities.ts AuditEntry, kept equal by tests/architecture/contract.test.ts) */
  auditType: 'I' | 'U' | 'D';
  /** ISO time of the write */
  at: string;
  /** null: a write of the system (a workflow's timer, the seed) */
  by: { id: number; name: string } | null;
}
