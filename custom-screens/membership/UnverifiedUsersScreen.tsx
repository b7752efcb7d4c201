// /membership/users/unverified and /membership/users/unverified/delete/{userId} (spec 2 §2): accounts
// whose e-mail link was not followed yet. Resend the mail ("Email has been resent to {email}"), read a
// fresh link out to a caller, or delete the account (with its memberships) after a confirmation.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { officeDateText } from '../../core/time/office-time.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { MEMBERSHIP_QUERY_ROOT, membershipApi } from './membership-api.js';
import type { ListedUser } from '../../core/contract/membership.js';
import { ScreenCard } from './ScreenCard.js';
import { UserListTable } from './UserListTable.js';

const LIST_PATH = '/membership/users/unverified';

export function UnverifiedUsersScreen() {
  const call = useSpecApi();
  const api = useMemo(() => membershipApi(call), [call]);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { userId } = useParams();
  const deleting = userId ? Number(userId) : null;
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ email: string; link: string; validDays: number } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [MEMBERSHIP_QUERY_ROOT, 'unverified'] });

  const act = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      notify(errorMessage(err, failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const resend = (u: ListedUser) =>
    act(async () => {
      const res = await api.resend(u.userId);
      notify(res.message, { type: 'success' });
      await refresh();
    }, 'The e-mail could not be resent.');
  const showLink = (u: ListedUser) => act(async () => setLink(await api.verificationLink(u.userId)), 'No link could be made.');
  const confirmDelete = () =>
    act(async () => {
      const res = await api.deleteUnverified(deleting!);
      notify(res.message, { type: 'success' });
      navigate(LIST_PATH);
      await refresh();
    }, 'The user could not be deleted.');

  return (
    <ScreenCard id="unverified-users-title" title="Unverified users" back={{ to: '/membership', label: 'Membership' }}>
      <UserListTable
        api={api}
        list="unverified"
        storeKey="membership.users.unverified.list"
        label="Unverified users"
        empty="No user waits for e-mail verification"
        extra={{ label: 'Link sent', cell: (u) => (u.verificationSentOn ? officeDateText(u.verificationSentOn) : '—') }}
        actions={(u) => (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.5}>
            <Button size="small" disabled={busy} onClick={() => resend(u)} aria-label={`Resend the verification e-mail to ${u.email}`}>
              Resend
            </Button>
            <Button size="small" disabled={busy} onClick={() => showLink(u)} aria-label={`Verification link of ${u.username}`}>
              Link
            </Button>
            <Button size="small" color="error" disabled={busy} onClick={() => navigate(`${LIST_PATH}/delete/${u.userId}`)} aria-label={`Delete ${u.username}`}>
              Delete
            </Button>
          </Stack>
        )}
      />
      <Dialog open={deleting !== null} onClose={() => navigate(LIST_PATH)} aria-labelledby="delete-unverified-title">
        <DialogTitle id="delete-unverified-title">Delete this unverified user?</DialogTitle>
        <DialogContent>
          <DialogContentText>The account never followed its verification link. It is deleted with its institutions; this cannot be undone.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => navigate(LIST_PATH)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={confirmDelete}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={link !== null} onClose={() => setLink(null)} aria-labelledby="verification-link-title" fullWidth maxWidth="sm">
        <DialogTitle id="verification-link-title">Verification link for {link?.email}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>A new link, valid {link?.validDays} days. The link mailed before no longer works.</DialogContentText>
          <TextField label="Verification link" value={link?.link ?? ''} fullWidth multiline slotProps={{ input: { readOnly: true } }} onFocus={(e) => e.target.select()} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLink(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </ScreenCard>
  );
}
