// The audit trail's background work on each instance (docs/audit.md): a sealer pass every few seconds,
// a whole verification at start and each night (office time), and what a broken trail raises: the
// metrics audit_chain_broken / audit_verify_last_success_timestamp_seconds and a live notification to
// every administrator who reads the audit trail (the hub's "auditBroken").
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AuditVerifyResult, AuditVerifyStatus } from '../../../core/contract/audit.js';
import { addDays, officeInstant, officeToday } from '../../../core/time/office-time.js';
import { logger } from '../../log.js';
import { whenClosing } from '../../db/when-closing.js';
import { recordAuditVerification } from '../../operations/metrics.js';
import { raiseHubEvent } from '../../hub/raise.js';
import { sealPending } from './sealer.js';
import { verifyTrail } from './verify.js';

export const SEAL_EVERY_MS = 10_000;
/** the nightly verification, in minutes after the office's midnight */
export const NIGHTLY_AT_MINUTES = 3 * 60;

export class AuditWatch {
  private status: AuditVerifyStatus = { checkedAt: null, result: null };
  private timers: NodeJS.Timeout[] = [];
  private nightly?: NodeJS.Timeout;
  private running?: Promise<AuditVerifyResult>;
  private queued?: Promise<AuditVerifyResult>;
  private work = new Set<Promise<unknown>>();

  constructor(private readonly orm: MikroORM) {}

  get last(): AuditVerifyStatus {
    return this.status;
  }

  /** Starts the passes and the verification at start (not awaited: a long trail must not hold the start). */
  start(): void {
    const sealer = setInterval(() => this.track(sealPending(this.orm, { wait: false })), SEAL_EVERY_MS);
    sealer.unref();
    this.timers.push(sealer);
    this.track(this.verify());
    this.scheduleNightly();
    whenClosing(this.orm, () => this.stop());
  }

  /** A sealer pass now, waiting for another instance's: every entry committed before the call is then in a checkpoint. */
  sealNow(): Promise<number> {
    return sealPending(this.orm, { wait: true });
  }

  /**
   * One verification at a time on this instance. The one running may have begun before the entries a
   * caller wrote, so a caller arriving meanwhile gets the next one, shared by all who ask until it starts.
   */
  verify(): Promise<AuditVerifyResult> {
    if (!this.running) return (this.running = this.verifyNow().finally(() => (this.running = undefined)));
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.verify();
      });
    return this.queued;
  }

  private async verifyNow(): Promise<AuditVerifyResult> {
    const result = await verifyTrail(this.orm);
    const wasBroken = this.status.result ? !this.status.result.ok : false;
    const at = new Date();
    this.status = { checkedAt: at.toISOString(), result };
    recordAuditVerification(this.orm, result.ok, at);
    if (!result.ok) {
      logger.error({ firstBrokenEntryId: result.firstBrokenEntryId, reason: result.reason }, 'the audit trail is broken');
      if (!wasBroken) await this.orm.em.fork().transactional((tx) => raiseHubEvent(tx, { kind: 'auditBroken', userId: null, payload: { message: `The audit trail is broken: ${result.reason}` } }));
    }
    return result;
  }

  private scheduleNightly(): void {
    const now = new Date();
    let next = officeInstant(officeToday(now), NIGHTLY_AT_MINUTES);
    if (next <= now) next = officeInstant(addDays(officeToday(now), 1), NIGHTLY_AT_MINUTES);
    this.nightly = setTimeout(() => {
      this.track(this.verify());
      this.scheduleNightly();
    }, next.getTime() - now.getTime());
    this.nightly.unref();
  }

  private track(job: Promise<unknown>): void {
    const p = job.catch((err) => logger.warn({ err }, 'audit trail: background pass failed')).finally(() => this.work.delete(p));
    this.work.add(p);
  }

  private async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    clearTimeout(this.nightly);
    await Promise.all(this.work);
  }
}
