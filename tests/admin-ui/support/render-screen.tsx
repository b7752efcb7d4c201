// Renders a screen the way the shell does: inside react-admin's AdminContext with a router, English
// messages, the guard of unsaved text, an in-memory store, an authProvider that answers canAccess from the model's access rules, and the
// notification area (short auto-hide, so undoable changes reach the dataProvider quickly).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, Notification, TestMemoryRouter, defaultI18nProvider, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import type { ResourceDef } from '../../../core/model/define.js';
import { canAccessResource } from '../../../admin-ui/auth/resource-access.js';
import { NavigationGuard } from '../../../admin-ui/unsaved-changes/NavigationGuard.js';

export type AccessRules = Record<string, ResourceDef['access']>;

export function abilityAuthProvider(abilities: string[], rules: AccessRules): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => abilities,
    getIdentity: async () => ({ id: 1, fullName: 'Test Admin' }),
    canAccess: async ({ resource, action }) => canAccessResource(abilities, rules[resource] ? ({ access: rules[resource] } as ResourceDef) : undefined, action),
  };
}

interface RenderOptions {
  dataProvider: DataProvider;
  abilities: string[];
  rules: AccessRules;
  path?: string;
}

export function renderScreen(screen: ReactElement, { dataProvider, abilities, rules, path = '/' }: RenderOptions) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={abilityAuthProvider(abilities, rules)} store={memoryStore()} i18nProvider={defaultI18nProvider}>
        {screen}
        {/* the shell's guard of unsaved text, as the layout mounts it */}
        <NavigationGuard />
        <Notification autoHideDuration={50} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** Answers every fetch with `respond` and records the calls (spec routes go through fetch). */
export function stubFetch(respond: (url: string, init: RequestInit) => unknown = () => ({})) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    return new Response(JSON.stringify(await respond(url, init)), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetchMock };
}
