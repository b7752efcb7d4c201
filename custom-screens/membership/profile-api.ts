// The profile calls (docs/membership.md "Profile"), typed by the contract (core/contract/membership.ts).
import type { Message } from '../../core/contract/answers.js';
import type { PasswordChangeBody, ProfileInput, ProfileJson, SavedProfile } from '../../core/contract/membership.js';
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';

export const PROFILE_PATH = '/api/admin/membership/profile';
export const profilePath = (userId: number | string) => `/profile/${userId}`;


export function profileApi(call: SpecCall) {
  return {
    read: (userId: number, signal?: AbortSignal) => call<ProfileJson>(`${PROFILE_PATH}/${userId}`, { method: 'GET', signal }),
    save: (userId: number, input: ProfileInput) => call<SavedProfile>(`${PROFILE_PATH}/${userId}`, { method: 'PUT', body: input }),
    changePassword: (userId: number, currentPassword: string, newPassword: string) => call<Message>(`${PROFILE_PATH}/${userId}/password`, { method: 'POST', body: { currentPassword, newPassword } satisfies PasswordChangeBody }),
  };
}
