// What a resource's screen overrides may give (admin-ui/screen-overrides.ts draws them; each resource's
// are declared in resources/_screen-overrides.ts), so that the model check on the server knows them
// without importing browser code.

/** What an override may give: a whole screen, the extension points of a generated form screen, or per-field parts. */
export const SCREEN_OVERRIDE_KEYS = ['list', 'show', 'edit', 'create', 'editScreen', 'createScreen', 'fields'] as const;
/** What an override may give one field: its input, its display, validators added to the model's. */
export const FIELD_OVERRIDE_KEYS = ['input', 'field', 'validate'] as const;

export interface ScreenOverrideDeclaration {
  /** the override's keys (SCREEN_OVERRIDE_KEYS) besides `fields` */
  keys?: readonly string[];
  /** field name → what the override gives it (FIELD_OVERRIDE_KEYS) */
  fields?: Readonly<Record<string, readonly string[]>>;
}
