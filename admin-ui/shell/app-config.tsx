// What the shell shows beyond react-admin's own registry: the model and the hand-built screens.
import { createContext, useContext, useMemo } from 'react';
import { usePermissions } from 'react-admin';
import type { ResourceDef } from '../../core/model/define.js';
import type { MenuDef } from '../../core/model/menu.js';
import type { CustomScreen, ShellParts } from '../custom-screen.js';
import { MENU } from '../../resources/_menu.js';

export interface AppConfig {
  resources: readonly ResourceDef[];
  /** the same resources by name */
  model: ReadonlyMap<string, ResourceDef>;
  customScreens: readonly CustomScreen[];
  /** the sidebar's sections and the kinds of role that read them (resources/_menu.ts) */
  menu: MenuDef;
}

export const AppConfigContext = createContext<AppConfig>({ resources: [], model: new Map(), customScreens: [], menu: MENU });

export const useAppConfig = () => useContext(AppConfigContext);

/** What the hand-built screens give the shell (custom-screen.ts ShellParts), together. */
export function useShellParts(): Required<Pick<ShellParts, 'userMenuItems'>> & Omit<ShellParts, 'userMenuItems'> {
  const { customScreens } = useAppConfig();
  return useMemo(() => {
    const parts = customScreens.flatMap((s) => (s.shell ? [s.shell] : []));
    return {
      banner: parts.find((p) => p.banner)?.banner,
      userMenuItems: parts.flatMap((p) => p.userMenuItems ?? []),
      userChosen: parts.find((p) => p.userChosen)?.userChosen,
    };
  }, [customScreens]);
}

/** The signed-in user's abilities (authProvider.getPermissions); undefined while they load. */
export function useAbilities(): string[] | undefined {
  const { permissions, isPending } = usePermissions<string[]>();
  return isPending ? undefined : (permissions ?? []);
}
