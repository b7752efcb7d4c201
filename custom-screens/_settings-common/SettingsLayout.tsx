// Frame of the hand-built Site Settings pages (review settings): the same frame as the area's inline
// lists (tags, rubrics): "<page> · Site Settings" as title and the area's pages as tabs.
import type { ReactNode } from 'react';
import { SectionFrame } from '../../admin-ui/builder/inline-list/SectionFrame.js';
import { SITE_SETTINGS } from '../../resources/_sections.js';

/** `title`: the page's own; by default the label of its menu entry ("Review settings"). */
export function SettingsLayout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <SectionFrame title={title} section={SITE_SETTINGS}>
      {children}
    </SectionFrame>
  );
}
