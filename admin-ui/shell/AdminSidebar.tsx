// The shell's sidebar: react-admin's, which below 768 px is a modal drawer (a dialog) over the page.
// That dialog is named, as every dialog is ("Menu"); and it never opens by itself: the open state a
// wider band left behind (the icon bar, the open sidebar) is not the user opening the menu, so below
// 768 px the drawer stays closed until the band's reset has run (useResponsiveSidebar). Otherwise a
// window narrowed under a page flashes the drawer open, taking the focus and hiding the page.
import { Sidebar, type SidebarProps } from 'react-admin';
import { useResponsiveSidebar } from './useResponsiveSidebar.js';

export const SIDEBAR_DIALOG_LABEL = 'Menu';

export function AdminSidebar(props: SidebarProps) {
  const { band, setFor } = useResponsiveSidebar();
  if (band !== 'drawer') return <Sidebar {...props} />;
  return <Sidebar {...props} slotProps={{ ...props.slotProps, paper: { 'aria-label': SIDEBAR_DIALOG_LABEL } }} {...(setFor !== 'drawer' && { open: false })} />;
}
