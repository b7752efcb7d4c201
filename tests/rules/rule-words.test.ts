// The words of the rule sets (issue 20 §4): every shipped rule set, rule and fact has a label and a
// description people read, neither holding code; the start-up check refuses one that does not with a
// stable code (RULE001–RULE007), and a draft saved without a rule's label or description is refused.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRuleSets } from '../../server/rules/check.js';
import { shippedRuleSets } from '../../server/rules/defaults.js';
import { validateDefinition, type RuleSetDefinition } from '../../server/rules/definition.js';
import { FACTS_MODULES } from '../../server/rules/facts/index.js';
import type { FactsModule } from '../../server/rules/facts/types.js';

const dir = path.resolve(import.meta.dirname, '../../rules');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: `rules/${f}`, def: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as RuleSetDefinition }));
const review = files.find((f) => f.def.name === 'review-decision')!;

/** The codes and paths of the check on the shipped sets with one change. */
function issuesWith(change: (def: RuleSetDefinition) => RuleSetDefinition, modules: Record<string, FactsModule> = FACTS_MODULES) {
  const sets = files.map((f) => (f === review ? { ...f, def: change(structuredClone(f.def)) } : f));
  return checkRuleSets(sets, modules).map((i) => `${i.code} ${i.file} ${i.path}`);
}

describe('the words of the rule sets', () => {
  it('has a label and a description for every shipped rule and fact', () => {
    expect(checkRuleSets(files, FACTS_MODULES)).toEqual([]);
    expect(shippedRuleSets()).toHaveLength(files.length);
    for (const { def } of files) for (const rule of def.rules) expect([rule.label, rule.description], rule.name).toEqual([expect.stringMatching(/^[A-Z0-9]/), expect.stringMatching(/\.$/)]);
    for (const module of Object.values(FACTS_MODULES)) for (const [name, fact] of Object.entries(module.facts)) expect(fact.label, name).toMatch(/^[A-Z0-9]/);
  });

  it('refuses a rule without a label or description, or one that reads as code', () => {
    expect(
      issuesWith((def) => {
        delete def.rules[0].label;
        def.rules[1].description = '';
        def.rules[2].label = 'approve-needs-no-revision-exclusion';
        def.rules[3].description = 'Refuses when rubricValue is too high (spec 3 §5).';
        return def;
      }),
    ).toEqual([
      'RULE001 rules/review-decision.json rules[0].label',
      'RULE002 rules/review-decision.json rules[1].description',
      'RULE001 rules/review-decision.json rules[2].label',
      'RULE002 rules/review-decision.json rules[3].description',
    ]);
  });

  it('refuses a rule set whose description cites the spec', () => {
    expect(issuesWith((def) => ({ ...def, description: 'Which decisions an analyst may take (spec 3 §5).' }))).toEqual(['RULE007 rules/review-decision.json description']);
  });

  it('refuses a fact without a label, or with its name for one', () => {
    const facts = FACTS_MODULES['review-decision'].facts;
    const module = { ...FACTS_MODULES['review-decision'], facts: { ...facts, rubricValue: { ...facts.rubricValue, label: 'rubricValue' }, feedbackCount: { ...facts.feedbackCount, label: '', description: '' } } };
    expect(issuesWith((def) => def, { ...FACTS_MODULES, 'review-decision': module })).toEqual([
      'RULE003 server/rules/facts/review-decision.ts facts.rubricValue.label',
      'RULE003 server/rules/facts/review-decision.ts facts.feedbackCount.label',
      'RULE004 server/rules/facts/review-decision.ts facts.feedbackCount.description',
    ]);
  });

  it('refuses to save a draft whose rule has no label or description', () => {
    const def = structuredClone(review.def);
    delete def.rules[0].label;
    delete def.rules[0].description;
    expect(validateDefinition(def, FACTS_MODULES['review-decision'])).toEqual([
      { path: 'rules[0].label', message: 'A rule needs a label: what the screens call it.' },
      { path: 'rules[0].description', message: 'A rule needs a description: a sentence saying what it does.' },
    ]);
  });
});
