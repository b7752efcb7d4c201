// /admin/impersonate/{userId} and /impersonate/analyst/{userId} (spec 1 §7: impersonation is a page
// navigation there). Coming from the impersonate modal (confirmed in the router's state, which no
// outside link can set) it starts at once; opened any other way it asks first, so a link in an e-mail
// or on another site cannot make anyone act as someone else.
import { Alert, Box, Button, Card, CardActions, CardContent, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { getCandidate, landingOf, messageOf, reloadAt, startImpersonating } from './impersonation-api.js';
import type { ImpersonationCandidate, ImpersonationKind } from '../../core/contract/impersonation.js';

export function StartImpersonationScreen({ kind }: { kind: ImpersonationKind }) {
  const { userId = '' } = useParams();
  const confirmed = (useLocation().state as { confirmed?: boolean } | null)?.confirmed === true;
  const navigate = useNavigate();
  const [candidate, setCandidate] = useState<ImpersonationCandidate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const startedOnce = useRef(false);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await startImpersonating(kind, userId);
      reloadAt.go(landingOf(kind));
    } catch (e) {
      setError(messageOf(e, 'Impersonation could not be started.'));
      setBusy(false);
    }
  };

  useEffect(() => {
    const abort = new AbortController();
    getCandidate(userId, abort.signal).then(
      (c) => !abort.signal.aborted && setCandidate(c),
      (e: unknown) => !abort.signal.aborted && setError(messageOf(e, 'This user could not be loaded.')),
    );
    return () => abort.abort();
  }, [userId]);

  useEffect(() => {
    if (confirmed && !startedOnce.current) {
      startedOnce.current = true;
      void start();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirmed]);

  const name = candidate?.name ?? 'this user';
  const wrongKind = candidate && candidate.kind !== kind;
  return (
    <Box sx={{ mt: 2, maxWidth: 560 }}>
      <PageTitle title="Impersonate user" />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h1" gutterBottom>
            Act as {name}?
          </Typography>
          {(busy || (!candidate && !error)) && <CircularProgress size={24} aria-label={busy ? 'Starting' : 'Loading'} />}
          {candidate && !busy && (
            <Typography color="text.secondary">
              Until you stop, the back office shows what {name} sees, with only the abilities you both hold, and every change is recorded under both names.
            </Typography>
          )}
          {candidate && !candidate.allowed && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {candidate.reason}
            </Alert>
          )}
          {wrongKind && candidate.allowed && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {name} is not {kind === 'analyst' ? 'an analyst' : 'an institution user'}.
            </Alert>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </CardContent>
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => navigate(-1)}>Cancel</Button>
          <Button variant="contained" onClick={start} disabled={busy || !candidate?.allowed || Boolean(wrongKind)}>
            Act as {name}
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}

export const StartInstitutionUserImpersonation = () => <StartImpersonationScreen kind="external" />;
export const StartAnalystImpersonation = () => <StartImpersonationScreen kind="analyst" />;
