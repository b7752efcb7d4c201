// The membership calls (spec 2 §7 "Membership"; server/membership/*): what each one takes and
// answers, for the server and the screens (custom-screens/membership/membership-api.ts, profile-api.ts).

export interface RoleChoice {
  roleId: number;
  name: string;
}

export interface RoleChoices {
  /** institution roles above the current one, highest first */
  upgrades: RoleChoice[];
  /** institution roles below the current one, highest first */
  downgrades: RoleChoice[];
}

export interface ListedUser extends UserJson {
  userId: number;
  roleId: number | null;
  isActive: boolean;
  verificationSentOn: string | null;
}

export interface UserInstitutionJson {
  userInstitutionId: number;
  id: number;
  userId: number;
  institutionId: number;
  institutionName: string;
  institutionTypeId: number | null;
  cdsCode: string | null;
  city: string | null;
  isActive: boolean | null;
  roleId: number | null;
  roleName: string | null;
  permissions: string[];
  createdOn: string | null;
}

export interface PermissionsJson extends UserInstitutionJson, RoleChoices {
  userName: string;
  userKind: string;
  available: { id: string; name: string }[];
}

export interface OutboxItem {
  id: string;
  to: string;
  subject: string;
  sentOn: string;
}

export interface ProfileJson {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  phoneExtension: string | null;
  isInternationalPhone: boolean;
  positionId: number | null;
  roleId: number | null;
  roleName: string | null;
  /** the positions to choose from, by institution type then name */
  positions: { id: number; name: string; institutionType: string }[];
}

export interface ParsedMail {
  from: string;
  to: string;
  subject: string;
  date: string | null;
  text: string;
  /** every http(s) address in the text, in order */
  links: string[];
}

/** The user lists' sorts. */
export const USER_SORTS = ['lastName', 'firstName', 'username', 'email'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export interface UserListRequest {
  filter: string;
  page: number;
  pageSize: number;
  sort: UserSort;
  descending: boolean;
}

export interface UserJson {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  userKind: string;
}

export interface InstitutionOption {
  institutionId: number;
  name: string;
  institutionTypeId: number;
  cdsCode: string | null;
  streetCity: string | null;
}

export interface RoleOption {
  roleId: number;
  name: string;
}

/** GET verification/{userId}: the account's verification link, to hand over another way. */
export interface VerificationLink {
  link: string;
  email: string;
  validDays: number;
}

/** GET passwordreset/{userId}: a password reset link. */
export interface PasswordLink {
  link: string;
  email: string;
  validHours: number;
}

/** POST institution's body. */
export interface AddInstitutionBody {
  userId: number;
  institutionId: number;
  roleId: number | null;
}

/** POST role's body. */
export interface RoleChangeBody {
  userId: number;
  institutionId: number;
  roleId: number;
}

/** POST role's answer: the permissions now, whether they were reset, and what the change warns of. */
export type RoleChange = PermissionsJson & { permissionsReset: boolean; warnings: string[] };

/** POST permissions/{userId}/{institutionId}'s body. */
export interface PermissionsBody {
  permissions: string[];
}

/** GET outbox: the mails written, or 'smtp' when they went out (nothing kept). */
export interface OutboxPage {
  mode: 'outbox' | 'smtp';
  total: number;
  result: OutboxItem[];
}

/** GET outbox/{id}: one mail as read back. */
export type OutboxMessage = ParsedMail & { id: string };

/** PUT profile/{userId}'s body. */
export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneExtension: string;
  isInternationalPhone: boolean;
  positionId: number | null;
}

/** PUT profile/{userId}'s answer. */
export type SavedProfile = ProfileJson & { message: string; warnings: string[] };

/** POST profile/{userId}/password's body. */
export interface PasswordChangeBody {
  currentPassword: string;
  newPassword: string;
}
