// The rule editor's pure parts: condition groups, paths of server problems, value fitting, the JSON
// state, reading order, side-by-side alignment, and when activation and roll back are possible.
import { describe, expect, it } from 'vitest';
import type { RuleVersion } from '../../custom-screens/rule-editor/api/rule-types.js';
import type { RuleDef } from '../../core/contract/rules.js';
import { draftReducer, initialDraftState, isDirty } from '../../custom-screens/rule-editor/editor/draft-state.js';
import { activationBlock } from '../../custom-screens/rule-editor/model/activation.js';
import { alignRules } from '../../custom-screens/rule-editor/model/aligned-rules.js';
import { inReadingOrder } from '../../custom-screens/rule-editor/model/canonical-order.js';
import { jsonErrorOffset, jsonSyntaxError } from '../../custom-screens/rule-editor/model/json-error.js';
import { switchGroupKind } from '../../custom-screens/rule-editor/model/conditions.js';
import { countProblemsUnder, indexProblems, pathText, problemsFromModelState } from '../../custom-screens/rule-editor/model/paths.js';
import { rollbackTarget } from '../../custom-screens/rule-editor/model/rollback-target.js';
import { coerceItem, fitValueToOperator } from '../../custom-screens/rule-editor/model/values.js';

const leaf = (fact: string) => ({ fact, operator: 'equal', value: 1 });
const rule = (name: string, value = 1): RuleDef => ({ name, conditions: { all: [{ fact: 'x', operator: 'equal', value }] }, event: { type: 'refuse', params: { message: name } } });
const version = (extra: Partial<RuleVersion>): RuleVersion => ({
  id: 1,
  version: 1,
  status: 'draft',
  comment: null,
  authorName: null,
  createdAt: '2025-01-01T00:00:00Z',
  activatedAt: null,
  basedOnVersion: null,
  testsPassed: true,
  definition: { rules: [], tests: [] },
  diff: { rules: { added: [], removed: [], changed: [] }, tests: { added: [], removed: [], changed: [] } },
  ...extra,
});

describe('condition groups', () => {
  it('switches between all, any and not without losing conditions', () => {
    expect(switchGroupKind({ all: [leaf('a'), leaf('b')] }, 'any')).toEqual({ any: [leaf('a'), leaf('b')] });
    expect(switchGroupKind({ all: [leaf('a'), leaf('b')] }, 'not')).toEqual({ not: { all: [leaf('a'), leaf('b')] } });
    expect(switchGroupKind({ any: [leaf('a')] }, 'not')).toEqual({ not: leaf('a') });
    expect(switchGroupKind({ not: leaf('a') }, 'all')).toEqual({ all: [leaf('a')] });
    expect(switchGroupKind({ not: { all: [leaf('a'), leaf('b')] } }, 'any')).toEqual({ any: [leaf('a'), leaf('b')] });
  });
});

describe('paths of server problems', () => {
  it('writes paths as the server does and reads modelState into problems', () => {
    expect(pathText(['rules', 0, 'conditions', 'all', 1, 'fact'])).toBe('rules[0].conditions.all[1].fact');
    const problems = problemsFromModelState({ 'rules[0].conditions.all[1].fact': ['Unknown fact "x".'], definition: 'Broken.' });
    expect(problems).toEqual([
      { path: 'rules[0].conditions.all[1].fact', message: 'Unknown fact "x".' },
      { path: '', message: 'Broken.' },
    ]);
    const index = indexProblems(problems);
    expect(countProblemsUnder(index, 'rules[0]')).toBe(1);
    expect(countProblemsUnder(index, 'rules[1]')).toBe(0);
    expect(countProblemsUnder(indexProblems([{ path: 'rules[10].name', message: 'x' }]), 'rules[1]')).toBe(0);
  });
});

describe('values', () => {
  it('types list items and keeps values across operator changes', () => {
    expect(coerceItem('56', { label: 'A fact', type: 'list', description: '' })).toBe(56);
    expect(coerceItem('D', { label: 'A fact', type: 'list', description: '' })).toBe('D');
    expect(coerceItem('approved', { label: 'A fact', type: 'string', description: '', values: ['approved'] })).toBe('approved');
    expect(fitValueToOperator('approved', 'in', undefined)).toEqual(['approved']);
    expect(fitValueToOperator(['a', 'b'], 'equal', undefined)).toBe('a');
    expect(fitValueToOperator({ fact: 'minApprovalValue' }, 'lessThanInclusive', undefined)).toEqual({ fact: 'minApprovalValue' });
  });
});

describe('draft state', () => {
  it('takes the JSON text as the definition whenever it parses, and tells a syntax error by line', () => {
    let s = initialDraftState(version({ definition: { rules: [rule('a')], tests: [] } }));
    expect(isDirty(s)).toBe(false);
    s = draftReducer(s, { type: 'editJson', text: '{"rules": [], "tests": []}' });
    expect(s.definition).toEqual({ rules: [], tests: [] });
    expect(isDirty(s)).toBe(true);
    s = draftReducer(s, { type: 'editJson', text: '{\n  "rules": [,]\n}' });
    expect(s.definition).toEqual({ rules: [], tests: [] });
    expect(s.jsonError).toMatch(/^Line 2, column \d+: /);
    s = draftReducer(s, { type: 'edit', definition: { rules: [rule('a')], tests: [] } });
    expect(s.jsonError).toBeNull();
    expect(isDirty(s)).toBe(false);
  });

  it('shows keys in reading order, whatever order the database kept', () => {
    const stored = { tests: [{ expect: { messages: [], allowed: true }, facts: {}, name: 't' }], rules: [{ event: { params: { message: 'm' }, type: 'refuse' }, name: 'r', conditions: { all: [{ value: 1, fact: 'f', operator: 'equal' }] } }] };
    expect(JSON.stringify(inReadingOrder(stored))).toBe(
      '{"rules":[{"name":"r","conditions":{"all":[{"fact":"f","operator":"equal","value":1}]},"event":{"type":"refuse","params":{"message":"m"}}}],"tests":[{"name":"t","facts":{},"expect":{"allowed":true,"messages":[]}}]}',
    );
  });
});

describe('side by side', () => {
  it('aligns rules by name, removed and added ones where they stood', () => {
    const a = [rule('one'), rule('gone'), rule('two', 1)];
    const b = [rule('one'), rule('new'), rule('two', 2)];
    const rows = alignRules(a, b, { rules: { added: ['new'], removed: ['gone'], changed: ['two'] }, tests: { added: [], removed: [], changed: [] } });
    expect(rows.map((r) => [r.name, r.change, Boolean(r.a), Boolean(r.b)])).toEqual([
      ['one', 'same', true, true],
      ['gone', 'removed', true, false],
      ['new', 'added', false, true],
      ['two', 'changed', true, true],
    ]);
  });
});

describe('activation and roll back', () => {
  it('says why a version cannot be activated', () => {
    expect(activationBlock(version({ testsPassed: true }))).toBeNull();
    expect(activationBlock(version({ testsPassed: true }), true)).toMatch(/^Save the draft first/);
    expect(activationBlock(version({ testsPassed: false }), false, 2)).toMatch(/^2 test cases fail/);
    expect(activationBlock(version({ status: 'active' }))).toMatch(/already active/);
  });

  it('rolls back to the retired version activated last', () => {
    const versions = [
      version({ id: 3, status: 'active', activatedAt: '2025-03-01T00:00:00Z' }),
      version({ id: 2, status: 'retired', activatedAt: '2025-02-01T00:00:00Z' }),
      version({ id: 1, status: 'retired', activatedAt: '2025-01-01T00:00:00Z' }),
      version({ id: 4, status: 'retired', activatedAt: null }),
    ];
    expect(rollbackTarget(versions)?.id).toBe(2);
    expect(rollbackTarget([versions[0]])).toBeUndefined();
  });
});

describe('JSON syntax errors', () => {
  it('says on which line and column the text stops being JSON', () => {
    const cases: [string, string][] = [
      ['{\n  "rules": [,]\n}', 'Line 2, column 13'],
      ['{ "rules": [', 'Line 1, column 13'],
      ['{"a": 1,\n}', 'Line 2, column 1'],
      ['{"a": tru}', 'Line 1, column 7'],
    ];
    for (const [text, where] of cases) {
      let error: unknown;
      try {
        JSON.parse(text);
      } catch (e) {
        error = e;
      }
      expect(jsonSyntaxError(text, error)).toMatch(new RegExp(`^${where}: \\S`));
      expect(jsonSyntaxError(text, error)).not.toMatch(/is not valid JSON/);
    }
    expect(jsonErrorOffset('{"rules": [{"a": [1, 2.5e3, true, null, "x\\"y"]}], "tests": []}')).toBe(-1);
  });
});
