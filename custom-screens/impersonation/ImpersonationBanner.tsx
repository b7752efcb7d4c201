// Shown above every screen while the session acts as someone else: who, and the way back.
import { Alert, Button, Link } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { StaffUser } from '../../admin-ui/auth/staff-user.js';
import { fullName } from '../../admin-ui/auth/staff-user.js';
import { INSTITUTION_VIEW_PATH, messageOf, reloadAt, stopImpersonating } from './impersonation-api.js';

export function ImpersonationBanner() {
  const { identity } = useGetIdentity();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const user = identity as (StaffUser & { fullName?: string }) | undefined;
  if (!user?.impersonator) return null;

  const stop = async () => {
    setBusy(true);
    setError(null);
    try {
      await stopImpersonating();
      reloadAt.go('/dashboard/');
    } catch (e) {
      setError(messageOf(e, 'Impersonation could not be stopped. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <Alert
      severity="warning"
      variant="standard"
      role="region"
      aria-label="Impersonation"
      sx={{ mt: 1, mb: 1, border: 1, borderColor: 'warning.main', alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-message': { flex: '1 1 auto' }, '& .MuiAlert-action': { pt: 0, ml: 0 } }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={stop} disabled={busy}>
          Stop impersonating
        </Button>
      }
    >
      You are acting as <strong>{fullName(user)}</strong>
      {' — '}
      {user.userKind === 'external' ? (
        <>
          <Link component={RouterLink} to={INSTITUTION_VIEW_PATH} color="inherit" underline="always">
            their institutions
          </Link>
          {' · '}
        </>
      ) : null}
      signed in as {fullName(user.impersonator)}.{error ? ` ${error}` : ''}
    </Alert>
  );
}
