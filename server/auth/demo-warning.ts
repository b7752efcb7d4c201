// The demo sign-ins (admin / demo-admin, analyst / demo-analyst) are fine on a laptop and dangerous on
// a network: at start the server says so when it listens beyond this machine with any of them unchanged.
import { isIP } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { verifyPassword } from './password.js';
import { USER_ENTITY } from './sessions.js';

/** The published demo sign-ins (README, seeds/users.ts). */
export const DEMO_SIGN_INS = [
  { username: 'admin', password: 'demo-admin' },
  { username: 'analyst', password: 'demo-analyst' },
] as const;

/** Whether other machines can reach a server listening on `host` (undefined: every interface). */
export function listensBeyondLoopback(host: string | undefined): boolean {
  if (!host) return true;
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return false;
  if (isIP(h) === 4) return !h.startsWith('127.');
  if (h.startsWith('::ffff:')) return !h.slice(7).startsWith('127.');
  return true;
}

/** The demo accounts whose password is still the published one. */
export async function demoAccountsUnchanged(em: EntityManager): Promise<string[]> {
  const unchanged: string[] = [];
  for (const demo of DEMO_SIGN_INS) {
    const user = await em.findOne<{ username: string; password?: string | null; isActive?: boolean | null }>(USER_ENTITY, { username: demo.username });
    if (user && user.isActive !== false && (await verifyPassword(user.password, demo.password))) unchanged.push(demo.username);
  }
  return unchanged;
}

/** The warning to print, or null when there is nothing to warn about. */
export function demoPasswordWarning(host: string | undefined, unchanged: readonly string[]): string | null {
  if (!listensBeyondLoopback(host) || unchanged.length === 0) return null;
  const where = host ? `on ${host}` : 'on every network interface';
  return [
    `WARNING: the server listens ${where}, and the demo account(s) ${unchanged.join(', ')} still have the published demo password(s).`,
    'Anyone who can reach this machine can sign in with them. Change those passwords (or deactivate the accounts),',
    'or set HOST=127.0.0.1 to listen on this machine only.',
  ].join('\n');
}
