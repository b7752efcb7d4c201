// The profile calls (docs/membership.md "Profile"), typed as the server answers them.
import type { ProfileJson } from '../../server/membership/profile.js';
import type { Call } from './membership-api.js';

export type { ProfileJson };
export const PROFILE_PATH = '/api/admin/membership/profile';
export const profilePath = (userId: number | string) => `/profile/${userId}`;

export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneExtension: string;
  isInternationalPhone: boolean;
  positionId: number | null;
}

export function profileApi(call: Call) {
  return {
    read: (userId: number, signal?: AbortSignal) => call<ProfileJson>(`${PROFILE_PATH}/${userId}`, { method: 'GET', signal }),
    save: (userId: number, input: ProfileInput) => call<ProfileJson & { message: string; warnings: string[] }>(`${PROFILE_PATH}/${userId}`, { method: 'PUT', body: input }),
    changePassword: (userId: number, currentPassword: string, newPassword: string) => call<{ message: string }>(`${PROFILE_PATH}/${userId}/password`, { method: 'POST', body: { currentPassword, newPassword } }),
  };
}
