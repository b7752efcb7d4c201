// The application shell around every signed-in screen.
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AppBar.js';
import { AdminMenu } from './Menu.js';
import { ServerErrorPage } from './ErrorPages.js';
import { useResponsiveSidebar } from './useResponsiveSidebar.js';

export function AdminLayout({ children }: { children: ReactNode }) {
  useResponsiveSidebar();
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu} error={ServerErrorPage}>
      {children}
    </Layout>
  );
}
