// /membership (spec 2 §2): the landing page of the membership area, a card for each of its lists.
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { OUTBOX_ABILITY } from './abilities.js';

interface Entry {
  to: string;
  title: string;
  text: string;
  icon: ComponentType<{ fontSize?: 'large'; color?: 'primary' }>;
  ability?: string;
}

const ENTRIES: Entry[] = [
  { to: '/membership/roles', title: 'Roles', text: 'Named sets of abilities: create, edit and delete roles.', icon: AdminPanelSettingsIcon },
  { to: '/membership/users', title: 'Users', text: 'Every account: create users, edit them, give them institutions and permissions.', icon: PeopleIcon },
  { to: '/membership/users/ucop', title: 'UC office users', text: 'Accounts of the UC office; changing them needs “Manage UC office users”.', icon: AccountBalanceIcon },
  { to: '/membership/users/unverified', title: 'Unverified users', text: 'New accounts waiting for their e-mail verification: resend, link, delete.', icon: MarkEmailUnreadIcon },
  { to: '/membership/outbox', title: 'Outbox', text: 'Every notification e-mail and its delivery: state, attempts, errors, resend; open a message and its links.', icon: OutboxIcon, ability: OUTBOX_ABILITY },
];

export function MembershipLandingScreen() {
  const { permissions } = usePermissions<string[]>();
  const entries = ENTRIES.filter((e) => !e.ability || (permissions ?? []).includes(e.ability));
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Membership" />
      <Typography variant="h5" component="h1" gutterBottom>
        Membership
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {entries.map((e) => (
          <Box component="li" key={e.to}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={e.to} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <e.icon fontSize="large" color="primary" />
                  <Box>
                    <Typography variant="h6" component="h2">
                      {e.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {e.text}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
