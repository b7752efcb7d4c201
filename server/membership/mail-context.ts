// Where the membership area sends its mail (verification links) and where the outbox is, per
// application: set once by registerMembershipArea, read by the calls and by the users' create
// override (server/resource-hooks/users.ts), which only sees a request's entity manager.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MetadataStorage } from '@mikro-orm/core';
import type { Mailer } from '../mail/mailer.js';

export interface MembershipMail {
  mailer: Mailer;
  /** PUBLIC_URL: links in mails start with it, never with the request's Host */
  publicUrl: string;
  /** the .eml folder when no SMTP server is named; null when mail goes out through SMTP */
  outboxDir: string | null;
}

const contexts = new WeakMap<MetadataStorage, MembershipMail>();

export function setMembershipMail(metadata: MetadataStorage, mail: MembershipMail): void {
  contexts.set(metadata, mail);
}

export function membershipMailOf(em: EntityManager): MembershipMail {
  const mail = contexts.get(em.getMetadata());
  if (!mail) throw new Error('The membership area was not registered for this database (registerMembershipArea).');
  return mail;
}
