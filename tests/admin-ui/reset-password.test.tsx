// The page the emailed reset link opens: a new password twice, sent with the token.
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '../../admin-ui/auth/ResetPasswordPage.js';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('reset password page', () => {
  it('needs a long enough password typed twice, then sends it with the token', async () => {
    const fetch = answer(200, { message: 'Your password has been changed. Please sign in.' });
    vi.stubGlobal('fetch', fetch);
    render(<ResetPasswordPage token="tok-123" />);
    const button = screen.getByRole('button', { name: 'Change password' });
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    expect(screen.getByText('Use at least 10 characters.')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('New password'), '-but-longer');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'short-but-longe');
    expect(screen.getByText('The two passwords differ.')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'r');
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByText('Your password has been changed. Please sign in.')).toBeInTheDocument());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/password/reset');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'tok-123', password: 'short-but-longer' });
  });

  it("shows the server's message when the link is no longer valid", async () => {
    vi.stubGlobal('fetch', answer(400, { message: 'This reset link is not valid any more. Please request a new one.' }));
    render(<ResetPasswordPage token="old" />);
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-password');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByText('This reset link is not valid any more. Please request a new one.')).toBeInTheDocument());
  });

  it('explains a link without a token', () => {
    render(<ResetPasswordPage token={null} />);
    expect(screen.getByText(/has no reset token/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
  });
});
