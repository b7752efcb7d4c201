// A box whose content may scroll (a table wider than a phone, a long list): a named region that takes
// the keyboard's focus, so that people who do not use a mouse can scroll it with the arrow keys (axe:
// scrollable-region-focusable) and screen readers say what it holds.
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children, sx }: { label: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={[{ overflow: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
