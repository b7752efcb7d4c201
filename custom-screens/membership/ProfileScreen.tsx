// /profile/{userId} (spec 2 §2 "Profile"): the signed-in user's name, e-mail, phone and position, and
// the password change. A new position may raise the role; the server's warnings (spec 2 §4, §8) are
// shown after the save. Another user's profile answers 403 (docs/membership.md "Profile").
import { Alert, Box, Button, Checkbox, Divider, FormControlLabel, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import { MEMBERSHIP_QUERY_ROOT } from './membership-api.js';
import { profileApi } from './profile-api.js';
import type { ProfileInput, ProfileJson } from '../../core/contract/membership.js';
import { PasswordChangeForm } from './PasswordChangeForm.js';
import { ScreenCard } from './ScreenCard.js';
import { useUnsavedChanges } from '../../admin-ui/unsaved-changes/useUnsavedChanges.js';

const inputOf = (p: ProfileJson): ProfileInput => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phone: p.phone ?? '',
  phoneExtension: p.phoneExtension ?? '',
  isInternationalPhone: p.isInternationalPhone,
  positionId: p.positionId,
});

export function ProfileScreen() {
  const userId = Number(useParams().userId);
  const call = useSpecApi();
  const api = useMemo(() => profileApi(call), [call]);
  const queryClient = useQueryClient();
  const key = [MEMBERSHIP_QUERY_ROOT, 'profile', userId];
  const profile = useQuery({ queryKey: key, queryFn: ({ signal }) => api.read(userId, signal), retry: false });
  const [form, setForm] = useState<ProfileInput | null>(null);
  /** the profile the form was filled from: a newer one read meanwhile replaces the form only while nothing was typed */
  const [loaded, setLoaded] = useState<ProfileInput | null>(null);
  const dirty = JSON.stringify(form) !== JSON.stringify(loaded);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<{ message: string; warnings: string[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!profile.data || dirty) return;
    setForm(inputOf(profile.data));
    setLoaded(inputOf(profile.data));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new reading of the profile refills the form
  }, [profile.data]);
  useUnsavedChanges(dirty && !busy);

  const set = <K extends keyof ProfileInput>(field: K, value: ProfileInput[K]) => setForm((f) => (f ? { ...f, [field]: value } : f));
  const save = async () => {
    if (!form) return;
    setSaved(null);
    setFailure(null);
    setBusy(true);
    try {
      const res = await api.save(userId, form);
      setErrors({});
      setSaved({ message: res.message, warnings: res.warnings });
      setForm(inputOf(res));
      setLoaded(inputOf(res));
      queryClient.setQueryData(key, res);
    } catch (err) {
      const fields = serverFieldErrors(err);
      setErrors(fields ?? {});
      if (!fields) setFailure(errorMessage(err, 'The profile could not be saved.'));
    } finally {
      setBusy(false);
    }
  };
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'phoneExtension', label: string, extra: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <TextField id={`profile-${field}`} label={label} value={form?.[field] ?? ''} onChange={(e) => set(field, e.target.value)} error={Boolean(errors[field])} helperText={errors[field]} {...extra} />
  );

  const data = profile.data;
  return (
    <ScreenCard id="profile-title" title="My profile">
      {profile.isFetching && <LinearProgress aria-label="Loading the profile" />}
      {profile.error && <Alert severity="error">{errorMessage(profile.error, 'The profile could not be loaded.')}</Alert>}
      {data && form && (
        <Stack spacing={3}>
          <Box component="form" aria-labelledby="profile-details-title" onSubmit={(e) => (e.preventDefault(), void save())} noValidate>
            <Typography id="profile-details-title" variant="subtitle1" component="h2" gutterBottom>
              {data.username} · role {data.roleName ?? 'none'}
            </Typography>
            <Stack spacing={2} sx={{ maxWidth: 560 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {text('firstName', 'First name', { required: true, autoComplete: 'given-name' })}
                {text('lastName', 'Last name', { required: true, autoComplete: 'family-name' })}
              </Stack>
              {text('email', 'E-mail', { required: true, type: 'email', autoComplete: 'email' })}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
                {text('phoneExtension', 'Extension')}
              </Stack>
              <FormControlLabel control={<Checkbox checked={form.isInternationalPhone} onChange={(e) => set('isInternationalPhone', e.target.checked)} />} label="International phone number" />
              <TextField
                select
                id="profile-positionId"
                label="Position"
                value={form.positionId == null ? '' : String(form.positionId)}
                onChange={(e) => set('positionId', e.target.value === '' ? null : Number(e.target.value))}
                error={Boolean(errors.positionId)}
                helperText={errors.positionId ?? 'A position with an approval role raises your role; a new position never lowers it.'}
              >
                <MenuItem value="">No position</MenuItem>
                {data.positions.map((p) => (
                  <MenuItem key={p.id} value={String(p.id)}>
                    {p.name} ({p.institutionType})
                  </MenuItem>
                ))}
              </TextField>
              <Box>
                <Button type="submit" variant="contained" disabled={busy}>
                  Save profile
                </Button>
              </Box>
              {saved && <Alert severity="success">{saved.message}</Alert>}
              {saved?.warnings.map((w) => (
                <Alert key={w} severity="warning">
                  {w}
                </Alert>
              ))}
              {failure && <Alert severity="error">{failure}</Alert>}
            </Stack>
          </Box>
          <Divider />
          <PasswordChangeForm change={(current, next) => api.changePassword(userId, current, next)} />
        </Stack>
      )}
    </ScreenCard>
  );
}
