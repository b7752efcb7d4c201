// What the shell shows beyond react-admin's own registry: the model and the hand-built screens.
import { createContext, useContext } from 'react';
import { usePermissions } from 'react-admin';
import type { ResourceDef } from '../../server/model/define.js';
import type { CustomScreen } from '../custom-screen.js';

export interface AppConfig {
  resources: readonly ResourceDef[];
  /** the same resources by name */
  model: ReadonlyMap<string, ResourceDef>;
  customScreens: readonly CustomScreen[];
}

export const AppConfigContext = createContext<AppConfig>({ resources: [], model: new Map(), customScreens: [] });

export const useAppConfig = () => useContext(AppConfigContext);

/** The signed-in user's abilities (authProvider.getPermissions); undefined while they load. */
export function useAbilities(): string[] | undefined {
  const { permissions, isPending } = usePermissions<string[]>();
  return isPending ? undefined : (permissions ?? []);
}
