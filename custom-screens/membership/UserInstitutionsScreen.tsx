// /membership/users/edit/{userId}/institutions (spec 2 §2, §9): the institutions of one user (up to
// 1000) with the role held there and the permissions granted; add one through the institution search,
// open its permissions, or take the user off it (after a confirmation).
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { FILTER_BAR_SX } from '../../admin-ui/kit/filter-layout.js';
import { INSTITUTION_TYPES } from '../../resources/_enums.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { errorMessage, failureOf } from '../../admin-ui/kit/server-errors.js';
import { WIDE_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import { VISUALLY_HIDDEN } from '../../admin-ui/kit/visually-hidden.js';
import { InstitutionSearchPicker } from './InstitutionSearchPicker.js';
import { RoleSelect } from './RoleSelect.js';
import { MEMBERSHIP_QUERY_ROOT, editUserPath, membershipApi, permissionsPath } from './membership-api.js';
import type { InstitutionOption, UserInstitutionJson } from '../../core/contract/membership.js';
import { ScreenCard } from './ScreenCard.js';
import { useUserName } from './use-user-name.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

const typeName = (id: number | null) => INSTITUTION_TYPES.find((t) => t.id === id)?.name ?? '—';

export function UserInstitutionsScreen() {
  const userId = Number(useParams().userId);
  const call = useSpecApi();
  const api = useMemo(() => membershipApi(call), [call]);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const userName = useUserName(api, userId);
  const list = useQuery({ meta: liveReads('user-institutions'), queryKey: [MEMBERSHIP_QUERY_ROOT, 'institutions', userId], queryFn: ({ signal }) => api.institutions(userId, signal), enabled: userId > 0 });
  const roles = useQuery({ queryKey: [MEMBERSHIP_QUERY_ROOT, 'institution-roles'], queryFn: ({ signal }) => api.institutionRoles(signal), staleTime: 5 * 60_000 });
  const [picked, setPicked] = useState<InstitutionOption | null>(null);
  const [roleId, setRoleId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<UserInstitutionJson | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [MEMBERSHIP_QUERY_ROOT, 'institutions', userId] });

  const add = async () => {
    if (!picked) return setErrors({ institutionId: 'Choose an institution.' });
    setBusy(true);
    try {
      const added = await api.addInstitution(userId, picked.institutionId, roleId);
      notify(`${added.institutionName} was added.`, { type: 'success' });
      setPicked(null);
      setErrors({});
      await refresh();
    } catch (err) {
      // a reason the form shows goes under its field only; a notification for anything else
      const failure = failureOf(err, { fallback: 'The institution could not be added.', fields: ['institutionId', 'roleId'] });
      setErrors(failure.fields);
      if (failure.message) notify(failure.message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await api.removeInstitution(userId, removing.userInstitutionId);
      notify(`${removing.institutionName} was removed.`, { type: 'success' });
      setRemoving(null);
      await refresh();
    } catch (err) {
      notify(errorMessage(err, 'The institution could not be removed.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const rows = list.data?.result ?? [];
  const title = userName ? `Institutions of ${userName}` : 'Institutions';
  return (
    <ScreenCard id="user-institutions-title" title={title} back={{ to: editUserPath(userId), label: 'Back to the user' }}>
      <Box component="form" aria-label="Add an institution" sx={{ ...FILTER_BAR_SX, mb: 2 }} onSubmit={(e) => (e.preventDefault(), void add())}>
        <InstitutionSearchPicker api={api} value={picked} onChange={setPicked} error={errors.institutionId} />
        <RoleSelect id="membership-add-role" label="Role there" roles={roles.data ?? []} value={roleId} onChange={setRoleId} allowNone error={errors.roleId} />
        <Button type="submit" variant="contained" disabled={busy || !picked}>
          Add institution
        </Button>
      </Box>
      <Box>{list.isFetching ? <LinearProgress aria-label="Loading the institutions" /> : <Box sx={{ height: 4 }} />}</Box>
      {list.error && <Alert severity="error">{errorMessage(list.error, 'The institutions could not be loaded.')}</Alert>}
      {list.data && rows.length === 0 && <Typography sx={{ py: 2 }}>This user belongs to no institution yet.</Typography>}
      {rows.length > 0 && (
        <RowCards>
          <Table size="small" aria-label="Institutions of the user">
            <TableHead>
              <TableRow>
                <TableCell>Institution</TableCell>
                <TableCell sx={WIDE_ONLY}>Type</TableCell>
                <TableCell sx={WIDE_ONLY}>City</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Permissions</TableCell>
                <TableCell>
                  <Box component="span" sx={VISUALLY_HIDDEN}>
                    Remove
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.userInstitutionId} hover>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.institutionName}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{typeName(r.institutionTypeId)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{r.city ?? '—'}</TableCell>
                  <TableCell>{r.roleName ?? 'No role'}</TableCell>
                  <TableCell>
                    <MuiLink component={Link} to={permissionsPath(userId, r.institutionId)} aria-label={`Permissions on ${r.institutionName}: ${r.permissions.length}`}>
                      {r.permissions.length === 0 ? 'None' : `${r.permissions.length} granted`}
                    </MuiLink>
                  </TableCell>
                  <TableCell>
                    <Button size="small" color="error" onClick={() => setRemoving(r)} aria-label={`Remove ${r.institutionName}`}>
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </RowCards>
      )}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} aria-labelledby="remove-institution-title">
        <DialogTitle id="remove-institution-title">Remove {removing?.institutionName}?</DialogTitle>
        <DialogContent>
          <DialogContentText>The user loses the role and the permissions held there.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Cancel</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={remove}>
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </ScreenCard>
  );
}
