// Verifies the whole audit trail in the database: first a sealer pass (waiting for another instance's),
// so every entry committed before the call is in a checkpoint, then every checkpoint and entry in order.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuditVerifyResult } from '../../../core/contract/audit.js';
import { TrailChecker } from './check.js';
import { sealPending } from './sealer.js';
import { sealKeyOf } from './seal-key.js';
import { readTrail } from './trail-reader.js';

export async function verifyTrail(orm: MikroORM): Promise<AuditVerifyResult> {
  await sealPending(orm, { wait: true });
  const checker = new TrailChecker(sealKeyOf(orm));
  for await (const item of readTrail(orm.em.fork(), { tail: true })) if (!checker.add(item)) break;
  return checker.result();
}
