// Contract of a hand-built screen (custom-screens/<name>/index.ts). The shell mounts each route through
// react-admin's <CustomRoutes>, adds the menu entries the user's abilities allow, and shows the parts a
// screen gives the shell itself (a banner, a user menu entry, the dialog of the navbar's user search).
import { createElement, lazy, type ComponentType, type ElementType, type ReactElement } from 'react';
import type { MenuSectionName } from '../resources/_menu.js';

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
  /** the menu section it sits in (resources/_menu.ts) */
  group: MenuSectionName;
  icon?: ComponentType;
  ability: string | readonly string[];
  /** a header figure (server/stats/header-stats.ts key) shown on the entry as a badge, live */
  badgeStat?: string;
}

export interface UserChosenDialogProps {
  /** the user chosen in the navbar's search; null: closed */
  userId: number | null;
  /** their name as the search showed it */
  name: string;
  /** the path of their record, when the user may open it */
  recordPath?: string;
  onClose: () => void;
}

/** The shell's slots a hand-built screen may fill. */
export interface ShellParts {
  /** shown above every signed-in screen */
  banner?: ComponentType;
  /** entries of the user menu, above Sign out */
  userMenuItems?: ElementType[];
  /** opened, for users with the ability, when a user is chosen in the navbar's search (else their record opens) */
  userChosen?: { ability: string; dialog: ComponentType<UserChosenDialogProps> };
}

export interface CustomScreen {
  name: string;
  routes: CustomScreenRoute[];
  menu?: CustomMenuEntry[];
  shell?: ShellParts;
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
