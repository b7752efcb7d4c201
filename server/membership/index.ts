// Membership (spec 2 §2–§9 "Membership"): users' institutions with a role and permissions each, the
// verification of new accounts by e-mail, support links, the UC office and unverified lists and the
// outbox. docs/membership.md.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RouteTable } from '../http/route-table.js';
import type { Mailer } from '../mail/mailer.js';
import { setMembershipMail } from './mail-context.js';
import { registerMembershipRoutes } from './routes.js';

export function registerMembershipArea(routes: RouteTable, opts: { orm: MikroORM; mailer: Mailer; publicUrl: string; outboxDir: string | null }): void {
  setMembershipMail(opts.orm.getMetadata(), { mailer: opts.mailer, publicUrl: opts.publicUrl, outboxDir: opts.outboxDir });
  registerMembershipRoutes(routes, opts.outboxDir);
}
