// /membership/users/ucop (spec 2 §2): the UC office accounts. Everybody with user management reads
// them; changing one needs AdminManageUCUsers, which the edit screen's save enforces (spec 2 §6).
import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { membershipApi } from './membership-api.js';
import { ScreenCard } from './ScreenCard.js';
import { UserListTable } from './UserListTable.js';

export function UcopUsersScreen() {
  const call = useSpecApi();
  const api = useMemo(() => membershipApi(call), [call]);
  return (
    <ScreenCard id="ucop-users-title" title="UC office users" back={{ to: '/membership', label: 'Membership' }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        Editing or deleting a UC office user needs the “Manage UC office users” ability.
      </Alert>
      <UserListTable api={api} list="ucop" storeKey="membership.users.ucop.list" label="UC office users" empty="No UC office user" />
    </ScreenCard>
  );
}
