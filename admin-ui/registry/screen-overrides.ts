// Per-resource UI overrides (resources/overrides/<name>/screens.tsx), keyed by resource name.
import type { ScreenOverrides } from '../screen-overrides.js';

const modules = import.meta.glob<{ default: ScreenOverrides }>('../../resources/overrides/*/screens.tsx', { eager: true });

export const screenOverrides: Record<string, ScreenOverrides> = Object.fromEntries(
  Object.entries(modules)
    .filter(([, mod]) => mod.default)
    .map(([file, mod]) => [file.split('/').at(-2)!, mod.default]),
);
