// Contract of per-resource UI overrides (resources/overrides/<name>/screens.tsx, default export).
// The screen builder uses a whole screen or a single field's input / display where one is given.
import type { ComponentType } from 'react';

export interface FieldOverride {
  /** replaces the generated input in Edit and Create */
  input?: ComponentType<{ source: string }>;
  /** replaces the generated display in List and Show */
  field?: ComponentType<{ source: string }>;
}

export interface ScreenOverrides {
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  fields?: Record<string, FieldOverride>;
}

/** An override as a module gives it (loaded on demand), or as an object (tests). */
export type OverridesSource = ScreenOverrides | (() => Promise<ScreenOverrides>);

export const loadOverrides = (source: OverridesSource | undefined): Promise<ScreenOverrides> =>
  typeof source === 'function' ? source() : Promise.resolve(source ?? {});

export const SCREEN_OVERRIDE_KEYS = ['list', 'show', 'edit', 'create', 'fields'] as const;
export const FIELD_OVERRIDE_KEYS = ['input', 'field'] as const;

export function defineScreenOverrides(o: ScreenOverrides): ScreenOverrides {
  return o;
}
