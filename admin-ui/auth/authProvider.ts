// Sessions live in a server cookie; the user and abilities come with the page (window.__BOOT__) or,
// failing that, from GET /api/account/me. Access decisions follow the model's access rules.
import { HttpError, type AuthProvider } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import { getJson, postJson, setCsrfToken } from '../data/http.js';
import { canAccessResource } from './resource-access.js';
import { fullName, type StaffUser } from './staff-user.js';

export const ACCESS_ERROR_PATH = '/error/access';

export interface LoginParams {
  username: string;
  password: string;
  rememberMe?: boolean;
}

export interface StaffAuthProvider extends AuthProvider {
  /** the user known right now, without asking the server */
  currentUser(): StaffUser | null;
}

export function createAuthProvider(resources: readonly ResourceDef[], bootUser: StaffUser | null): StaffAuthProvider {
  const byName = new Map(resources.map((r) => [r.name, r]));
  // undefined: not asked yet; the boot data answers without a round trip.
  let known: Promise<StaffUser | null> | undefined = bootUser ? Promise.resolve(bootUser) : undefined;
  let current: StaffUser | null = bootUser;

  const remember = (user: StaffUser | null) => {
    current = user;
    known = Promise.resolve(user);
    return user;
  };
  const loadUser = () =>
    (known ??= getJson<{ user: StaffUser | null; csrfToken?: string | null }>('/api/account/me').then(
      ({ user, csrfToken }) => {
        setCsrfToken(csrfToken);
        return remember(user ?? null);
      },
      () => remember(null),
    ));

  return {
    currentUser: () => current,

    async login({ username, password, rememberMe = false }: LoginParams) {
      try {
        const { user, csrfToken } = await postJson<{ user: StaffUser; csrfToken: string }>('/api/account/login/admin', { username, password, rememberMe });
        setCsrfToken(csrfToken);
        remember(user);
      } catch (error) {
        // The sign-in page shows the server's message as it is.
        throw new Error(error instanceof Error && error.message ? error.message : 'Sign-in failed.');
      }
    },

    async logout() {
      const wasSignedIn = current !== null;
      remember(null);
      if (wasSignedIn) await postJson('/api/account/logout').catch(() => undefined);
      setCsrfToken(null);
    },

    async checkAuth() {
      if (!(await loadUser())) throw { message: false };
    },

    async checkError(error: unknown) {
      const status = error instanceof HttpError ? error.status : (error as { status?: number } | null)?.status;
      if (status === 401) {
        remember(null);
        throw { message: false };
      }
      if (status === 403) throw { logoutUser: false, redirectTo: ACCESS_ERROR_PATH, message: false };
    },

    async getIdentity() {
      const user = await loadUser();
      if (!user) throw new Error('Not signed in');
      return { ...user, id: user.id, fullName: fullName(user) };
    },

    async getPermissions() {
      return (await loadUser())?.abilities ?? [];
    },

    async canAccess({ resource, action }) {
      const user = await loadUser();
      return canAccessResource(user?.abilities, byName.get(resource), action);
    },
  };
}
