// Light and dark themes. Breakpoints follow the spec's sidebar: below 768 px a temporary drawer,
// 768–992 px a collapsed icon bar, from 992 px the open sidebar.
import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const SIDEBAR_BREAKPOINTS = { sm: 768, md: 992 } as const;

const layout: Partial<RaThemeOptions> = {
  breakpoints: { values: { xs: 0, sm: SIDEBAR_BREAKPOINTS.sm, md: SIDEBAR_BREAKPOINTS.md, lg: 1280, xl: 1600 } },
  sidebar: { width: 248, closedWidth: 56 },
};

interface CheckboxOwnerState {
  'aria-label'?: string;
  inputProps?: Record<string, unknown>;
}

/**
 * A checkbox given an aria-label (react-admin's "Select this row") puts it on the box that screen
 * readers reach, the input, rather than on its wrapper, where it is not allowed and names nothing.
 */
const checkboxNamesItsInput = {
  defaultProps: {
    slotProps: {
      root: (owner: CheckboxOwnerState) => (owner['aria-label'] ? { 'aria-label': undefined } : {}),
      input: (owner: CheckboxOwnerState) => ({ ...owner.inputProps, ...(owner['aria-label'] ? { 'aria-label': owner['aria-label'] } : {}) }),
    },
  },
};

/**
 * What a disabled field shows stays readable (a rule set version shown read-only is all disabled
 * fields, a decided registration its recommended action): MUI draws disabled labels and helper text
 * in text.disabled (2.7:1 on white) and a disabled chip at 38% opacity, all below the 4.5:1 text needs.
 * Labels and helper text keep the secondary colour; a chip keeps its full colour in secondary text,
 * without the delete icon it cannot use.
 */
const disabledTextReadable = {
  MuiFormLabel: {
    styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
  },
  MuiFormHelperText: {
    styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
  },
  MuiChip: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '&.Mui-disabled': { opacity: 1, color: theme.palette.text.secondary, '& .MuiChip-deleteIcon': { display: 'none' } },
      }),
    },
  },
};

/**
 * Toolbars wrap their buttons onto a second line rather than push the page wider than the screen;
 * checkboxes as above; a spinner without a name of its own (react-admin's loading indicator in the
 * app bar, shown whenever a query is on its way, also when the live hub refreshes a list) is "Loading";
 * disabled text readable as above.
 */
const components = (base: RaThemeOptions['components']): RaThemeOptions['components'] => ({
  ...base,
  ...disabledTextReadable,
  MuiCheckbox: { ...base?.MuiCheckbox, ...checkboxNamesItsInput },
  MuiCircularProgress: { ...base?.MuiCircularProgress, defaultProps: { ...base?.MuiCircularProgress?.defaultProps, 'aria-label': 'Loading' } },
  RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap', whiteSpace: 'normal' } } },
  RaToolbar: { styleOverrides: { root: { flexWrap: 'wrap', gap: 8 } } },
});

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...layout,
  // MUI's error red (#d32f2f) is 4.36:1 on a filled field's background (#f0f0f0): below the 4.5:1
  // text needs, so a field's label in error failed axe; #c62828 is 4.9:1 there (5.6:1 on white)
  palette: { ...defaultLightTheme.palette, mode: 'light', primary: { main: '#1a5276' }, secondary: { main: '#1f4e79' }, error: { main: '#c62828' } },
  components: components(defaultLightTheme.components),
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...layout,
  palette: { ...defaultDarkTheme.palette, mode: 'dark', primary: { main: '#90caf9' } },
  components: components(defaultDarkTheme.components),
};
