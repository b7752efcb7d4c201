// /membership/users/edit/{userId}/{institutionId}/permissions (spec 2 §2): what the user may do for one
// institution. The role there changes on its own call; a new role resets the permissions (spec 2 §4),
// which the screen says before it happens. The new role comes from the upgrade or the downgrade list.
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { RoleChangeSelect } from './RoleChangeSelect.js';
import { MEMBERSHIP_QUERY_ROOT, institutionsPath, membershipApi } from './membership-api.js';
import { ScreenCard } from './ScreenCard.js';
import { useUnsavedChanges } from '../../admin-ui/unsaved-changes/useUnsavedChanges.js';

export const ROLE_RESET_WARNING = 'Changing the role resets the permissions on this institution.';

export function PermissionsScreen() {
  const params = useParams();
  const userId = Number(params.userId);
  const institutionId = Number(params.institutionId);
  const call = useSpecApi();
  const api = useMemo(() => membershipApi(call), [call]);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = [MEMBERSHIP_QUERY_ROOT, 'permissions', userId, institutionId];
  const current = useQuery({ queryKey: key, queryFn: ({ signal }) => api.permissions(userId, institutionId, signal) });
  const [chosen, setChosen] = useState<string[]>([]);
  const [roleId, setRoleId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (current.data) {
      setChosen(current.data.permissions);
      setRoleId(current.data.roleId);
    }
  }, [current.data]);
  // ticked permissions not saved yet: leaving the page asks first
  useUnsavedChanges(!busy && current.data !== undefined && JSON.stringify([...chosen].sort()) !== JSON.stringify([...current.data.permissions].sort()));

  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    await queryClient.invalidateQueries({ queryKey: [MEMBERSHIP_QUERY_ROOT, 'institutions', userId] });
  };
  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
      await done();
    } catch (err) {
      notify(errorMessage(err, failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      await api.savePermissions(userId, institutionId, chosen);
      notify('The permissions were saved.', { type: 'success' });
    }, 'The permissions could not be saved.');
  const changeRole = () =>
    run(async () => {
      const res = await api.setRole(userId, institutionId, roleId!);
      const said = res.permissionsReset ? `The role is now ${res.roleName}; the permissions were reset.` : `The role is now ${res.roleName}.`;
      // a downgrade is said as a warning (spec 2 §8)
      notify([said, ...res.warnings].join(' '), { type: res.warnings.length ? 'warning' : 'success' });
    }, 'The role could not be changed.');

  const data = current.data;
  const roleChanged = data !== undefined && roleId !== null && roleId !== data.roleId;
  const dirty = data !== undefined && (chosen.length !== data.permissions.length || chosen.some((p) => !data.permissions.includes(p)));
  const title = data ? `Permissions of ${data.userName} on ${data.institutionName}` : 'Permissions';
  return (
    <ScreenCard id="permissions-title" title={title} back={{ to: institutionsPath(userId), label: 'Institutions of the user' }}>
      {current.isFetching && <LinearProgress aria-label="Loading the permissions" />}
      {current.error && <Alert severity="error">{errorMessage(current.error, 'The permissions could not be loaded.')}</Alert>}
      {data && (
        <Stack spacing={3}>
          <Box>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              Role on this institution
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <RoleChangeSelect
                id="membership-role"
                current={data.roleId != null && data.roleName ? { roleId: data.roleId, name: data.roleName } : null}
                upgrades={data.upgrades}
                downgrades={data.downgrades}
                value={roleId}
                onChange={setRoleId}
                disabled={busy}
              />
              <Button variant="outlined" disabled={busy || !roleChanged} onClick={changeRole}>
                Change role
              </Button>
            </Stack>
            {roleChanged && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {ROLE_RESET_WARNING}
              </Alert>
            )}
          </Box>
          <Box component="form" onSubmit={(e) => (e.preventDefault(), void save())}>
            <FormLabel component="legend" id="permissions-legend">
              <Typography variant="subtitle1" component="h2" color="text.primary">
                Permissions
              </Typography>
            </FormLabel>
            <FormGroup aria-labelledby="permissions-legend">
              {data.available.map((p) => (
                <FormControlLabel
                  key={p.id}
                  control={<Checkbox checked={chosen.includes(p.id)} onChange={(e) => setChosen(e.target.checked ? [...chosen, p.id] : chosen.filter((c) => c !== p.id))} disabled={busy} />}
                  label={p.name}
                />
              ))}
            </FormGroup>
            <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={busy || !dirty}>
              Save permissions
            </Button>
          </Box>
        </Stack>
      )}
    </ScreenCard>
  );
}
