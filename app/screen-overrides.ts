// Per-resource UI overrides (custom-screens/_overrides/<name>/screens.tsx), by resource name: the
// screen builder reads them from here. Each loads when one of its resource's screens is first opened:
// an override often brings heavy code (a rich-text editor) that the first page does not need. The
// list is held by the compiler to the declarations the model check reads (resources/_screen-overrides.ts):
// every declared resource has its module, and a module gives only the keys declared for it.
import type { DeclaredOverrides, OverridesSource } from '../admin-ui/screen-overrides.js';
import { SCREEN_OVERRIDES } from '../resources/_screen-overrides.js';

type Declared = typeof SCREEN_OVERRIDES;
type Loaders = { [Name in keyof Declared]: () => Promise<{ default: DeclaredOverrides<Declared[Name]> }> };

const loaders: Loaders = {
  'academic-years': () => import('../custom-screens/_overrides/academic-years/screens.js'),
  'feedback-statements': () => import('../custom-screens/_overrides/feedback-statements/screens.js'),
  'feedback-templates': () => import('../custom-screens/_overrides/feedback-templates/screens.js'),
  institutions: () => import('../custom-screens/_overrides/institutions/screens.js'),
  'notification-templates': () => import('../custom-screens/_overrides/notification-templates/screens.js'),
  'review-exclusions': () => import('../custom-screens/_overrides/review-exclusions/screens.js'),
  users: () => import('../custom-screens/_overrides/users/screens.js'),
};

export const screenOverrides: Record<string, OverridesSource> = Object.fromEntries(
  Object.entries(loaders).map(([name, load]) => [name, async () => (await load()).default]),
);
