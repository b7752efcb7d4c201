// Where an inline-edited list lives: its list route from the model (uiRoutes.list, the spec's
// /settings/tags), else the generated /<name>. Menus and the generated list lead there.
import type { ResourceDef } from './define.js';

export function inlineListPath(def: ResourceDef): string | undefined {
  if (!def.inlineList) return undefined;
  const route = def.uiRoutes?.list?.split('?')[0];
  if (!route) return `/${def.name}`;
  const path = route.startsWith('/') ? route : `/${route}`;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
