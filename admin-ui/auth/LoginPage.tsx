// Staff sign-in (outside the shell): username, password, remember me; or a password reset by username.
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useCheckAuth } from 'react-admin';
import { postJson } from '../data/http.js';
import { useAfterSignIn } from './after-sign-in.js';
import { usePageTitle } from '../shell/page-title.js';
import { readBoot } from './staff-user.js';

export const RESET_SENT_MESSAGE = 'Password reset email has been sent. Please follow the instructions to log in.';
export const RESET_FAILED_MESSAGE = 'The password reset could not be requested. Please try again.';
/** The reset call shares the sign-in body; the server ignores this password. */
const RESET_DUMMY_PASSWORD = 'password-reset-request';

type Mode = 'signIn' | 'reset';
type Outcome = { severity: 'success' | 'error'; text: string } | null;

export function LoginPage() {
  const [mode, setMode] = useState<Mode>('signIn');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { signIn, goOn } = useAfterSignIn();
  const checkAuth = useCheckAuth();
  usePageTitle(mode === 'signIn' ? 'Sign in' : 'Reset password');

  // Already signed in (another tab, or the back button): go on to the admin area (or the page in ?next=).
  useEffect(() => {
    checkAuth({}, false).then(
      () => goOn(),
      () => undefined,
    );
  }, [checkAuth, goOn]);

  const switchMode = (next: Mode) => {
    setMode(next);
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      if (mode === 'signIn') {
        await signIn({ username, password, rememberMe });
      } else {
        await postJson('/api/account/login/adminreset', { username, password: RESET_DUMMY_PASSWORD, rememberMe: false });
        setOutcome({ severity: 'success', text: RESET_SENT_MESSAGE });
      }
    } catch (error) {
      const text = mode === 'signIn' ? (error instanceof Error && error.message) || 'Sign-in failed.' : RESET_FAILED_MESSAGE;
      setOutcome({ severity: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {readBoot().appName}
            </Typography>
            <Typography color="text.secondary">{mode === 'signIn' ? 'Staff sign-in' : 'Enter your username to receive a password reset email.'}</Typography>
            {outcome && (
              <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
                {outcome.text}
              </Alert>
            )}
            <TextField label="Username" name="username" autoComplete="username" autoFocus required value={username} onChange={(e) => setUsername(e.target.value)} />
            {mode === 'signIn' && (
              <>
                <TextField
                  label="Password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <FormControlLabel control={<Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />} label="Remember me" />
              </>
            )}
            <Button type="submit" variant="contained" disabled={busy || !username || (mode === 'signIn' && !password)}>
              {mode === 'signIn' ? 'Sign in' : 'Send reset email'}
            </Button>
            <Link component="button" type="button" variant="body2" onClick={() => switchMode(mode === 'signIn' ? 'reset' : 'signIn')}>
              {mode === 'signIn' ? 'Forgot password?' : 'Back to sign in'}
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
