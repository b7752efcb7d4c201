// Contract of a hand-built screen (custom-screens/<name>/index.ts). The shell mounts each route through
// react-admin's <CustomRoutes> and adds the menu entries the user's abilities allow.
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

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
  /** a header figure (server/stats/header-stats.ts key) shown on the entry as a badge, live */
  badgeStat?: string;
}

export interface CustomScreen {
  name: string;
  routes: CustomScreenRoute[];
  menu?: CustomMenuEntry[];
}

export function defineCustomScreen(s: CustomScreen): CustomScreen {
  return s;
}

/**
 * The element of a screen whose module loads when the route is first opened, so that a screen's code
 * stays out of the first page: `element: lazyScreenElement(() => import('./TagsScreen.js'), 'TagsScreen')`.
 */
export function lazyScreenElement<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string): ReactElement {
  const Screen = lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
  return createElement(Screen);
}
