// The application shell around every signed-in screen.
import type { Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AppBar.js';
import { AdminMenu } from './Menu.js';
import { ServerErrorPage } from './ErrorPages.js';
import { AdminSidebar } from './AdminSidebar.js';
import { useShellParts } from './app-config.js';
import { NavigationGuard } from '../unsaved-changes/NavigationGuard.js';

/**
 * Below 768 px the page is never wider than the screen: react-admin lets the layout grow to its
 * widest content (min-width: fit-content), so that on a desktop a wide table scrolls with the page;
 * on a phone the layout keeps the screen's width and what cannot shrink (a table of many columns)
 * scrolls sideways inside the content instead.
 */
const contentFitsScreen = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 },
    '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' },
  },
});

export function AdminLayout({ children }: { children: ReactNode }) {
  const { banner: Banner } = useShellParts();
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu} sidebar={AdminSidebar} error={ServerErrorPage} sx={contentFitsScreen}>
      {/* a hand-built screen's banner: while acting as someone else, every screen says so (docs/impersonation.md) */}
      {Banner && <Banner />}
      {/* the one guard of unsaved text for every form and dialog (admin-ui/unsaved-changes) */}
      <NavigationGuard />
      {children}
    </Layout>
  );
}
