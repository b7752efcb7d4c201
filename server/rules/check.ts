// Start-up check of the shipped rule sets (rules/*.json) and their facts modules, in the manner of the
// model check (server/model/check.ts): every rule set, rule and fact has a label people read and a
// description, neither holding code (core/model/words.ts), and every set is valid. Each mistake has a stable code and names the file; the server
// does not start, and the UI build fails (server/model/check-cli.ts).
import type { RuleSetDefinition } from './definition.js';
import { ruleWordProblems, validateDefinition } from './definition.js';
import type { FactsModule } from './facts/types.js';
import { codeInText, looksLikeCode } from '../../core/model/words.js';

export const RULE_CODES = {
  RULE001: 'a rule has no label, or its label holds code (a code name, a file path, the spec)',
  RULE002: 'a rule has no description, or its description holds code',
  RULE003: 'a fact has no label, or its label holds code',
  RULE004: 'a fact has no description, or its description holds code',
  RULE005: 'a rule set has no facts module',
  RULE006: 'a rule set is not valid (unknown fact, operator or event, malformed rule or test case)',
  RULE007: 'a rule set has no title or description, or they hold code',
} as const;
export type RuleCode = keyof typeof RULE_CODES;

export interface RuleSetIssue {
  code: RuleCode;
  file: string;
  path: string;
  message: string;
}

export class RuleSetCheckError extends Error {
  constructor(public readonly issues: RuleSetIssue[]) {
    super('The rule sets have errors:\n' + issues.map((i) => `  ${i.file}: ${i.code} ${i.message}${i.path ? ` (at ${i.path})` : ''}`).join('\n'));
    this.name = 'RuleSetCheckError';
  }
  get codes(): RuleCode[] {
    return this.issues.map((i) => i.code);
  }
}

/** The problems of the shipped sets, each set given with its file; [] when all is well. */
export function checkRuleSets(sets: readonly { file: string; def: RuleSetDefinition }[], modules: Readonly<Record<string, FactsModule>>): RuleSetIssue[] {
  const issues: RuleSetIssue[] = [];
  const names = new Set([...sets.flatMap(({ def }) => [def.name, ...(def.rules ?? []).map((r) => r.name)]), ...Object.values(modules).flatMap((m) => Object.keys(m.facts))]);
  for (const { file, def } of sets) {
    for (const key of ['title', 'description'] as const) {
      const text = typeof def[key] === 'string' ? def[key].trim() : '';
      const code = text && codeInText(text, names);
      if (!text || code) issues.push({ code: 'RULE007', file, path: key, message: text ? `the ${key} holds ${code}` : `the rule set has no ${key}` });
    }
    const module = modules[def.name];
    if (!module) {
      issues.push({ code: 'RULE005', file, path: 'name', message: `no facts module for rule set "${def.name}" (server/rules/facts/index.ts)` });
      continue;
    }
    (def.rules ?? []).forEach((rule, i) => {
      for (const problem of ruleWordProblems(rule as unknown as Record<string, unknown>, names))
        issues.push({ code: problem.key === 'label' ? 'RULE001' : 'RULE002', file, path: `rules[${i}].${problem.key}`, message: `rule "${rule.name}": ${problem.message}` });
    });
    for (const problem of validateDefinition(def, module).filter((p) => !/\.(label|description)$/.test(p.path)))
      issues.push({ code: 'RULE006', file, path: problem.path, message: problem.message });
  }
  for (const module of Object.values(modules))
    for (const [name, fact] of Object.entries(module.facts)) {
      const file = `server/rules/facts/${module.ruleSet}.ts`;
      const label = typeof fact.label === 'string' ? fact.label.trim() : '';
      const description = typeof fact.description === 'string' ? fact.description.trim() : '';
      const codeInLabel = label && (looksLikeCode(label) || names.has(label) ? `a code name "${label}"` : codeInText(label, names));
      if (!label) issues.push({ code: 'RULE003', file, path: `facts.${name}.label`, message: `fact "${name}" has no label` });
      else if (codeInLabel) issues.push({ code: 'RULE003', file, path: `facts.${name}.label`, message: `the label of fact "${name}" holds ${codeInLabel}` });
      const codeInDescription = description && codeInText(description, names);
      if (!description) issues.push({ code: 'RULE004', file, path: `facts.${name}.description`, message: `fact "${name}" has no description` });
      else if (codeInDescription) issues.push({ code: 'RULE004', file, path: `facts.${name}.description`, message: `the description of fact "${name}" holds ${codeInDescription}` });
    }
  return issues;
}
