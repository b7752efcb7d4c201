// The course screens' error red: the shell theme's (#d32f2f, MUI's default) is 4.36:1 on a filled
// field's background (#f0f0f0), below the 4.5:1 text needs, so the label of a field in error failed
// axe. A darker red for these screens' fields and messages until the shell's light theme has one.
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const READABLE_ERROR = '#c62828';

const withReadableErrors = (outer: Theme): Theme =>
  outer.palette.mode === 'light' ? { ...outer, palette: { ...outer.palette, error: outer.palette.augmentColor({ color: { main: READABLE_ERROR }, name: 'error' }) } } : outer;

export function ReadableErrors({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={withReadableErrors}>{children}</ThemeProvider>;
}
