// A rule set as stored and edited: pure JSON rules plus test cases (their shapes are the contract's,
// core/contract/rules.ts). validateDefinition refuses an unknown fact, operator or event with a
// message that says where.
import type { FactsModule } from './facts/types.js';
import { OPERATOR_NAMES } from './operators.js';
import { codeInText, looksLikeCode } from '../../core/model/words.js';
import { EVENT_TYPES, type DefinitionProblem, type EventType, type RuleDef, type TestCase } from '../../core/contract/rules.js';

export interface RuleSetDefinition {
  name: string;
  title: string;
  description: string;
  rules: RuleDef[];
  tests: TestCase[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkCondition(c: unknown, path: string, facts: FactsModule, out: DefinitionProblem[]): void {
  if (!isObject(c)) return void out.push({ path, message: 'A condition must be an object.' });
  const groups = ['all', 'any', 'not'].filter((k) => k in c);
  if (groups.length > 1) return void out.push({ path, message: 'A group has exactly one of all, any or not.' });
  if (groups[0] === 'not') return checkCondition(c.not, `${path}.not`, facts, out);
  if (groups[0]) {
    const list = c[groups[0]];
    if (!Array.isArray(list) || list.length === 0) return void out.push({ path: `${path}.${groups[0]}`, message: `An "${groups[0]}" group needs at least one condition.` });
    return list.forEach((child, i) => checkCondition(child, `${path}.${groups[0]}[${i}]`, facts, out));
  }
  if (typeof c.fact !== 'string' || !facts.facts[c.fact])
    out.push({ path: `${path}.fact`, message: `Unknown fact "${String(c.fact)}". Known facts: ${Object.keys(facts.facts).join(', ')}.` });
  if (typeof c.operator !== 'string' || !OPERATOR_NAMES.includes(c.operator))
    out.push({ path: `${path}.operator`, message: `Unknown operator "${String(c.operator)}". Known operators: ${OPERATOR_NAMES.join(', ')}.` });
  if (!('value' in c)) out.push({ path: `${path}.value`, message: 'A condition needs a value.' });
  else if (isObject(c.value) && 'fact' in c.value && !facts.facts[String(c.value.fact)])
    out.push({ path: `${path}.value.fact`, message: `Unknown fact "${String(c.value.fact)}" used as a value.` });
  const extra = Object.keys(c).filter((k) => !['fact', 'operator', 'value', 'path', 'name', 'params'].includes(k));
  if (extra.length) out.push({ path, message: `Unknown key(s) ${extra.map((k) => `"${k}"`).join(', ')} in a condition.` });
}

/**
 * A rule's label and description, as people read them: present, and words rather than code (a code
 * name, one of `names`, a file path or the spec).
 */
export function ruleWordProblems(rule: Record<string, unknown>, names: ReadonlySet<string> = new Set()): { key: 'label' | 'description'; message: string }[] {
  const out: { key: 'label' | 'description'; message: string }[] = [];
  const label = typeof rule.label === 'string' ? rule.label.trim() : '';
  const description = typeof rule.description === 'string' ? rule.description.trim() : '';
  const codeInLabel = label && (looksLikeCode(label) || names.has(label) ? `a code name "${label}"` : codeInText(label, names));
  const codeInDescription = description && codeInText(description, names);
  if (!label) out.push({ key: 'label', message: 'A rule needs a label: what the screens call it.' });
  else if (codeInLabel) out.push({ key: 'label', message: `The label holds ${codeInLabel}: write it in words.` });
  if (!description) out.push({ key: 'description', message: 'A rule needs a description: a sentence saying what it does.' });
  else if (codeInDescription) out.push({ key: 'description', message: `The description holds ${codeInDescription}: write it in words.` });
  return out;
}

export function validateDefinition(def: unknown, facts: FactsModule): DefinitionProblem[] {
  const out: DefinitionProblem[] = [];
  if (!isObject(def)) return [{ path: '', message: 'A rule set must be a JSON object.' }];
  if (!Array.isArray(def.rules)) out.push({ path: 'rules', message: 'A rule set needs a "rules" list.' });
  const names = new Set<string>();
  // the names a label or description must not show: the rules' and the facts'
  const codeNames = new Set([...Object.keys(facts.facts), ...(Array.isArray(def.rules) ? def.rules : []).map((r: unknown) => (isObject(r) ? String(r.name) : ''))]);
  (Array.isArray(def.rules) ? def.rules : []).forEach((r: unknown, i: number) => {
    const path = `rules[${i}]`;
    if (!isObject(r)) return void out.push({ path, message: 'A rule must be an object.' });
    if (typeof r.name !== 'string' || !r.name.trim()) out.push({ path: `${path}.name`, message: 'A rule needs a name.' });
    else if (names.has(r.name)) out.push({ path: `${path}.name`, message: `Two rules are named "${r.name}".` });
    else names.add(r.name);
    for (const problem of ruleWordProblems(r, codeNames)) out.push({ path: `${path}.${problem.key}`, message: problem.message });
    if (!isObject(r.conditions) || !['all', 'any', 'not'].some((k) => k in (r.conditions as object)))
      out.push({ path: `${path}.conditions`, message: 'A rule needs conditions: an all, any or not group.' });
    else checkCondition(r.conditions, `${path}.conditions`, facts, out);
    const ev = r.event;
    if (!isObject(ev) || !EVENT_TYPES.includes(ev.type as EventType))
      out.push({ path: `${path}.event.type`, message: `Unknown event type "${isObject(ev) ? String(ev.type) : ''}". Event types: ${EVENT_TYPES.join(', ')}.` });
    else {
      const params = (ev.params ?? {}) as Record<string, unknown>;
      if (ev.type === 'refuse' && (typeof params.message !== 'string' || !params.message.trim())) out.push({ path: `${path}.event.params.message`, message: 'A refusal needs the message people will read.' });
      if (ev.type === 'show' && typeof params.field !== 'string') out.push({ path: `${path}.event.params.field`, message: 'A "show" event names the field it shows.' });
      if (ev.type === 'clear' && (!Array.isArray(params.fields) || !params.fields.length)) out.push({ path: `${path}.event.params.fields`, message: 'A "clear" event lists the fields it clears.' });
    }
  });
  (Array.isArray(def.tests) ? def.tests : []).forEach((t: unknown, i: number) => {
    const path = `tests[${i}]`;
    if (!isObject(t) || typeof t.name !== 'string' || !isObject(t.facts) || !isObject(t.expect))
      return void out.push({ path, message: 'A test case needs a name, facts and what to expect.' });
    for (const f of Object.keys(t.facts)) if (!facts.facts[f]) out.push({ path: `${path}.facts.${f}`, message: `Unknown fact "${f}" in test "${t.name}".` });
  });
  return out;
}
