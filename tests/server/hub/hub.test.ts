// The live admin hub (issue 11 §1): a write reaches the streams of users entitled to see it and no
// others; the header figures follow; a notification failure goes to its user only; a reconnecting
// stream gets what it missed by Last-Event-ID; an ended session ends the stream; a second instance
// on the same database delivers what the first one wrote, within a second; a burst is delivered whole
// and in order, also a write that committed after a later one; idle streams get heartbeats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import pg from 'pg';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { openSse, type SseStream } from '../../support/sse-client.js';
import { listenForTests } from '../../support/listen.js';
import { openOrm } from '../../../server/db/orm.js';
import { loadCheckedModel } from '../../../server/boot.js';
import { createApp } from '../../../server/app.js';
import { raiseHubEvent } from '../../../server/hub/raise.js';
import { runAs } from '../../../server/audit/context.js';
import { AdminHub, HUB_TIMINGS } from '../../../server/hub/hub.js';
import type { SessionUser } from '../../../server/auth/session-user.js';

let h: Harness;
let admin: string;
let reviewer: string;
let plain: string;
const streams: SseStream[] = [];

const open = async (cookie: string, headers: Record<string, string> = {}, base = h.url) => {
  const s = await openSse(`${base}/api/admin/hub`, { cookie, ...headers });
  streams.push(s);
  return s;
};

beforeAll(async () => {
  h = await startHarness();
  admin = await h.userWith(['AdminManageSettings', 'AdminReviewAccreditation'], 'hubadmin');
  reviewer = await h.userWith(['AdminReviewAccreditation'], 'hubreviewer');
  plain = await h.userWith(['AdminReview'], 'hubplain');
}, 60_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await h?.close();
});

const tagWrite = (name: string) => h.call('POST', '/api/rest/tags', { name }, admin);

/** A "changed" event of one tag, as the audit trail's trigger writes it. */
const tagChange = (id: string) => JSON.stringify({ changes: [{ resource: 'tags', id, type: 'U', userId: null }], resources: ['tags'], count: 1 });
const changedTag = (id: string) => (e: { event: string; data: any }) => e.event === 'recordChanged' && e.data.changes.some((c: { id: string }) => c.id === id);

let markers = 0;
/**
 * Raises a notification for `username` behind everything already in the log, and waits for `stream`
 * (that user's) to receive it. The hub writes the log to each stream in order, so once the marker has
 * come, everything before it the stream was to get has come too: what it has not had, it never gets.
 */
async function markerReached(stream: SseStream, username: string): Promise<void> {
  const message = `marker ${++markers}`;
  const em = h.db.orm.em.fork();
  const [user] = await em.getConnection().execute<{ id: number }[]>(`select id from app_user where username = ?`, [username]);
  await em.transactional(async (tx) => raiseHubEvent(tx, { kind: 'notificationFailed', userId: user.id, payload: { message } }));
  await stream.next((e) => e.event === 'notificationFailed' && e.data.message === message);
}
const isMarker = (e: { event: string; data: any }) => e.event === 'notificationFailed' && /^marker \d+$/.test(e.data.message);

describe(`the admin hub (${ENGINE})`, () => {
  it('refuses strangers and answers a signed-in user with an event stream and its figures', async () => {
    const anonymous = await openSse(`${h.url}/api/admin/hub`);
    expect(anonymous.status).toBe(401);
    anonymous.close();
    // a plain request (not an EventSource) is told what the call is instead of waiting forever
    const plainCall = await h.call('GET', '/api/admin/hub', undefined, reviewer);
    expect(plainCall.status).toBe(406);
    const s = await open(reviewer);
    expect(s.status).toBe(200);
    const stats = await s.next((e) => e.event === 'stats');
    expect(stats.data.stats.map((x: { key: string }) => x.key)).toEqual(['accreditations']);
  });

  it('tells users who may read a resource that a record changed, and no one else', async () => {
    const content = await open(admin);
    const reviewing = await open(reviewer);
    await content.next((e) => e.event === 'stats');
    const created = await tagWrite('Hub tag one');
    expect(created.status).toBe(201);
    const event = await content.next((e) => e.event === 'recordChanged' && e.data.resources.includes('tags'));
    expect(event.id).toMatch(/^\d+$/);
    expect(event.data.changes).toEqual([expect.objectContaining({ resource: 'tags', id: String(created.body.id), type: 'I' })]);
    // the accreditation reviewer may not read tags and hears nothing of it (the admin's stream proves it was sent)
    await markerReached(reviewing, 'hubreviewer');
    expect(reviewing.events.some((e) => e.event === 'recordChanged')).toBe(false);
  });

  it('a rolled-back write raises nothing', async () => {
    const content = await open(admin);
    await content.next((e) => e.event === 'stats');
    const refused = await h.call('POST', '/api/rest/tags', { name: '' }, admin);
    expect(refused.status).toBe(400);
    const marker = await tagWrite('Hub tag after refusal');
    const event = await content.next((e) => e.event === 'recordChanged' && e.data.changes.some((c: { id: string }) => c.id === String(marker.body.id)));
    const before = content.events.filter((e) => e.event === 'recordChanged' && e.data.resources.includes('tags'));
    expect(before.at(-1)).toBe(event);
    expect(before.length).toBe(1);
  });

  it('moves the header figures of those who see them when what they count changes', async () => {
    const s = await open(reviewer);
    const first = await s.next((e) => e.event === 'stats');
    const before = first.data.stats[0].value as number;
    const em = h.db.orm.em.fork();
    const [institution] = await em.getConnection().execute<{ id: number }[]>(`insert into institution (name, institution_type_id) values ('Hub High', 1) returning id`);
    await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
      em.create('AccreditationFile', { institutionId: institution.id, fileName: 'letter.pdf', contentType: 'application/pdf', sizeBytes: 10, statusId: 1, uploadedOn: new Date() } as never);
      await em.flush();
    });
    const moved = await s.next((e) => e.event === 'stats' && e.data.stats[0].value !== before);
    expect(moved.data.stats[0]).toMatchObject({ key: 'accreditations', value: before + 1 });
  });

  it('sends a notification failure to its user only', async () => {
    const mine = await open(reviewer);
    const other = await open(admin);
    await mine.next((e) => e.event === 'stats');
    const [user] = await h.db.orm.em.fork().getConnection().execute<{ id: number }[]>(`select id from app_user where username = 'hubreviewer'`);
    const em = h.db.orm.em.fork();
    await em.transactional(async (tx) => raiseHubEvent(tx, { kind: 'notificationFailed', userId: user.id, payload: { message: 'Your last action completed successfully; however, the system failed to send a notification and/or email.' } }));
    const event = await mine.next((e) => e.event === 'notificationFailed');
    expect(event.data.message).toMatch(/failed to send a notification/);
    await markerReached(other, 'hubadmin');
    expect(other.events.some((e) => e.event === 'notificationFailed' && !isMarker(e))).toBe(false);
  });

  it('replays what a reconnecting stream missed, from its Last-Event-ID', async () => {
    const s = await open(admin);
    await tagWrite('Hub tag before the break');
    const seen = await s.next((e) => e.event === 'recordChanged' && e.data.resources.includes('tags'));
    s.close();
    const missed = await tagWrite('Hub tag during the break');
    const again = await open(admin, { 'last-event-id': seen.id! });
    const replayed = await again.next((e) => e.event === 'recordChanged' && e.data.changes.some((c: { id: string }) => c.id === String(missed.body.id)));
    expect(Number(replayed.id)).toBeGreaterThan(Number(seen.id));
    expect(again.events.filter((e) => e.event === 'recordChanged').every((e) => Number(e.id) > Number(seen.id))).toBe(true);
  });

  it('ends the stream when its session ends', async () => {
    const cookie = await h.signIn('hubplain', 'correct-horse-battery');
    const s = await open(cookie);
    await s.next((e) => e.event === 'stats');
    expect((await h.call('POST', '/api/account/logout', {}, cookie)).status).toBeLessThan(300);
    // a server checks its streams' sessions every half minute; the test runs the check now
    await h.hub.checkSessions();
    await expect.poll(() => s.ended(), { timeout: 2000 }).toBe(true);
  });

  it("follows a user's new abilities: a stream that may now read tags hears of them, its old fellows still do not", async () => {
    const promoted = await h.userWith(['AdminReviewAccreditation'], 'hubpromoted');
    const s = await open(promoted);
    const fellow = await open(reviewer); // the same abilities: the same group, until the role changes
    await s.next((e) => e.event === 'stats');
    await fellow.next((e) => e.event === 'stats');
    const em = h.db.orm.em.fork();
    await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
      const role = (await em.findOneOrFail('Role', { name: 'role-hubpromoted' } as never)) as { abilities: string[] };
      role.abilities = ['AdminReviewAccreditation', 'AdminManageSettings'];
      await em.flush();
    });
    // a server checks its streams' sessions every half minute; the test runs the check now
    await h.hub.checkSessions();
    const created = await tagWrite('Hub tag for the promoted');
    await s.next(changedTag(String(created.body.id)));
    await markerReached(fellow, 'hubreviewer');
    expect(fellow.events.some((e) => e.event === 'recordChanged')).toBe(false);
  });

  it('delivers a burst of events each once, in the order of the log', async () => {
    const s = await open(admin);
    await s.next((e) => e.event === 'stats');
    const names = ['burst-1', 'burst-2', 'burst-3'];
    await h.db.orm.em.fork().transactional(async (tx) => {
      for (const name of names) {
        const [row] = await tx.getConnection().execute<{ id: string }[]>(`insert into hub_event (kind, payload) values ('changed', ?::jsonb) returning id::text as id`, [tagChange(name)], 'all', tx.getTransactionContext());
        await tx.getConnection().execute('select pg_notify(?, ?)', ['admin_hub', row.id], 'all', tx.getTransactionContext());
      }
    });
    await s.next(changedTag('burst-3'));
    const burst = s.events.filter((e) => e.event === 'recordChanged' && names.includes(e.data.changes[0]?.id));
    expect(burst.map((e) => e.data.changes[0].id)).toEqual(names);
    expect(burst.map((e) => Number(e.id))).toEqual(burst.map((e) => Number(e.id)).sort((a, b) => a - b));
  });

  // two writes at once: the one that took its event id first commits last (PGlite has one connection: no two transactions at once)
  it.skipIf(ENGINE === 'pglite')('delivers a write that committed after a later one', async () => {
    const s = await open(admin);
    await s.next((e) => e.event === 'stats');
    const [first, second] = [new pg.Client({ connectionString: h.db.url }), new pg.Client({ connectionString: h.db.url })];
    await first.connect();
    await second.connect();
    try {
      const raise = async (c: pg.Client, name: string) => {
        await c.query('begin');
        const { rows } = await c.query<{ id: string }>(`insert into hub_event (kind, payload) values ('changed', $1::jsonb) returning id::text as id`, [tagChange(name)]);
        await c.query('select pg_notify($1, $2)', ['admin_hub', rows[0].id]);
      };
      await raise(first, 'slow-writer');
      await raise(second, 'quick-writer');
      await second.query('commit');
      await s.next(changedTag('quick-writer'));
      await first.query('commit');
      const late = await s.next(changedTag('slow-writer'));
      expect(s.events.filter(changedTag('slow-writer'))).toEqual([late]);
    } finally {
      await first.end();
      await second.end();
    }
  });

  it('sends idle streams a heartbeat comment', async () => {
    const { resources } = await loadCheckedModel();
    const hub = new AdminHub(h.db.orm, resources, { ...HUB_TIMINGS, heartbeatMs: 100 });
    const user: SessionUser = { id: -1, username: 'heartbeat', firstName: 'Heart', lastName: 'Beat', email: 'hb@example.org', roleId: null, roleName: null, abilities: ['AdminReview'] };
    const app = express();
    app.get('/hub', (req, res) => void hub.addClient(req, res, user));
    const { server, url } = await listenForTests(app);
    try {
      const s = await openSse(`${url}/hub`);
      streams.push(s);
      await s.next((e) => e.event === 'stats');
      const afterHandshake = s.comments();
      await expect.poll(() => s.comments(), { timeout: 2000 }).toBeGreaterThan(afterHandshake + 1);
    } finally {
      await hub.stop();
      await new Promise((r) => server.close(r));
    }
  });

  it('delivers a write made on one instance to the streams of another within a second', async () => {
    const { resources, overrides } = await loadCheckedModel();
    const secondOrm: MikroORM = h.db.url ? await openOrm({ resources, databaseUrl: h.db.url }) : h.db.orm;
    const second = await createApp({ orm: secondOrm, resources, overrides });
    const { server, url } = await listenForTests(second.app);
    try {
      const s = await open(admin, {}, url);
      await s.next((e) => e.event === 'stats');
      const created = await tagWrite('Hub tag across instances');
      const event = await s.next((e) => e.event === 'recordChanged' && e.data.changes.some((c: { id: string }) => c.id === String(created.body.id)), 1000);
      expect(event.data.resources).toContain('tags');
    } finally {
      for (const s of streams) s.close();
      await second.hub.stop();
      await new Promise((r) => server.close(r));
      await second.rules.stop();
      if (secondOrm !== h.db.orm) await secondOrm.close(true);
    }
  });
});
