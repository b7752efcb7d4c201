// axe on a page at rest: running CSS transitions (a tooltip fading in, a dialog growing) are finished
// first, since axe blends colours through the opacity of the moment and would judge a half-drawn
// tooltip's contrast (white on near-white) rather than the one people read.
// axe runs in the page with axe.run. @axe-core/playwright's default analyze() re-evaluates axe's source
// in every frame and finishes each run in a blank page of its own: 2.5–3× the time of the run itself
// (3.8 s against 1.3 s on the institutions list), most of the screen walk's time. The app has no
// frames; a page that does is handed to AxeBuilder, which reaches into them.
import { AxeBuilder } from '@axe-core/playwright';
import axeCore from 'axe-core';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string;
  target: string;
  html: string;
  summary: string;
}

interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

// the violations alone: axe skips the details of what passed, most of its time on a large page
const OPTIONS = { resultTypes: ['violations'] };
/**
 * The rules whose findings can only be minor or moderate are left out: axe gives every finding of a
 * rule that declares an impact that impact, so they could never be serious or critical. The same
 * findings, 15–25% sooner (measured on five screens: the reporting page 3.1 → 2.5 s).
 */
const QUIET_IMPACTS = ['minor', 'moderate'];

async function violationsOf(page: Page, include?: string): Promise<Violation[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(OPTIONS as never).setLegacyMode();
    if (include) builder.include(include);
    return (await builder.analyze()).violations;
  }
  // axe stays on the page's window across the app's own navigations: its source is read once per document
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(
    async ({ include, options, quiet }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }>; _audit: { rules: { id: string; impact?: string }[] } };
        }
      ).axe;
      const rules = Object.fromEntries(axe._audit.rules.filter((rule) => quiet.includes(rule.impact ?? '')).map((rule) => [rule.id, { enabled: false }]));
      return (await axe.run(include ?? document, { ...options, rules })).violations;
    },
    { include, options: OPTIONS, quiet: QUIET_IMPACTS },
  );
}

/** Serious and critical axe findings of the page (or of `include`, a CSS selector) once its animations have ended. */
export async function seriousAxeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const violations = await violationsOf(page, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => ({ id: v.id, impact: v.impact ?? '', target: n.target.join(' '), html: n.html.slice(0, 160), summary: n.failureSummary ?? '' })),
    );
}
