// Contract of per-resource UI overrides (custom-screens/_overrides/<name>/screens.tsx, default export;
// declared in resources/_screen-overrides.ts). The screen builder uses a whole screen where one is
// given; else it builds the generated screen and fills its extension points (messages, toolbar slot,
// form hooks, side panel, a field's input, display or added validators) from the override.
import type { ComponentType, ReactNode } from 'react';
import type { Validator } from 'react-admin';
import type { FIELD_OVERRIDE_KEYS, SCREEN_OVERRIDE_KEYS, ScreenOverrideDeclaration } from '../core/model/screen-override-keys.js';

/** The props a field's input override gets: the ones the generated input would have had (and, on create, the model's default). */
export interface FieldInputProps {
  source: string;
  label: string;
  validate?: Validator[];
  helperText?: string;
  fullWidth?: boolean;
}

export interface FieldOverride {
  /** replaces the generated input in Edit and Create */
  input?: ComponentType<FieldInputProps>;
  /** replaces the generated display in List and Show */
  field?: ComponentType<{ source: string; label?: string }>;
  /** checks added to the model's own, on the generated input */
  validate?: Validator[];
}

type SavedRecord = Record<string, unknown>;

/** Extension points of a generated Edit or Create screen. */
export interface FormScreenExtension {
  /** the words of the screen, where the spec gives its own */
  messages?: {
    /** shown when a save fails, in place of the server's message (field errors still land on the fields) */
    saveFailed?: string;
  };
  /** toolbar slot: buttons put before the screen's own (Show, Audit history); edit screens only */
  toolbar?: ComponentType;
  /** form hook: what follows a successful save (a message, where to go), in place of react-admin's */
  useOnSaved?: () => (saved: SavedRecord) => void;
  /** beside the inputs on a wide screen (a live preview); inside the form, so it may watch the values */
  sidePanel?: ComponentType;
  /** around the inputs and the side panel: a context they share (which input was focused last) */
  provider?: ComponentType<{ children: ReactNode }>;
}

export interface ScreenOverrides {
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  editScreen?: FormScreenExtension;
  createScreen?: FormScreenExtension;
  fields?: Record<string, FieldOverride>;
}

// the declaration's keys stay in step with the contract's
type Keys<T extends readonly string[]> = T[number];
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const screenKeysMatch: SameKeys<Keys<typeof SCREEN_OVERRIDE_KEYS>, keyof ScreenOverrides> = true;
const fieldKeysMatch: SameKeys<Keys<typeof FIELD_OVERRIDE_KEYS>, keyof FieldOverride> = true;
void screenKeysMatch;
void fieldKeysMatch;

/**
 * The override a declaration (resources/_screen-overrides.ts) allows: only the keys it names, so the
 * UI registry (app/screen-overrides.ts) cannot give more than the model check has seen.
 */
export type DeclaredOverrides<D extends ScreenOverrideDeclaration> = {
  [K in Exclude<keyof ScreenOverrides, 'fields'>]?: D extends { keys: readonly (infer N)[] } ? (K extends N ? ScreenOverrides[K] : never) : never;
} & {
  fields?: D extends { fields: infer F }
    ? { [Name in keyof F]: { [P in keyof FieldOverride]?: F[Name] extends readonly (infer N)[] ? (P extends N ? FieldOverride[P] : never) : never } }
    : never;
};

/** An override as a module gives it (loaded on demand), or as an object (tests). */
export type OverridesSource = ScreenOverrides | (() => Promise<ScreenOverrides>);

export const loadOverrides = (source: OverridesSource | undefined): Promise<ScreenOverrides> =>
  typeof source === 'function' ? source() : Promise.resolve(source ?? {});

/** Keeps the override's own type, so the registry can hold it to its declaration. */
export function defineScreenOverrides<const T extends ScreenOverrides>(o: T): T {
  return o;
}
