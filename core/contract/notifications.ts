// The notification outbox calls (server/notifications/routes.ts): what each one takes and answers, for
// the server and the screens (custom-screens/notifications/notifications-api.ts).

/** A mail's state in the outbox. */
export const MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export interface StoredDelivery {
  id: number;
  recipient: string;
  subject: string;
  templateKey: string;
  entity: string | null;
  entityId: string | null;
  actingUserId: number | null;
  state: MailState;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface StoredDeliveryMessage extends StoredDelivery {
  text: string;
  html: string | null;
  /** every http(s) address in the text, in order (a verification link) */
  links: string[];
}

export interface DeliveryWords {
  /** the template's title; null when no template has the key */
  templateTitle: string | null;
  /** what the message is about, in words; null when it is about no record of the model */
  about: string | null;
}

/** A message as the list and the message calls answer it: with its template and its record in words. */
export type DeliveryRow = StoredDelivery & DeliveryWords;
export type DeliveryMessage = StoredDeliveryMessage & DeliveryWords;

/** The screen's request of a page of the outbox. */
export interface DeliveryListRequest {
  state: MailState | '';
  to: string;
  page: number;
  pageSize: number;
}

/** GET outbox: a page of messages, how many there are in each state, and how mail leaves. */
export interface DeliveryList {
  delivery: 'smtp' | 'files';
  total: number;
  counts: Record<MailState, number>;
  result: DeliveryRow[];
}

/** POST outbox/{id}/resend: the message queued again. */
export interface Resent {
  message: string;
  delivery: StoredDelivery;
}
