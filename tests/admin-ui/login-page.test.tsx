// The sign-in page: sign in, the server's message on failure, and the password reset by username.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_FAILED_MESSAGE } from '../../admin-ui/auth/LoginPage.js';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, renderApp, staffUser } from './support/render-app.js';

const SIGNED_OUT = { 'GET /api/account/me': () => ({ status: 401, body: { message: 'Not signed in.' } }) };

const renderLogin = () => renderApp({ path: '/login', user: null, dataProvider: memoryDataProvider({}) });

afterEach(() => vi.unstubAllGlobals());

describe('sign-in page', () => {
  it('signs in and opens the dashboard', async () => {
    const server = fakeServer({
      ...SIGNED_OUT,
      'POST /api/account/login/admin': () => ({ body: { user: staffUser([]) } }),
      'GET /api/admin/audit/mine': () => ({ body: { entries: [] } }),
    });
    renderLogin();
    await waitFor(() => expect(document.title).toBe('Sign in | A–G Course Admin'));

    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'jdoe' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret' } });
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('My recent changes')).toBeInTheDocument();
    expect(server.find('POST', '/api/account/login/admin')[0].body).toEqual({ username: 'jdoe', password: 'secret', rememberMe: true });
    await waitFor(() => expect(document.title).toBe('Dashboard | A–G Course Admin'));
  });

  it("shows the server's message when sign-in fails", async () => {
    fakeServer({ ...SIGNED_OUT, 'POST /api/account/login/admin': () => ({ status: 401, body: { message: 'The username or password is incorrect.' } }) });
    renderLogin();
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'jdoe' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is incorrect.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('requests a password reset with the username alone', async () => {
    const server = fakeServer({ ...SIGNED_OUT, 'POST /api/account/login/adminreset': () => ({ body: {} }) });
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'jdoe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset email' }));

    expect(await screen.findByText('Password reset email has been sent. Please follow the instructions to log in.')).toBeInTheDocument();
    const body = server.find('POST', '/api/account/login/adminreset')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'jdoe', rememberMe: false });
    expect(typeof body.password).toBe('string');
  });

  it('shows a generic error when the reset request fails', async () => {
    fakeServer({ ...SIGNED_OUT, 'POST /api/account/login/adminreset': () => ({ status: 500, body: { message: 'SMTP down at mail-3' } }) });
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'jdoe' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset email' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_FAILED_MESSAGE);
    expect(screen.queryByText(/SMTP/)).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of an admin page to the sign-in page', async () => {
    fakeServer(SIGNED_OUT);
    renderApp({ path: '/campuses', user: null, dataProvider: memoryDataProvider({}) });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
