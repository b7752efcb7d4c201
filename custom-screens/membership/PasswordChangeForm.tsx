// The password change of the profile: the current password, then the new one twice. A wrong current
// password comes back as a field error on currentPassword (server/membership/profile.ts).
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import { useUnsavedChanges } from '../../admin-ui/unsaved-changes/useUnsavedChanges.js';

export function PasswordChangeForm({ change }: { change: (currentPassword: string, newPassword: string) => Promise<{ message: string }> }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(!busy && Boolean(current || next || repeat), 'The password change is not saved. What you typed will be lost.');

  const submit = async () => {
    setDone(null);
    setFailure(null);
    if (next !== repeat) return setErrors({ repeat: 'The two new passwords differ.' });
    setErrors({});
    setBusy(true);
    try {
      const res = await change(current, next);
      setDone(res.message);
      setCurrent('');
      setNext('');
      setRepeat('');
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields) setErrors(fields);
      else setFailure(errorMessage(err, 'The password could not be changed.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" aria-labelledby="password-title" onSubmit={(e) => (e.preventDefault(), void submit())} noValidate>
      <Typography id="password-title" variant="subtitle1" component="h2" gutterBottom>
        Change password
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <TextField id="profile-current-password" label="Current password" type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} error={Boolean(errors.currentPassword)} helperText={errors.currentPassword} />
        <TextField id="profile-new-password" label="New password" type="password" autoComplete="new-password" required value={next} onChange={(e) => setNext(e.target.value)} error={Boolean(errors.newPassword)} helperText={errors.newPassword ?? 'At least 10 characters.'} />
        <TextField id="profile-repeat-password" label="New password again" type="password" autoComplete="new-password" required value={repeat} onChange={(e) => setRepeat(e.target.value)} error={Boolean(errors.repeat)} helperText={errors.repeat} />
        <Box>
          <Button type="submit" variant="contained" disabled={busy || !current || !next || !repeat}>
            Change password
          </Button>
        </Box>
        {done && <Alert severity="success">{done}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
      </Stack>
    </Box>
  );
}
