// What the notification tests share: a real SMTP server in the test process whose answers the test
// decides (accept, refuse temporarily, refuse for good), outbox rows read back, and a wait for them.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MikroORM } from '@mikro-orm/postgresql';
import { parseEml } from '../../../server/membership/eml.js';
import type { ParsedMail } from '../../../core/contract/membership.js';
import { DELIVERY_TIMINGS } from '../../../server/notifications/worker.js';

/** Short waits for the tests: a retry after tens of milliseconds, five attempts in all. */
export function shortenDeliveryTimings(): void {
  Object.assign(DELIVERY_TIMINGS, { backoffMs: [40, 80, 120, 160], pollMs: 50, leaseMs: 60_000 });
}

export interface ControlledSmtp {
  url: string;
  received: (ParsedMail & { rcptTo: string[] })[];
  /** how many times the server refused a message */
  refusals: number;
  /** answers for the next messages: true accepts, a string refuses with that reply; empty: accept */
  plan: (refuse: (to: string) => string | null) => void;
  close: () => Promise<void>;
}

export async function startControlledSmtp(): Promise<ControlledSmtp> {
  let refuse: (to: string) => string | null = () => null;
  const state: ControlledSmtp = {
    url: '',
    received: [],
    refusals: 0,
    plan: (fn) => (refuse = fn),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      const reason = refuse(address.address);
      if (reason) {
        state.refusals++;
        const err = new Error(reason) as Error & { responseCode: number };
        err.responseCode = 451;
        return done(err);
      }
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        state.received.push({ ...parseEml(Buffer.concat(chunks).toString('utf8')), rcptTo: session.envelope.rcptTo.map((r) => r.address) });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return state;
}

export interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  template_key: string;
  entity: string | null;
  entity_id: string | null;
  acting_user_id: number | null;
  state: string;
  attempts: number;
  last_error: string | null;
}

export async function outboxRows(orm: MikroORM, where = 'true', params: unknown[] = []): Promise<OutboxRow[]> {
  const rows = await orm.em.fork().getConnection().execute<OutboxRow[]>(`select * from mail_outbox where ${where} order by id`, params);
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts), acting_user_id: r.acting_user_id == null ? null : Number(r.acting_user_id) }));
}

/** Waits until the row is in one of the states (the worker runs on its own). */
export async function waitForState(orm: MikroORM, id: number, states: string[], timeoutMs = 10_000): Promise<OutboxRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await outboxRows(orm, 'id = ?', [id]);
    if (row && states.includes(row.state)) return row;
    if (Date.now() > until) throw new Error(`outbox row ${id} is ${row?.state ?? 'missing'}, not ${states.join(' or ')}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
