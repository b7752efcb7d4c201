// Where the emailed reset link leads (/reset-password?token=…): choose a new password. It lives outside
// react-admin's <Admin>, which requires a signed-in user on every route.
import { Alert, Box, Button, Card, CardContent, CssBaseline, Link, Stack, TextField, Typography } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { postJson } from '../data/http.js';
import { usePageTitle } from '../shell/page-title.js';
import { lightTheme } from '../shell/themes.js';

export const MIN_PASSWORD_LENGTH = 10;
const theme = createTheme(lightTheme as object);

type Outcome = { severity: 'success' | 'error'; text: string } | null;

function serverMessage(error: unknown, fallback: string): string {
  const e = error as { body?: { message?: string; modelState?: Record<string, string[]> }; message?: string };
  return e.body?.modelState?.password?.[0] ?? e.body?.message ?? fallback;
}

export function ResetPasswordPage({ token }: { token: string | null }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  usePageTitle('Choose a new password');

  const tooShort = password.length > 0 && password.length < MIN_PASSWORD_LENGTH;
  const mismatch = repeat.length > 0 && repeat !== password;
  const ready = Boolean(token) && password.length >= MIN_PASSWORD_LENGTH && repeat === password && !busy && outcome?.severity !== 'success';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setBusy(true);
    try {
      const res = await postJson<{ message: string }>('/api/account/password/reset', { token, password });
      setOutcome({ severity: 'success', text: res.message });
    } catch (err) {
      setOutcome({ severity: 'error', text: serverMessage(err, 'The password could not be changed. Please try again.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 400 }}>
          <CardContent component="form" onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <Typography variant="h5" component="h1">
                Choose a new password
              </Typography>
              {!token && <Alert severity="error">This link has no reset token. Please request a new one from the sign-in page.</Alert>}
              {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={tooShort}
                helperText={tooShort ? `Use at least ${MIN_PASSWORD_LENGTH} characters.` : ' '}
                disabled={!token || outcome?.severity === 'success'}
              />
              <TextField
                label="Repeat the new password"
                type="password"
                autoComplete="new-password"
                value={repeat}
                onChange={(e) => setRepeat(e.target.value)}
                error={mismatch}
                helperText={mismatch ? 'The two passwords differ.' : ' '}
                disabled={!token || outcome?.severity === 'success'}
              />
              <Button type="submit" variant="contained" disabled={!ready}>
                Change password
              </Button>
              <Link href="/login" underline="hover">
                Back to sign in
              </Link>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
}
