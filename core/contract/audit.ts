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

/** GET /api/admin/audit/verify (docs/audit.md): whether the trail is as the application wrote it. */
export interface AuditVerifyResult {
  ok: boolean;
  /** entries whose seal (and checkpoint) were checked before the answer */
  checkedEntries: number;
  /** the newest checkpoint read; null while none has been written */
  lastCheckpoint: { sequence: number; lastEntryId: number; createdAt: string } | null;
  /** the first entry found changed, missing or added outside the application */
  firstBrokenEntryId?: number;
  /** what is wrong, in words a person reads */
  reason?: string;
}

/** GET /api/admin/audit/status: the last verification this server made (at start, nightly, or asked for). */
export interface AuditVerifyStatus {
  /** ISO time the verification finished; null: none yet */
  checkedAt: string | null;
  result: AuditVerifyResult | null;
}

/** GET /api/admin/audit/latest: the newest entries of the whole trail, newest first (the audit trail screen). */
export interface AuditTrailEntry {
  id: number;
  /** the resource name ("tags"), or "impersonation" */
  entity: string;
  entityId: string;
  /** the record's name as people read it (server/audit/record-titles.ts); null when it is gone or has none */
  title: string | null;
  auditType: 'I' | 'U' | 'D';
  /** the login name the entry kept, and the person it names as people read it */
  userName: string;
  personName: string | null;
  /** ISO time of the write */
  createdAt: string;
  /** the fields the write changed */
  fields: string[];
}
