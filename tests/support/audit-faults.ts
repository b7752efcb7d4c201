// An audit writer a test can make fail once, to prove a change rolls back with its audit entry. The
// harness passes it to the ORM in place of the production writer, which it calls otherwise.
import { insertAuditEntry, type AuditWrite } from '../../server/audit/subscriber.js';

export interface AuditFaults {
  write: AuditWrite;
  /** the next audit write throws (and the change it belongs to must not be stored) */
  failNext: () => void;
  /** true while the requested failure has not been met by a write */
  pending: () => boolean;
}

export function auditFaults(): AuditFaults {
  let failNext = false;
  return {
    write: async (em, entry) => {
      if (failNext) {
        failNext = false;
        throw new Error('audit write failed (injected)');
      }
      return insertAuditEntry(em, entry);
    },
    failNext: () => {
      failNext = true;
    },
    pending: () => failNext,
  };
}
