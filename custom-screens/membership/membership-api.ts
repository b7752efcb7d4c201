// The membership calls the screens make (spec 2 §7 "Membership"), typed by the contract (core/contract/membership.ts).
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';
import type {
  AddInstitutionBody,
  InstitutionOption,
  ListedUser,
  OutboxMessage,
  OutboxPage,
  PasswordLink,
  PermissionsBody,
  PermissionsJson,
  RoleChange,
  RoleChangeBody,
  RoleOption,
  UserInstitutionJson,
  UserJson,
  UserListRequest,
  VerificationLink,
} from '../../core/contract/membership.js';
import type { Message, Page } from '../../core/contract/answers.js';
export const U = '/api/admin/membership/user';
export const MEMBERSHIP_QUERY_ROOT = 'membership';
/** Spec 2 §9: users 25 a page, last name ascending. */
export const USERS_PAGE_SIZE = 25;
export const USERS_PAGE_SIZES = [10, 25, 50, 100] as const;


export const INITIAL_USER_LIST: UserListRequest = { filter: '', page: 1, pageSize: USERS_PAGE_SIZE, sort: 'lastName', descending: false };




export const editUserPath = (userId: number) => `/membership/users/edit/${userId}`;
export const institutionsPath = (userId: number) => `/membership/users/edit/${userId}/institutions`;
export const permissionsPath = (userId: number, institutionId: number) => `/membership/users/edit/${userId}/${institutionId}/permissions`;

function listQuery(r: UserListRequest): string {
  const q = new URLSearchParams({ pageNumber: String(r.page), pageSize: String(r.pageSize), sorting: `${r.sort} ${r.descending ? 'desc' : 'asc'}` });
  if (r.filter.trim()) q.set('filter', r.filter.trim());
  return q.toString();
}

export function membershipApi(call: SpecCall) {
  return {
    users: (list: 'ucop' | 'unverified', r: UserListRequest, signal?: AbortSignal) => call<Page<ListedUser>>(`${U}/${list}?${listQuery(r)}`, { method: 'GET', signal }),
    user: (userId: number, signal?: AbortSignal) => call<UserJson>(`${U}/${userId}`, { method: 'GET', signal }),
    resend: (userId: number) => call<Message>(`${U}/resend`, { method: 'POST', body: { UserId: userId } }),
    verificationLink: (userId: number) => call<VerificationLink>(`${U}/verification/${userId}`, { method: 'GET' }),
    passwordLink: (userId: number) => call<PasswordLink>(`${U}/passwordreset/${userId}`, { method: 'GET' }),
    deleteUnverified: (userId: number) => call<Message>(`${U}/unverified/${userId}`, { method: 'DELETE' }),
    institutions: (userId: number, signal?: AbortSignal) => call<Page<UserInstitutionJson>>(`${U}/institutions/${userId}`, { method: 'GET', signal }),
    addInstitution: (userId: number, institutionId: number, roleId: number | null) => call<UserInstitutionJson>(`${U}/institution`, { method: 'POST', body: { userId, institutionId, roleId } satisfies AddInstitutionBody }),
    removeInstitution: (userId: number, userInstitutionId: number) => call<UserInstitutionJson>(`${U}/userInstitution/${userId}/${userInstitutionId}`, { method: 'DELETE' }),
    setRole: (userId: number, institutionId: number, roleId: number) => call<RoleChange>(`${U}/role`, { method: 'POST', body: { userId, institutionId, roleId } satisfies RoleChangeBody }),
    permissions: (userId: number, institutionId: number, signal?: AbortSignal) => call<PermissionsJson>(`${U}/permissions/${userId}/${institutionId}`, { method: 'GET', signal }),
    savePermissions: (userId: number, institutionId: number, permissions: string[]) => call<PermissionsJson>(`${U}/permissions/${userId}/${institutionId}`, { method: 'POST', body: { permissions } satisfies PermissionsBody }),
    institutionRoles: (signal?: AbortSignal) => call<RoleOption[]>('/api/admin/membership/role/institution', { method: 'GET', signal }),
    searchInstitutions: (type: string, query: string, signal?: AbortSignal) => call<InstitutionOption[]>(`/api/institution/search/${type}?query=${encodeURIComponent(query)}`, { method: 'GET', signal }),
    outbox: (page: number, pageSize: number, to: string, signal?: AbortSignal) =>
      call<OutboxPage>(`/api/admin/membership/outbox?pageNumber=${page}&pageSize=${pageSize}${to.trim() ? `&to=${encodeURIComponent(to.trim())}` : ''}`, { method: 'GET', signal }),
    message: (id: string, signal?: AbortSignal) => call<OutboxMessage>(`/api/admin/membership/outbox/${encodeURIComponent(id)}`, { method: 'GET', signal }),
  };
}

export type MembershipApi = ReturnType<typeof membershipApi>;
