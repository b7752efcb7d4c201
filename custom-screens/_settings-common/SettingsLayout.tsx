// Frame of the Site Settings screens: the page title and tabs between them. Submission Cycles join the
// tabs when that screen exists.
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { LinkBase, useLocation } from 'react-admin';
import { PageTitle } from '../../admin-ui/shell/page-title.js';

export const SETTINGS_PAGE_TITLE = 'Site Settings';

export const SETTINGS_TABS = [
  { to: '/settings/review', label: 'Review' },
  { to: '/settings/tags', label: 'Tags' },
  { to: '/settings/rubric', label: 'Rubric' },
] as const;

export function SettingsLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const current = SETTINGS_TABS.find((t) => pathname.startsWith(t.to))?.to ?? false;
  return (
    <Box sx={{ mt: 1 }}>
      <PageTitle title={SETTINGS_PAGE_TITLE} />
      <Tabs value={current} aria-label="Site settings sections" sx={{ mb: 2 }}>
        {SETTINGS_TABS.map((t) => (
          <Tab key={t.to} value={t.to} label={t.label} component={LinkBase} to={t.to} />
        ))}
      </Tabs>
      <Card>
        <CardContent>{children}</CardContent>
      </Card>
    </Box>
  );
}
