// What the builder knows about the whole model while it builds one resource's screens.
import type { ResourceDef } from '../../core/model/define.js';
import type { ScreenOverrides } from '../screen-overrides.js';

export interface BuildContext {
  /** every resource, by name (reference targets, their representation and search) */
  model: ReadonlyMap<string, ResourceDef>;
  overrides?: ScreenOverrides;
}

export function indexModel(resources: readonly ResourceDef[]): ReadonlyMap<string, ResourceDef> {
  return new Map(resources.map((r) => [r.name, r]));
}
