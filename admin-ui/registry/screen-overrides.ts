// Per-resource UI overrides (resources/overrides/<name>/screens.tsx), keyed by resource name. Each
// file loads when one of its resource's screens is first opened: an override often brings heavy code
// (a rich-text editor, a whole form) that the first page does not need.
import type { OverridesSource, ScreenOverrides } from '../screen-overrides.js';

const modules = import.meta.glob<{ default?: ScreenOverrides }>('../../resources/overrides/*/screens.tsx');

export const screenOverrides: Record<string, OverridesSource> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.split('/').at(-2)!, async () => (await load()).default ?? {}]),
);
