// Contract of a hand-built screen (custom-screens/<name>/index.ts). The shell mounts each route through
// react-admin's <CustomRoutes> and adds the menu entries the user's abilities allow.
import type { ComponentType, ReactElement } from 'react';

export interface CustomScreenRoute {
  /** absolute route path, e.g. /settings/tags */
  path: string;
  element: ReactElement;
  /** ability (any-of list) needed; the route shows /error/access without it */
  ability: string | readonly string[];
  /** render without the shell (sidebar, navbar) */
  noLayout?: boolean;
}

export interface CustomMenuEntry {
  to: string;
  label: string;
  group: string;
  icon?: ComponentType;
  ability: string | readonly string[];
}

export interface CustomScreen {
  name: string;
  routes: CustomScreenRoute[];
  menu?: CustomMenuEntry[];
}

export function defineCustomScreen(s: CustomScreen): CustomScreen {
  return s;
}
