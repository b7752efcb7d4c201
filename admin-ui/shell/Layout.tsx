// The application shell around every signed-in screen.
import type { Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AppBar.js';
import { AdminMenu } from './Menu.js';
import { ServerErrorPage } from './ErrorPages.js';
import { useResponsiveSidebar } from './useResponsiveSidebar.js';
import { ImpersonationBanner } from '../../custom-screens/impersonation/ImpersonationBanner.js';

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
  useResponsiveSidebar();
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu} error={ServerErrorPage} sx={contentFitsScreen}>
      {/* while acting as someone else, every screen says so (docs/impersonation.md) */}
      <ImpersonationBanner />
      {children}
    </Layout>
  );
}
