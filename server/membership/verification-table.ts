// The e-mail verification of an account created in the back office (spec 2 §4: a created user stays
// unverified, inactive, until the e-mail is verified). One row per account that was ever sent a
// verification link: the sha-256 of the latest link's token (a resend replaces it) and when the link
// was followed. Accounts without a row (seeded, or made before this table) count as verified.
import { EntitySchema } from '@mikro-orm/core';
import users from '../../resources/users.js';

export class UserVerification {
  user!: number;
  tokenHash!: string;
  sentAt!: Date;
  verifiedAt?: Date | null;
}

export const USER_VERIFICATION_ENTITY = 'UserVerification';

export const UserVerificationSchema = new EntitySchema<UserVerification>({
  class: UserVerification,
  name: USER_VERIFICATION_ENTITY,
  tableName: 'user_verification',
  properties: {
    user: { kind: '1:1', entity: users.entity, primary: true, owner: true, mapToPk: true, deleteRule: 'cascade', fieldName: 'user_id' },
    tokenHash: { type: 'string', length: 64, unique: true },
    sentAt: { type: 'datetime', columnType: 'timestamptz' },
    verifiedAt: { type: 'datetime', columnType: 'timestamptz', nullable: true },
  },
});
