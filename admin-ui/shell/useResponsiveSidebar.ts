// The sidebar follows the viewport band: closed drawer below 768 px, icon bar to 992 px, open above.
// The user may still toggle it; crossing into another band resets it.
import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSidebarState } from 'react-admin';

export type SidebarBand = 'drawer' | 'icons' | 'open';

/** The band the viewport is in, and the band the sidebar's state was last set for (null before the first). */
export function useResponsiveSidebar(): { band: SidebarBand; setFor: SidebarBand | null } {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const band: SidebarBand = wide ? 'open' : narrow ? 'drawer' : 'icons';
  const [, setOpen] = useSidebarState();
  const [setFor, setSetFor] = useState<SidebarBand | null>(null);
  useEffect(() => {
    setOpen(band === 'open');
    setSetFor(band);
  }, [band, setOpen]);
  return { band, setFor };
}
