// The sign-in page's ?next=: back to the page that asked for the sign-in when it is a path of this
// site (the operator console by a full page load), never to another site.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOutsideApp, pageLoad, safeNextPath } from '../../admin-ui/auth/after-sign-in.js';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, renderApp, staffUser } from './support/render-app.js';

const ORIGIN = 'http://localhost';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('safeNextPath', () => {
  it('keeps paths of this site, with their query and fragment', () => {
    expect(safeNextPath('/ops', ORIGIN)).toBe('/ops');
    expect(safeNextPath('/ops/resources/tags?page=2#top', ORIGIN)).toBe('/ops/resources/tags?page=2#top');
    expect(safeNextPath('/institutions', ORIGIN)).toBe('/institutions');
  });

  it('refuses anything that could lead to another site', () => {
    for (const next of [
      '//evil.example/ops',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/ops',
      'http://localhost.evil.example/',
      'javascript:alert(1)',
      'ops',
      '/\t/evil.example',
      '/\n/evil.example',
      '',
      null,
      undefined,
    ])
      expect(safeNextPath(next, ORIGIN), String(next)).toBeUndefined();
  });

  it('tells the console (outside the single-page app) from the app’s own pages', () => {
    expect(isOutsideApp('/ops')).toBe(true);
    expect(isOutsideApp('/ops/resources/tags')).toBe(true);
    expect(isOutsideApp('/ops?x=1')).toBe(true);
    expect(isOutsideApp('/opsroom')).toBe(false);
    expect(isOutsideApp('/dashboard')).toBe(false);
  });
});

const SIGNED_OUT = { 'GET /api/account/me': () => ({ status: 401, body: { message: 'Not signed in.' } }) };

async function signInAt(path: string) {
  fakeServer({
    ...SIGNED_OUT,
    'POST /api/account/login/admin': () => ({ body: { user: staffUser([]) } }),
    'GET /api/admin/audit/mine': () => ({ body: { entries: [] } }),
  });
  const go = vi.spyOn(pageLoad, 'go').mockImplementation(() => undefined);
  renderApp({ path, user: null, dataProvider: memoryDataProvider({}) });
  fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'jdoe' } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return go;
}

describe('sign-in page with ?next=', () => {
  it('loads the operator console page after signing in', async () => {
    const go = await signInAt(`/login?next=${encodeURIComponent('/ops/resources/tags?page=2')}`);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/ops/resources/tags?page=2'));
    expect(screen.queryByText('My recent changes')).not.toBeInTheDocument();
  });

  it('opens a page of the app itself in the app', async () => {
    const go = await signInAt(`/login?next=${encodeURIComponent('/dashboard')}`);
    expect(await screen.findByText('My recent changes')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('ignores a next on another site and opens the dashboard', async () => {
    const go = await signInAt(`/login?next=${encodeURIComponent('//evil.example/ops')}`);
    expect(await screen.findByText('My recent changes')).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
  });

  it('sends a user who is signed in already straight on to the console', async () => {
    fakeServer({});
    const go = vi.spyOn(pageLoad, 'go').mockImplementation(() => undefined);
    renderApp({ path: '/login?next=/ops', user: staffUser([]), dataProvider: memoryDataProvider({}) });
    await waitFor(() => expect(go).toHaveBeenCalledWith('/ops'));
  });
});
