// Entities that belong to the platform rather than to a resource: sign-in sessions and the audit trail.
import { EntitySchema } from '@mikro-orm/core';
import { RateLimitSchema } from '../auth/limiter-table.js';

export class Session {
  id!: string; // sha-256 of the cookie token; the token itself is never stored
  userId!: number;
  createdAt!: Date;
  expiresAt!: Date;
  rememberMe!: boolean;
  ip?: string | null;
  /** the user this session acts as (impersonation, server/impersonation/); null: the user themselves */
  actingAsUserId?: number | null;
}

export const SessionSchema = new EntitySchema<Session>({
  class: Session,
  tableName: 'session',
  properties: {
    id: { type: 'string', primary: true, length: 64 },
    userId: { type: 'integer', index: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    expiresAt: { type: 'datetime', columnType: 'timestamptz', index: true },
    rememberMe: { type: 'boolean', default: false },
    ip: { type: 'string', length: 64, nullable: true },
    actingAsUserId: { type: 'integer', nullable: true },
  },
});

export interface AuditChange {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

export class AuditEntry {
  id!: number;
  entity!: string; // resource name, e.g. "tags"
  entityId!: string;
  auditType!: 'I' | 'U' | 'D';
  userId?: number | null; // null: the system user
  userName!: string;
  createdAt!: Date;
  changes!: AuditChange[];
  via!: string; // api | ops | seed | system
  /** the real user when the write was made while impersonating userId; null otherwise */
  impersonatorId?: number | null;
  impersonatorName?: string | null;
  /** SHA-256(id ‖ HMAC(key, the other columns)), written with the entry (server/audit/tamper/) */
  seal?: string | null;
  /** the checkpoint that holds the entry; null until the sealer's next pass */
  checkpointId?: number | null;
}

export const AuditEntrySchema = new EntitySchema<AuditEntry>({
  class: AuditEntry,
  tableName: 'audit_entry',
  indexes: [{ properties: ['entity', 'entityId'], name: 'audit_entry_entity_idx' }, { properties: ['userId', 'createdAt'], name: 'audit_entry_user_idx' }, { properties: ['checkpointId', 'id'], name: 'audit_entry_checkpoint_idx' }],
  properties: {
    id: { type: 'integer', primary: true },
    entity: { type: 'string', length: 100 },
    entityId: { type: 'string', length: 100 },
    auditType: { type: 'string', length: 1 },
    userId: { type: 'integer', nullable: true },
    userName: { type: 'string', length: 200 },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    changes: { type: 'json' },
    via: { type: 'string', length: 20, default: 'api' },
    impersonatorId: { type: 'integer', nullable: true },
    impersonatorName: { type: 'string', length: 200, nullable: true },
    seal: { type: 'string', length: 64, nullable: true },
    checkpointId: { type: 'integer', nullable: true },
  },
});

export const SYSTEM_ENTITIES: EntitySchema<any>[] = [SessionSchema, AuditEntrySchema];


export class PasswordReset {
  id!: string; // sha-256 of the emailed token
  userId!: number;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt?: Date | null;
}

export const PasswordResetSchema = new EntitySchema<PasswordReset>({
  class: PasswordReset,
  tableName: 'password_reset',
  properties: {
    id: { type: 'string', primary: true, length: 64 },
    userId: { type: 'integer', index: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    expiresAt: { type: 'datetime', columnType: 'timestamptz' },
    usedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});

SYSTEM_ENTITIES.push(PasswordResetSchema);

// the sign-in limiters' table is declared with them (server/auth/limiter-table.ts)
SYSTEM_ENTITIES.push(RateLimitSchema);

import { SearchChangeSchema } from '../search/changes/change-table.js';
SYSTEM_ENTITIES.push(SearchChangeSchema);

// the bytes of accreditation files (server/accreditation/file-content-table.ts)
import { AccreditationFileContentSchema } from '../accreditation/file-content-table.js';
SYSTEM_ENTITIES.push(AccreditationFileContentSchema);

// e-mail verification of accounts created in the back office (server/membership/verification-table.ts)
import { UserVerificationSchema } from '../membership/verification-table.js';
SYSTEM_ENTITIES.push(UserVerificationSchema);

// the bytes of registration attachments (server/registrations/attachment-content-table.ts)
import { RegistrationAttachmentContentSchema } from '../registrations/attachment-content-table.js';
SYSTEM_ENTITIES.push(RegistrationAttachmentContentSchema);

// the admin hub's event log (server/hub/hub-table.ts); a trigger on audit_entry writes it
import { HubEventSchema } from '../hub/hub-table.js';
SYSTEM_ENTITIES.push(HubEventSchema);

// the notification mail outbox (server/notifications/outbox-table.ts)
import { MailOutboxSchema } from '../notifications/outbox-table.js';
SYSTEM_ENTITIES.push(MailOutboxSchema);

// undoable actions (server/undo/undo-table.ts)
import { UndoActionSchema } from '../undo/undo-table.js';
SYSTEM_ENTITIES.push(UndoActionSchema);
// the audit trail's checkpoints (server/audit/tamper/checkpoint-table.ts)
import { AuditCheckpointSchema } from '../audit/tamper/checkpoint-table.js';
SYSTEM_ENTITIES.push(AuditCheckpointSchema);
