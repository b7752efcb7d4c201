// Light and dark themes. Breakpoints follow the spec's sidebar: below 768 px a temporary drawer,
// 768–992 px a collapsed icon bar, from 992 px the open sidebar.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const SIDEBAR_BREAKPOINTS = { sm: 768, md: 992 } as const;

const layout: Partial<RaThemeOptions> = {
  breakpoints: { values: { xs: 0, sm: SIDEBAR_BREAKPOINTS.sm, md: SIDEBAR_BREAKPOINTS.md, lg: 1280, xl: 1600 } },
  sidebar: { width: 248, closedWidth: 56 },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...layout,
  palette: { ...defaultLightTheme.palette, mode: 'light', primary: { main: '#1a5276' }, secondary: { main: '#1f4e79' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...layout,
  palette: { ...defaultDarkTheme.palette, mode: 'dark', primary: { main: '#90caf9' } },
};
