// The impersonation screens in the shell (docs/impersonation.md): the banner on every screen while
// acting as someone, whose Stop impersonating calls the server and reloads as the real user; the start
// page opened from a link asks first and starts only on the button.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import impersonation from '../../custom-screens/impersonation/index.js';
import { reloadAt } from '../../custom-screens/impersonation/impersonation-api.js';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, renderApp, staffUser } from './support/render-app.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const acting = { ...staffUser(['AdminReview']), id: 12, firstName: 'Priya', lastName: 'Raman', userKind: 'analyst', impersonator: { id: 7, username: 'jdoe', firstName: 'Jane', lastName: 'Doe' } };

describe('impersonation in the shell', () => {
  it('shows the banner while acting as someone and stops on its button', async () => {
    const go = vi.spyOn(reloadAt, 'go').mockImplementation(() => undefined);
    const server = fakeServer({ 'POST /api/admin/impersonate/stop': () => ({ body: { message: 'You stopped acting as Priya Raman.' } }) });
    renderApp({ path: '/', user: acting, dataProvider: memoryDataProvider({}), customScreens: [impersonation] });
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner.textContent).toContain('You are acting as Priya Raman');
    expect(banner.textContent).toContain('signed in as Jane Doe');
    fireEvent.click(screen.getByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/dashboard/'));
    expect(server.find('POST', '/api/admin/impersonate/stop')).toHaveLength(1);
  });

  it('shows no banner for a user acting as themselves', async () => {
    fakeServer({});
    renderApp({ path: '/', user: staffUser(['AdminImpersonate']), dataProvider: memoryDataProvider({}), customScreens: [impersonation] });
    await screen.findAllByText('Dashboard');
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });

  it('asks before starting when the start page is opened from a link', async () => {
    const go = vi.spyOn(reloadAt, 'go').mockImplementation(() => undefined);
    const server = fakeServer({
      'GET /api/admin/impersonate/candidate/12': () => ({
        body: { userId: 12, name: 'Priya Raman', username: 'analyst', email: 'p@example.org', kind: 'analyst', kindLabel: 'analyst', allowed: true, reason: null, path: '/impersonate/analyst/12' },
      }),
      'POST /api/admin/impersonate/analyst/12': () => ({ body: { message: 'You are acting as Priya Raman.' } }),
    });
    renderApp({ path: '/impersonate/analyst/12', user: staffUser(['AdminImpersonate']), dataProvider: memoryDataProvider({}), customScreens: [impersonation] });
    const act = await screen.findByRole('button', { name: 'Act as Priya Raman' });
    expect(server.find('POST', '/api/admin/impersonate/analyst/12')).toHaveLength(0);
    fireEvent.click(act);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/dashboard/'));
    expect(server.find('POST', '/api/admin/impersonate/analyst/12')).toHaveLength(1);
  });

  it('shows the refusal and keeps the button disabled when the rules do not allow it', async () => {
    fakeServer({
      'GET /api/admin/impersonate/candidate/3': () => ({
        body: { userId: 3, name: 'Dana Whitfield', username: 'dana', email: 'd@example.org', kind: 'analyst', kindLabel: 'analyst', allowed: false, reason: 'An administrator cannot impersonate another administrator.', path: '/impersonate/analyst/3' },
      }),
    });
    renderApp({ path: '/impersonate/analyst/3', user: staffUser(['AdminImpersonate']), dataProvider: memoryDataProvider({}), customScreens: [impersonation] });
    await screen.findByText('An administrator cannot impersonate another administrator.');
    expect((screen.getByRole('button', { name: 'Act as Dana Whitfield' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
