// "Nobody grants an ability they do not hold, and no institution path yields a back-office ability",
// as a property (fast-check): sequences of generic writes (roles, users, positions, the profile) by
// users of random abilities and kinds, each run in a world of its own. After every write, each
// user's abilities as the server computes them for a session (loadSessionUser) are compared with
// before: an ability someone gained must be held by the user who made the write, who is not that
// someone; and an institution account holds none. The seed is fixed, so a failure reproduces.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ReviewFixtures, type StaffUser } from '../review/fixtures.js';
import { loadSessionUser } from '../../../server/auth/sessions.js';
import { INSTITUTION_USER_KIND } from '../../../resources/_enums.js';

const SEED = 20261129;
const RUNS = Number(process.env.PRIVILEGE_RUNS ?? 8);
/** The abilities the worlds deal in: user management, lookups, UC office accounts, and two to be given. */
const POOL = ['AdminUserManagement', 'AdminManageLookups', 'AdminManageUCUsers', 'AdminReview', 'AdminManageSettings'];
const KINDS = [INSTITUTION_USER_KIND, 'analyst', 'ucop'];
const ACTORS = 4;

let h: Harness;
let fx: ReviewFixtures;
let world = 0;

beforeAll(async () => {
  h = await startHarness();
  fx = new ReviewFixtures(h);
}, 120_000);
afterAll(() => h?.close());

interface World {
  users: (StaffUser & { kind: string })[];
  roles: number[];
  positions: number[];
}

/** Users of the given abilities and kinds, each with a role of its own, an institution role and two positions. */
async function makeWorld(actors: { abilities: string[]; kind: string }[]): Promise<World> {
  const n = ++world;
  const users = [];
  for (const a of actors) users.push({ ...(await fx.staff({ abilities: a.abilities, userKind: a.kind, username: `w${n}-${users.length}` })), kind: a.kind });
  const roleIds = await Promise.all(users.map(async (u) => (await fx.row<{ roleId: unknown }>('User', u.id))!.roleId));
  const roles = roleIds.map((r) => (typeof r === 'object' && r ? (r as { id: number }).id : Number(r)));
  const institutionRole = await fx.insert('Role', { name: `w${n}-institution`, abilities: [], institutionRank: 10 });
  roles.push(institutionRole);
  const positions = [await fx.insert('Position', { id: 10_000 + n * 2, name: `w${n}-raises`, institutionType: 1, approvalRoleId: institutionRole }), await fx.insert('Position', { id: 10_001 + n * 2, name: `w${n}-plain`, institutionType: 1 })];
  return { users, roles, positions };
}

type Write = { actor: number; op: 'role-abilities' | 'new-role' | 'user-role' | 'user-kind' | 'position-role' | 'profile-position' | 'user-position'; target: number; abilities: string[]; kind: string };

const writeArb: fc.Arbitrary<Write> = fc.record({
  actor: fc.nat(ACTORS - 1),
  op: fc.constantFrom('role-abilities', 'new-role', 'user-role', 'user-kind', 'position-role', 'profile-position', 'user-position'),
  target: fc.nat(10),
  abilities: fc.subarray(POOL),
  kind: fc.constantFrom(...KINDS),
});

/** Sends one write as the actor; what it answers does not matter, only what it changed. */
async function send(w: World, write: Write): Promise<void> {
  const actor = w.users[write.actor];
  const user = w.users[write.target % w.users.length];
  const role = w.roles[write.target % w.roles.length];
  const position = w.positions[write.target % w.positions.length];
  switch (write.op) {
    case 'role-abilities':
      return void (await h.call('PUT', `/api/rest/roles/${role}`, { abilities: write.abilities }, actor.cookie));
    case 'new-role': {
      const created = await h.call('POST', '/api/rest/roles', { name: `role-${world}-${Math.random()}`, abilities: write.abilities }, actor.cookie);
      if (created.status === 201) w.roles.push(created.body.id);
      return;
    }
    case 'user-role':
      return void (await h.call('PUT', `/api/rest/users/${user.id}`, { roleId: role }, actor.cookie));
    case 'user-kind':
      return void (await h.call('PUT', `/api/rest/users/${user.id}`, { userKind: write.kind }, actor.cookie));
    case 'position-role':
      return void (await h.call('PUT', `/api/rest/positions/${position}`, { approvalRoleId: role }, actor.cookie));
    case 'user-position':
      return void (await h.call('PUT', `/api/rest/users/${user.id}`, { positionId: position }, actor.cookie));
    case 'profile-position': {
      const profile = (await h.call('GET', `/api/admin/membership/profile/${actor.id}`, undefined, actor.cookie)).body;
      return void (await h.call('PUT', `/api/admin/membership/profile/${actor.id}`, { firstName: profile.firstName, lastName: profile.lastName, email: profile.email, positionId: position }, actor.cookie));
    }
  }
}

/** Each user's abilities as a session of theirs would hold them now. */
async function abilitiesOf(w: World): Promise<Map<number, { abilities: string[]; kind: string | null | undefined }>> {
  const em = h.db.orm.em.fork();
  const out = new Map<number, { abilities: string[]; kind: string | null | undefined }>();
  for (const u of w.users) {
    const session = await loadSessionUser(em as never, u.id);
    out.set(u.id, { abilities: session?.abilities ?? [], kind: session?.userKind });
  }
  return out;
}

describe(`privilege only flows down, for any sequence of generic writes (${ENGINE})`, () => {
  it('never gives anyone an ability the writer did not hold, never raises the writer, never gives an institution account one', async () => {
    const actorArb = fc.record({ abilities: fc.subarray(POOL), kind: fc.constantFrom(...KINDS) });
    await fc.assert(
      fc.asyncProperty(fc.array(actorArb, { minLength: ACTORS, maxLength: ACTORS }), fc.array(writeArb, { minLength: 1, maxLength: 8 }), async (actors, writes) => {
        const w = await makeWorld(actors);
        let before = await abilitiesOf(w);
        for (const write of writes) {
          const actor = w.users[write.actor];
          const actorHeld = before.get(actor.id)!.abilities;
          await send(w, write);
          const after = await abilitiesOf(w);
          for (const [id, now] of after) {
            if (now.kind === INSTITUTION_USER_KIND) expect(now.abilities, `institution account ${id} after ${JSON.stringify(write)}`).toEqual([]);
            const gained = now.abilities.filter((a) => !before.get(id)!.abilities.includes(a));
            if (!gained.length) continue;
            expect(id, `user ${id} raised itself with ${gained.join(', ')} by ${JSON.stringify(write)}`).not.toBe(actor.id);
            expect(gained.filter((a) => !actorHeld.includes(a)), `user ${id} gained abilities ${actor.id} does not hold, by ${JSON.stringify(write)}`).toEqual([]);
          }
          before = after;
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);
});
