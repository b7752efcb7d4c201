// axe on a page at rest: running CSS transitions (a tooltip fading in, a dialog growing) are finished
// first, since axe blends colours through the opacity of the moment and would judge a half-drawn
// tooltip's contrast (white on near-white) rather than the one people read.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string;
  target: string;
  html: string;
  summary: string;
}

/** Serious and critical axe findings of the page (or of `include`, a CSS selector) once its animations have ended. */
export async function seriousAxeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  // the violations alone: axe skips the details of what passed, most of its time on a large page
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => ({ id: v.id, impact: v.impact ?? '', target: n.target.join(' '), html: n.html.slice(0, 160), summary: n.failureSummary ?? '' })),
    );
}
