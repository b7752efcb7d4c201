// The users who are members of a district (GET /api/admin/membership/user/institution/{id}), with the
// role they hold there; a name opens the user's membership form for those who manage users.
import { Alert, Card, CardContent, LinearProgress, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { WIDE_ONLY } from '../../admin-ui/kit/responsive-cells.js';
import { RowCards } from '../../admin-ui/kit/RowCards.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { userEditPath } from './district-paths.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';

interface InstitutionUser {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  userKind: string;
  isActive: boolean;
  roleName: string | null;
}

export function DistrictUsersCard({ institutionId }: { institutionId: number }) {
  const call = useSpecApi();
  const canManageUsers = hasAbility(usePermissions<string[]>().permissions, 'AdminUserManagement');
  const users = useQuery({
    meta: liveReads('user-institutions', 'users'),
    queryKey: ['institution-users', institutionId],
    queryFn: ({ signal }) => call<InstitutionUser[]>(`/api/admin/membership/user/institution/${institutionId}`, { method: 'GET', signal }),
  });
  return (
    <Card component="section" aria-labelledby="district-users-title">
      <CardContent>
        <Typography id="district-users-title" variant="h6" component="h2" gutterBottom>
          Users
        </Typography>
        {users.isPending && <LinearProgress aria-label="Loading the users" />}
        {users.error && <Alert severity="error">{errorMessage(users.error, 'The users could not be loaded.')}</Alert>}
        {users.data?.length === 0 && <Typography color="text.secondary">No user belongs to this district.</Typography>}
        {users.data && users.data.length > 0 && (
          <RowCards>
          <Table size="small" aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell sx={WIDE_ONLY}>E-mail</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Active</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.map((u) => (
                <TableRow key={u.userId}>
                  <TableCell>
                    {canManageUsers ? (
                      <MuiLink component={Link} to={userEditPath(u.userId)}>
                        {u.lastName}, {u.firstName}
                      </MuiLink>
                    ) : (
                      `${u.lastName}, ${u.firstName}`
                    )}
                  </TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>{u.email}</TableCell>
                  <TableCell>{u.roleName ?? '—'}</TableCell>
                  <TableCell>{u.isActive ? 'Yes' : 'No (not verified or disabled)'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          </RowCards>
        )}
      </CardContent>
    </Card>
  );
}
