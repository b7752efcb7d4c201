// The name of the user a membership screen is about, for its heading.
import { useQuery } from '@tanstack/react-query';
import { MEMBERSHIP_QUERY_ROOT, type MembershipApi } from './membership-api.js';

export function useUserName(api: MembershipApi, userId: number): string | null {
  const user = useQuery({ queryKey: [MEMBERSHIP_QUERY_ROOT, 'user', userId], queryFn: ({ signal }) => api.user(userId, signal), enabled: userId > 0, staleTime: 60_000 });
  return user.data ? `${user.data.firstName} ${user.data.lastName}`.trim() || user.data.username : null;
}
