// The membership calls the screens make (spec 2 §7 "Membership"), typed as the server answers them.
import type { SpecApiRequest } from '../_shared/spec-api.js';
import type { ListedUser } from '../../server/membership/user-lists.js';
import type { UserInstitutionJson } from '../../server/membership/user-institutions.js';
import type { PermissionsJson } from '../../server/membership/institution-permissions.js';
import type { OutboxItem } from '../../server/membership/outbox.js';
import type { ParsedMail } from '../../server/membership/eml.js';

export type { ListedUser, UserInstitutionJson, PermissionsJson, OutboxItem };
export type Call = <T>(path: string, request: SpecApiRequest) => Promise<T>;

export const U = '/api/admin/membership/user';
export const MEMBERSHIP_QUERY_ROOT = 'membership';
/** Spec 2 §9: users 25 a page, last name ascending. */
export const USERS_PAGE_SIZE = 25;
export const USERS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const USER_SORTS = ['lastName', 'firstName', 'username', 'email'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export interface UserListRequest {
  filter: string;
  page: number;
  pageSize: number;
  sort: UserSort;
  descending: boolean;
}

export const INITIAL_USER_LIST: UserListRequest = { filter: '', page: 1, pageSize: USERS_PAGE_SIZE, sort: 'lastName', descending: false };

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

export const editUserPath = (userId: number) => `/membership/users/edit/${userId}`;
export const institutionsPath = (userId: number) => `/membership/users/edit/${userId}/institutions`;
export const permissionsPath = (userId: number, institutionId: number) => `/membership/users/edit/${userId}/${institutionId}/permissions`;

function listQuery(r: UserListRequest): string {
  const q = new URLSearchParams({ pageNumber: String(r.page), pageSize: String(r.pageSize), sorting: `${r.sort} ${r.descending ? 'desc' : 'asc'}` });
  if (r.filter.trim()) q.set('filter', r.filter.trim());
  return q.toString();
}

export function membershipApi(call: Call) {
  return {
    users: (list: 'ucop' | 'unverified', r: UserListRequest, signal?: AbortSignal) => call<{ total: number; result: ListedUser[] }>(`${U}/${list}?${listQuery(r)}`, { method: 'GET', signal }),
    user: (userId: number, signal?: AbortSignal) => call<UserJson>(`${U}/${userId}`, { method: 'GET', signal }),
    resend: (userId: number) => call<{ message: string }>(`${U}/resend`, { method: 'POST', body: { UserId: userId } }),
    verificationLink: (userId: number) => call<{ link: string; email: string; validDays: number }>(`${U}/verification/${userId}`, { method: 'GET' }),
    passwordLink: (userId: number) => call<{ link: string; email: string; validHours: number }>(`${U}/passwordreset/${userId}`, { method: 'GET' }),
    deleteUnverified: (userId: number) => call<{ message: string }>(`${U}/unverified/${userId}`, { method: 'DELETE' }),
    institutions: (userId: number, signal?: AbortSignal) => call<{ total: number; result: UserInstitutionJson[] }>(`${U}/institutions/${userId}`, { method: 'GET', signal }),
    addInstitution: (userId: number, institutionId: number, roleId: number | null) => call<UserInstitutionJson>(`${U}/institution`, { method: 'POST', body: { userId, institutionId, roleId } }),
    removeInstitution: (userId: number, userInstitutionId: number) => call<UserInstitutionJson>(`${U}/userInstitution/${userId}/${userInstitutionId}`, { method: 'DELETE' }),
    setRole: (userId: number, institutionId: number, roleId: number) => call<PermissionsJson & { permissionsReset: boolean; warnings: string[] }>(`${U}/role`, { method: 'POST', body: { userId, institutionId, roleId } }),
    permissions: (userId: number, institutionId: number, signal?: AbortSignal) => call<PermissionsJson>(`${U}/permissions/${userId}/${institutionId}`, { method: 'GET', signal }),
    savePermissions: (userId: number, institutionId: number, permissions: string[]) => call<PermissionsJson>(`${U}/permissions/${userId}/${institutionId}`, { method: 'POST', body: { permissions } }),
    institutionRoles: (signal?: AbortSignal) => call<RoleOption[]>('/api/admin/membership/role/institution', { method: 'GET', signal }),
    searchInstitutions: (type: string, query: string, signal?: AbortSignal) => call<InstitutionOption[]>(`/api/institution/search/${type}?query=${encodeURIComponent(query)}`, { method: 'GET', signal }),
    outbox: (page: number, pageSize: number, to: string, signal?: AbortSignal) =>
      call<{ mode: 'outbox' | 'smtp'; total: number; result: OutboxItem[] }>(`/api/admin/membership/outbox?pageNumber=${page}&pageSize=${pageSize}${to.trim() ? `&to=${encodeURIComponent(to.trim())}` : ''}`, { method: 'GET', signal }),
    message: (id: string, signal?: AbortSignal) => call<ParsedMail & { id: string }>(`/api/admin/membership/outbox/${encodeURIComponent(id)}`, { method: 'GET', signal }),
  };
}

export type MembershipApi = ReturnType<typeof membershipApi>;
