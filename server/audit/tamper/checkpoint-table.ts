// The audit trail's checkpoints (docs/audit.md): each one counts, lists and hashes the entries sealed
// since the one before, names that one's MAC and carries its own, so an entry deleted from the
// database, or a checkpoint changed or removed, is found.
import { EntitySchema } from '@mikro-orm/core';

export class AuditCheckpoint {
  /** 1, 2, 3…: taken under a lock from the previous one, so a gap means a checkpoint was removed */
  sequence!: number;
  createdAt!: Date;
  entryCount!: number;
  /** the entries' ids as compact ranges ("1-40,42,45-50") */
  entryRanges!: string;
  /** SHA-256 over the entries' seals in id order */
  root!: string;
  /** the MAC of the checkpoint before; '' for the first */
  previousMac!: string;
  mac!: string;
}

export const AuditCheckpointSchema = new EntitySchema<AuditCheckpoint>({
  class: AuditCheckpoint,
  tableName: 'audit_checkpoint',
  properties: {
    sequence: { type: 'integer', primary: true, autoincrement: false },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    entryCount: { type: 'integer' },
    entryRanges: { type: 'text' },
    root: { type: 'string', length: 64 },
    previousMac: { type: 'string', length: 64 },
    mac: { type: 'string', length: 64 },
  },
});
