// Renders the whole admin App (shell, generated screens, sign-in) at a path, with the fixture
// resources of tests/fixtures/ui-resources, a real authProvider and an in-memory store.
import { render } from '@testing-library/react';
import { memoryStore, type DataProvider, type Store } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { ResourceDef } from '../../../core/model/define.js';
import { App } from '../../../admin-ui/App.js';
import { createAuthProvider } from '../../../admin-ui/auth/authProvider.js';
import type { StaffUser } from '../../../admin-ui/auth/staff-user.js';
import type { CustomScreen } from '../../../admin-ui/custom-screen.js';
import type { OverridesSource } from '../../../admin-ui/screen-overrides.js';
import campusTypes from '../../fixtures/ui-resources/campus-types.js';
import campuses from '../../fixtures/ui-resources/campuses.js';
import staffAccounts from '../../fixtures/ui-resources/staff-accounts.js';

export const FIXTURE_RESOURCES: ResourceDef[] = [campuses, campusTypes, staffAccounts];

export function staffUser(abilities: string[]): StaffUser {
  return { id: 7, username: 'jdoe', firstName: 'Jane', lastName: 'Doe', email: 'jdoe@example.org', roleName: 'Administrator', abilities };
}

interface RenderAppOptions {
  path: string;
  /** null: nobody signed in */
  user: StaffUser | null;
  dataProvider: DataProvider;
  resources?: ResourceDef[];
  customScreens?: CustomScreen[];
  overrides?: Record<string, OverridesSource>;
  /** react-admin's store; a fresh one in memory by default */
  store?: Store;
}

export function renderApp({ path, user, dataProvider, resources = FIXTURE_RESOURCES, customScreens = [], overrides = {}, store = memoryStore() }: RenderAppOptions) {
  const authProvider = createAuthProvider(resources, user);
  // a data router, as in main.tsx: react-admin's unsaved-changes warning needs one
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <App resources={resources} customScreens={customScreens} overrides={overrides} dataProvider={dataProvider} authProvider={authProvider} store={store} />,
      },
    ],
    { initialEntries: [path], future: { v7_relativeSplatPath: true } },
  );
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { ...view, authProvider, router };
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Stubs fetch with a tiny server: handlers by "METHOD /path" (query string ignored). Unknown calls
 * answer 404. Every request is recorded.
 */
export function fakeServer(handlers: Record<string, (req: FakeRequest) => FakeReply>) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const req = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(req);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = handler ? handler(req) : { status: 404, body: { message: 'Not found' } };
    const status = reply.status ?? 200;
    const text = status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(text, { status, headers: { 'Content-Type': 'application/json', ...reply.headers } });
  });
  return { requests, find: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path) };
}
