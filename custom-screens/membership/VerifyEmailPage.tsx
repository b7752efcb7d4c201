// Where the verification link of a new account leads (/verify-email?token=…, spec 2 §4). Opened signed
// out, so it lives outside react-admin's <Admin> (app/main.tsx) like the reset page. The token is
// sent once, by POST: a mail scanner fetching the link verifies nothing.
import { Alert, Box, Button, Card, CardContent, CssBaseline, Link, Stack, Typography } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { useState } from 'react';
import { postJson } from '../../admin-ui/data/http.js';
import { usePageTitle } from '../../admin-ui/shell/page-title.js';
import { lightTheme } from '../../admin-ui/shell/themes.js';

const theme = createTheme(lightTheme as object);

type Outcome = { severity: 'success' | 'error'; text: string; setPasswordUrl?: string | null } | null;

export function VerifyEmailPage({ token }: { token: string | null }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  usePageTitle('Verify your e-mail address');

  const verify = async () => {
    setBusy(true);
    try {
      const res = await postJson<{ message: string; setPasswordUrl: string | null }>('/api/account/verify', { token });
      setOutcome({ severity: 'success', text: res.message, setPasswordUrl: res.setPasswordUrl });
    } catch (err) {
      const e = err as { body?: { message?: string } };
      setOutcome({ severity: 'error', text: e.body?.message ?? 'The address could not be verified. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
        <Card sx={{ width: '100%', maxWidth: 420 }}>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h5" component="h1">
                Verify your e-mail address
              </Typography>
              {!token && <Alert severity="error">This link has no verification token. Ask the back office for a new one.</Alert>}
              {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
              {!outcome && token && <Typography>Confirm that this is your address to activate your account.</Typography>}
              {outcome?.setPasswordUrl ? (
                <Button variant="contained" href={outcome.setPasswordUrl}>
                  Choose a password
                </Button>
              ) : (
                outcome?.severity !== 'success' && (
                  <Button variant="contained" onClick={verify} disabled={!token || busy}>
                    Verify my address
                  </Button>
                )
              )}
              <Link href="/login" underline="hover">
                Go to sign in
              </Link>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </ThemeProvider>
  );
}
