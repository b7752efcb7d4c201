// Which resources' generated screens the UI extends or replaces, and where: the code is browser code
// on the UI side (custom-screens/_overrides/<name>/screens.tsx), registered by resource name in
// app/screen-overrides.ts, which the compiler holds to this list. Plain data, so the model check
// (MODEL013) holds it to the model at start-up without loading React.

import type { ScreenOverrideDeclaration } from '../core/model/screen-override-keys.js';

export const SCREEN_OVERRIDES = {
  // the id of a new year follows from its start date: shown, not asked for
  'academic-years': { fields: { id: ['input'] } },
  // the spec's own save-failure message (spec 1 §8)
  'feedback-statements': { keys: ['editScreen', 'createScreen'] },
  // the same screen as /cms/feedback/template/:typeId
  'feedback-templates': { keys: ['edit'] },
  // the name links to the institution's detail page
  institutions: { fields: { name: ['field'] } },
  // placeholders inserted at the cursor, and a live preview beside the form
  'notification-templates': { keys: ['editScreen'], fields: { messageTitleTemplate: ['input'], messageTemplate: ['input'], collectionTemplate: ['input'] } },
  // the excluded course property as the review screen names it
  'review-exclusions': { fields: { name: ['field'] } },
  // the way to the user's institutions, and what a save did (spec 2 §2, §4, §8)
  users: { keys: ['editScreen', 'createScreen'] },
} as const satisfies Record<string, ScreenOverrideDeclaration>;
