// The sidebar follows the viewport band: closed drawer below 768 px, icon bar to 992 px, open above.
// The user may still toggle it; crossing into another band resets it.
import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect } from 'react';
import { useSidebarState } from 'react-admin';

export function useResponsiveSidebar(): void {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  useEffect(() => setOpen(wide), [wide, setOpen]);
}
