// @vitest-environment jsdom
// The rule editor against a fake of the rule calls that checks, tests and simulates with the server's
// own code (validateDefinition, the test runner, the engine) on the shipped review-decision rules.
import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { validateDefinition, type RuleSetDefinition } from '../../server/rules/definition.js';
import { compile, evaluate } from '../../server/rules/engine.js';
import { diffDefinitions } from '../../server/rules/diff.js';
import { FACTS_MODULES } from '../../server/rules/facts/index.js';
import { OPERATOR_NAMES } from '../../server/rules/operators.js';
import { runTests } from '../../server/rules/test-runner.js';
import { EVENT_TYPES } from '../../core/contract/rules.js';
import { OPERATOR_LABELS } from '../../core/rules/words.js';
import type { RuleDefinition, RuleVersion } from '../../custom-screens/rule-editor/api/rule-types.js';
import { CompareScreen } from '../../custom-screens/rule-editor/compare/CompareScreen.js';
import { VersionEditorScreen } from '../../custom-screens/rule-editor/editor/VersionEditorScreen.js';
import { RuleSetScreen } from '../../custom-screens/rule-editor/versions/RuleSetScreen.js';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { renderScreen } from './support/render-screen.js';

const SET = 'review-decision';
const shipped = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../rules/review-decision.json'), 'utf8')) as RuleSetDefinition;
const facts = FACTS_MODULES[SET];
const TODAY = '2025-03-01';
const AT_MINIMUM = 'approve with rubric at the minimum and nothing checked';
const TOO_LOW = 'Course cannot be approved because the rubric value is too low';

interface Request {
  method: string;
  path: string;
  body: any;
}

const clone = <T,>(v: T): T => structuredClone(v);
const definitionOf = (d: RuleDefinition): RuleSetDefinition => ({ name: SET, title: 'Review decision', description: '', rules: d.rules, tests: d.tests });

/** The rule calls of one rule set, in memory: version 1 active, version 2 a draft copy of it. */
function ruleServer() {
  const version = (id: number, status: RuleVersion['status'], extra: Partial<RuleVersion> = {}): RuleVersion => ({
    id,
    version: id,
    status,
    comment: id === 1 ? 'Shipped rules' : 'Draft from version 1',
    authorName: id === 1 ? null : 'jdoe',
    createdAt: '2025-02-01T10:00:00.000Z',
    activatedAt: status === 'active' ? '2025-02-01T10:00:00.000Z' : null,
    basedOnVersion: id === 1 ? null : 1,
    testsPassed: true,
    definition: { rules: clone(shipped.rules), tests: clone(shipped.tests) },
    diff: { rules: { added: [], removed: [], changed: [] }, tests: { added: [], removed: [], changed: [] } },
    ...extra,
  });
  const versions = [version(2, 'draft'), version(1, 'active')];
  const recorded = [
    { evaluationId: 11, createdAt: '2025-02-20T09:30:00.000Z', context: 'review 7 approve', facts: { decision: 'approved', rubricValue: 2, feedbackCount: 0, exclusionCount: 0, minApprovalValue: 2 } },
    { evaluationId: 12, createdAt: '2025-02-20T09:31:00.000Z', context: 'review 8 approve', facts: { decision: 'approved', rubricValue: 4, feedbackCount: 0, exclusionCount: 0, minApprovalValue: 2 } },
  ];
  const requests: Request[] = [];
  const find = (id: number) => versions.find((v) => v.id === id)!;
  const problemsOf = (d: unknown) => validateDefinition({ ...(d as object), name: SET }, facts);
  const summary = async (d: RuleDefinition, input: Record<string, unknown>) => {
    const { outcome: o } = await evaluate(compile(definitionOf(d)), facts, input, { today: TODAY });
    return { allowed: o.allowed, messages: o.messages, shown: o.shown, cleared: o.cleared };
  };

  const options = { quietValidate: false };

  async function handle(method: string, url: URL, body: any): Promise<{ status?: number; body: unknown }> {
    const p = url.pathname;
    const base = `/api/admin/rules/${SET}`;
    const versionMatch = new RegExp(`^${base}/versions/(\\d+)(/\\w+)?$`).exec(p);
    if (method === 'GET' && p === base) return { body: { name: SET, title: 'Review decision', description: shipped.description, activeVersionId: versions.find((v) => v.status === 'active')!.id, versions } };
    if (method === 'GET' && p === `${base}/vocabulary`)
      return { body: { facts: facts.facts, operators: OPERATOR_NAMES.map((name) => ({ name, label: OPERATOR_LABELS[name] ?? name })), eventTypes: EVENT_TYPES } };
    if (method === 'POST' && p === `${base}/validate`) {
      const problems = options.quietValidate ? [] : problemsOf(body.definition);
      return { body: { problems, tests: problems.length ? [] : await runTests(definitionOf(body.definition), facts, TODAY) } };
    }
    if (method === 'GET' && p === `${base}/compare`) {
      const [a, b] = [find(Number(url.searchParams.get('a'))), find(Number(url.searchParams.get('b')))];
      return { body: { a, b, diff: diffDefinitions(a.definition, b.definition) } };
    }
    if (versionMatch) {
      const v = find(Number(versionMatch[1]));
      const action = versionMatch[2];
      if (method === 'PUT' && !action) {
        const problems = problemsOf(body.definition);
        if (problems.length) return { status: 400, body: { message: 'The rule set has errors.', modelState: Object.fromEntries(problems.map((x) => [x.path, [x.message]])) } };
        const tests = await runTests(definitionOf(body.definition), facts, TODAY);
        Object.assign(v, { definition: clone(body.definition), comment: body.comment ?? v.comment, testsPassed: tests.every((t) => t.passed), diff: diffDefinitions(find(1).definition, body.definition) });
        return { body: { version: clone(v), tests } };
      }
      if (method === 'POST' && action === '/simulate') {
        const active = versions.find((x) => x.status === 'active')!;
        const cases = await Promise.all(
          recorded.map(async (r) => {
            const before = await summary(active.definition, r.facts);
            const after = await summary(body.definition ?? v.definition, r.facts);
            return { ...r, active: before, draft: after, changed: JSON.stringify(before) !== JSON.stringify(after) };
          }),
        );
        return { body: { cases, changed: cases.filter((c) => c.changed).length } };
      }
      if (method === 'POST' && action === '/activate') {
        if (!v.testsPassed) return { status: 409, body: { message: `Version ${v.version} cannot be activated: test case(s) fail.` } };
        for (const x of versions) if (x.status === 'active') x.status = 'retired';
        Object.assign(v, { status: 'active', activatedAt: '2025-03-01T12:00:00.000Z' });
        return { body: { activeVersion: v.version } };
      }
    }
    if (method === 'POST' && p === `${base}/rollback`) return { body: { activeVersion: 1 } };
    return { status: 404, body: { message: `No route ${method} ${p}` } };
  }

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname + url.search, body });
    const reply = await handle(method, url, body);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { versions, requests, options, sent: (method: string, suffix: string) => requests.filter((r) => r.method === method && r.path.endsWith(suffix)) };
}

let server: ReturnType<typeof ruleServer>;

function renderRules(path: string) {
  return renderScreen(
    <Routes>
      <Route path="/rules/:ruleSet" element={<RuleSetScreen />} />
      <Route path="/rules/:ruleSet/compare" element={<CompareScreen />} />
      <Route path="/rules/:ruleSet/versions/:versionId" element={<VersionEditorScreen />} />
    </Routes>,
    { dataProvider: memoryDataProvider({}), abilities: ['AdminManageRules'], rules: {}, path },
  );
}

const openDraft = async () => {
  renderRules(`/rules/${SET}/versions/2`);
  return screen.findByRole('region', { name: 'Rule Approval needs the minimum rubric value' });
};

/** Opens a select (MUI answers mouseDown) and picks an option. */
async function choose(combobox: HTMLElement, option: string | RegExp) {
  fireEvent.mouseDown(combobox);
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const group = (inside: HTMLElement, name: string) => within(inside).getByRole('group', { name });
const combo = (inside: HTMLElement, name: RegExp) => within(inside).getAllByRole('combobox', { name })[0];
const tab = (name: RegExp) => fireEvent.click(screen.getByRole('tab', { name }));
const jsonText = () => (screen.getByRole('textbox', { name: 'Definition (JSON)' }) as HTMLTextAreaElement).value;

async function makeApprovalNeedMoreThanMinimum() {
  const rule = await openDraft();
  await choose(combo(group(rule, 'Condition 2'), /^Operator/), 'is at most');
}

async function save() {
  const button = screen.getByRole('button', { name: 'Save' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

beforeEach(() => {
  server = ruleServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('rule editor: structured editor', () => {
  it('builds nested any / not groups and the JSON follows', async () => {
    await openDraft();
    const rule = screen.getByRole('region', { name: 'Rule Approval needs no feedback' });
    fireEvent.click(within(rule).getByRole('button', { name: 'Add group to conditions' }));
    const g3 = group(rule, 'Group 3');
    fireEvent.click(within(g3).getByRole('button', { name: 'Add condition to group 3' }));
    fireEvent.click(within(g3).getByRole('button', { name: 'Add group to group 3' }));
    await choose(combo(group(rule, 'Group 3.3'), /^Match/), 'This is not true');

    const inNot = group(rule, 'Condition 3.3.1');
    await choose(combo(inNot, /^Fact/), /^Properties excluded from the revision/);
    await choose(combo(group(rule, 'Condition 3.3.1'), /^Operator/), 'is greater than');
    fireEvent.change(within(group(rule, 'Condition 3.3.1')).getByRole('spinbutton', { name: 'Value' }), { target: { value: '1' } });

    await choose(combo(group(rule, 'Condition 3.2'), /^Fact/), /^Rubric value/);
    await choose(combo(group(rule, 'Condition 3.2'), /^Operator/), 'is less than');
    await choose(combo(group(rule, 'Condition 3.2'), /^Compare with/), 'another fact');
    await choose(combo(group(rule, 'Condition 3.2'), /^Other fact/), 'Minimum approval value');

    const expected = {
      all: [
        { fact: 'decision', operator: 'equal', value: 'approved' },
        { fact: 'feedbackCount', operator: 'greaterThan', value: 0 },
        {
          any: [
            { fact: 'decision', operator: 'equal', value: 'approved' },
            { fact: 'rubricValue', operator: 'lessThan', value: { fact: 'minApprovalValue' } },
            { not: { fact: 'exclusionCount', operator: 'greaterThan', value: 1 } },
          ],
        },
      ],
    };
    tab(/^JSON/);
    expect(JSON.parse(jsonText()).rules[1].conditions).toEqual(expected);
    expect(await screen.findByText('The server finds no problems in this definition.')).toBeInTheDocument();

    await save();
    await waitFor(() => expect(server.sent('PUT', '/versions/2')).toHaveLength(1));
    expect(server.sent('PUT', '/versions/2')[0].body.definition.rules[1].conditions).toEqual(expected);
  });

  it('edits the event, and adds, moves and removes rules', async () => {
    await openDraft();
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const added = screen.getByRole('region', { name: 'Rule 6' });
    fireEvent.change(within(added).getByRole('textbox', { name: /^Rule name/ }), { target: { value: 'second-review-needs-feedback' } });
    fireEvent.change(within(added).getByRole('textbox', { name: /^Label/ }), { target: { value: '2nd review needs feedback' } });
    const renamed = screen.getByRole('region', { name: 'Rule 2nd review needs feedback' });
    fireEvent.change(within(renamed).getByRole('textbox', { name: /^Description/ }), { target: { value: 'A course goes to 2nd review only with feedback.' } });
    fireEvent.change(within(renamed).getByRole('textbox', { name: /^Message/ }), { target: { value: 'Add feedback first' } });
    fireEvent.click(within(renamed).getByRole('button', { name: 'Move 2nd review needs feedback up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Approval needs no revision exclusion' }));
    tab(/^JSON/);
    const rules = JSON.parse(jsonText()).rules as { name: string; label: string; description: string; event: unknown }[];
    expect(rules.map((r) => r.name)).toEqual(['approve-needs-rubric-at-minimum', 'approve-needs-no-feedback', 'not-approve-needs-rubric-below-minimum', 'second-review-needs-feedback', 'not-approve-needs-feedback']);
    expect(rules[3]).toMatchObject({ label: '2nd review needs feedback', description: 'A course goes to 2nd review only with feedback.', event: { type: 'refuse', params: { message: 'Add feedback first' } } });
  });
});

describe('rule editor: JSON tab and server problems', () => {
  it('shows the server’s message for an unknown fact, by path, in the JSON tab and beside the condition', async () => {
    await openDraft();
    tab(/^JSON/);
    const edited = JSON.parse(jsonText());
    edited.rules[0].conditions.all[1].fact = 'rubricScore';
    fireEvent.change(screen.getByRole('textbox', { name: 'Definition (JSON)' }), { target: { value: JSON.stringify(edited, null, 2) } });
    const problems = await screen.findByRole('list', { name: 'Problems' });
    expect(within(problems).getByText(/^Unknown fact "rubricScore"\. Known facts: decision, rubricValue/)).toBeInTheDocument();
    expect(within(problems).getByText('rules[0].conditions.all[1].fact')).toBeInTheDocument();

    tab(/^Rules/);
    const condition = group(screen.getByRole('region', { name: 'Rule Approval needs the minimum rubric value' }), 'Condition 2');
    expect(within(condition).getByText(/^Unknown fact "rubricScore"\. Known facts/)).toBeInTheDocument();
    expect(combo(condition, /^Fact/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('places a refused save’s modelState beside the offending operator', async () => {
    // the live check would find the problem too: keep it quiet, so the message comes from the save
    server.options.quietValidate = true;
    await openDraft();
    tab(/^JSON/);
    const edited = JSON.parse(jsonText());
    edited.rules[1].conditions.all[1].operator = 'atLeast';
    fireEvent.change(screen.getByRole('textbox', { name: 'Definition (JSON)' }), { target: { value: JSON.stringify(edited) } });
    tab(/^Rules/);
    await save();
    const condition = group(screen.getByRole('region', { name: 'Rule Approval needs no feedback' }), 'Condition 2');
    expect(await within(condition).findByText(/^Unknown operator "atLeast"\. Known operators: equal/)).toBeInTheDocument();
    expect(await screen.findByText('The draft was not saved: correct the highlighted problems.')).toBeInTheDocument();
  });

  it('refuses to leave the JSON tab while the text does not parse', async () => {
    await openDraft();
    tab(/^JSON/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Definition (JSON)' }), { target: { value: '{ "rules": [' } });
    expect(await screen.findByText('The JSON does not parse')).toBeInTheDocument();
    tab(/^Rules/);
    expect(screen.getByRole('tab', { name: /^JSON/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('rule editor: tests, activation, simulation', () => {
  it('shows the test results after a save and keeps Activate disabled while a test fails', async () => {
    await makeApprovalNeedMoreThanMinimum();
    await save();
    expect(await screen.findByText('Draft saved. 1 of 9 test cases fail, so it cannot be activated yet.')).toBeInTheDocument();
    const activate = screen.getByRole('button', { name: 'Activate version 2' });
    expect(activate).toBeDisabled();
    expect(screen.getByLabelText(/1 test case fails: fix the rules or the expectations and save/)).toBeInTheDocument();

    tab(/^Tests \(1 failing\)/);
    const failing = screen.getByRole('button', { name: `Test case ${AT_MINIMUM}` });
    expect(within(failing).getByText('Failed')).toBeInTheDocument();
    expect(within(failing).getByText('expected allowed, got refused')).toBeInTheDocument();

    // accept the new outcome as the expectation, save: all pass and Activate goes through
    fireEvent.click(failing);
    fireEvent.click(await screen.findByRole('button', { name: 'Expect this outcome' }));
    await save();
    expect(await screen.findByText('Draft saved. All 9 test cases pass.')).toBeInTheDocument();
    const fixed = server.sent('PUT', '/versions/2')[1].body.definition.tests.find((t: { name: string }) => t.name === AT_MINIMUM);
    expect(fixed.expect).toEqual({ allowed: false, messages: [TOO_LOW], shown: [], cleared: [] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate version 2' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Activate version 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(server.sent('POST', '/versions/2/activate')).toHaveLength(1));
    expect(await screen.findByText('Version 2 is now active.')).toBeInTheDocument();
  });

  it('simulation lists the recorded cases and marks the ones that change', async () => {
    await makeApprovalNeedMoreThanMinimum();
    await save();
    await screen.findByText(/Draft saved/);
    tab(/^Simulation/);
    fireEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(await screen.findByText('1 of 2 recorded cases would change.')).toBeInTheDocument();
    const sent = server.sent('POST', '/versions/2/simulate')[0].body;
    expect(sent.limit).toBe(50);
    expect(sent.definition.rules[0].conditions.all[1].operator).toBe('lessThanInclusive');
    const changed = screen.getByRole('row', { name: 'Case 11' });
    expect(within(changed).getByText('Changes')).toBeInTheDocument();
    const [, , active, draft] = within(changed).getAllByRole('cell');
    expect(within(active).getByText('Allowed')).toBeInTheDocument();
    expect(within(draft).getByText('Refused')).toBeInTheDocument();
    expect(within(draft).getByText(TOO_LOW)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Case 12' })).queryByText('Changes')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Simulation (1 changed)' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Only cases that change' }));
    expect(screen.queryByRole('row', { name: 'Case 12' })).not.toBeInTheDocument();
  });

  it('simulation replays unsaved edits', async () => {
    await makeApprovalNeedMoreThanMinimum(); // not saved
    tab(/^Simulation/);
    fireEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    expect(await screen.findByText('1 of 2 recorded cases would change.')).toBeInTheDocument();
    expect(server.sent('PUT', '/versions/2')).toHaveLength(0);
    expect(server.sent('POST', '/versions/2/simulate')[0].body.definition.rules[0].conditions.all[1].operator).toBe('lessThanInclusive');
  });

  it('"Add from case" turns a simulated case into a test case expecting the draft’s outcome', async () => {
    await makeApprovalNeedMoreThanMinimum();
    await save();
    await screen.findByText(/Draft saved/);
    tab(/^Simulation/);
    fireEvent.click(screen.getByRole('button', { name: 'Run simulation' }));
    const row = await screen.findByRole('row', { name: 'Case 11' });
    fireEvent.click(within(row).getByRole('button', { name: 'Add from case' }));
    expect(within(row).getByRole('button', { name: 'Added' })).toBeDisabled();
    expect(await screen.findByText('Test case added from case 11. Save to run it.')).toBeInTheDocument();

    tab(/^Tests/);
    expect(screen.getByRole('button', { name: 'Test case Recorded case 11 (review 7 approve)' })).toBeInTheDocument();
    await save();
    await waitFor(() => expect(server.sent('PUT', '/versions/2')).toHaveLength(2));
    const tests = server.sent('PUT', '/versions/2')[1].body.definition.tests;
    expect(tests.at(-1)).toEqual({
      name: 'Recorded case 11 (review 7 approve)',
      facts: { decision: 'approved', rubricValue: 2, feedbackCount: 0, exclusionCount: 0, minApprovalValue: 2 },
      expect: { allowed: false, messages: [TOO_LOW], shown: [], cleared: [] },
    });
  });

  it('edits a test case’s expectation by hand', async () => {
    await openDraft();
    tab(/^Tests/);
    fireEvent.click(screen.getByRole('button', { name: `Test case ${AT_MINIMUM}` }));
    const details = screen.getByRole('region', { name: `Test case ${AT_MINIMUM}` });
    await choose(combo(details, /^Expected decision/), 'Refused');
    fireEvent.click(within(details).getByRole('checkbox', { name: TOO_LOW }));
    fireEvent.change(within(group(details, 'Fact Rubric value')).getByRole('spinbutton', { name: 'Value' }), { target: { value: '3' } });
    tab(/^JSON/);
    const test = JSON.parse(jsonText()).tests.find((t: { name: string }) => t.name === AT_MINIMUM);
    expect(test).toMatchObject({ facts: { rubricValue: 3 }, expect: { allowed: false, messages: [TOO_LOW] } });
  });
});

describe('rule editor: leaving, versions page, compare', () => {
  it('asks before leaving a draft with unsaved changes', async () => {
    await makeApprovalNeedMoreThanMinimum();
    fireEvent.click(screen.getByRole('link', { name: 'Review decision' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Leave without saving?')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Rule Approval needs the minimum rubric value' })).toBeInTheDocument();
  });

  it('lists the versions with their state and offers roll back only when an earlier version was active', async () => {
    server.versions[0].testsPassed = false;
    renderRules(`/rules/${SET}`);
    const draft = await screen.findByRole('row', { name: 'Version 2' });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('Fail')).toBeInTheDocument();
    expect(within(draft).getByText('by jdoe')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Activate version 2' })).toBeDisabled();
    expect(within(screen.getByRole('row', { name: 'Version 1' })).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll back' })).toBeDisabled();
  });

  it('rolls back after a confirmation', async () => {
    server.versions[1].status = 'retired';
    Object.assign(server.versions[0], { status: 'active', activatedAt: '2025-02-10T10:00:00.000Z' });
    renderRules(`/rules/${SET}`);
    await screen.findByRole('row', { name: 'Version 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Roll back to version 1?')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Roll back' })));
    await waitFor(() => expect(server.sent('POST', '/rollback')).toHaveLength(1));
  });

  it('compares two versions side by side with the changed rule highlighted', async () => {
    server.versions[0].definition.rules[0].conditions = { all: [{ fact: 'rubricValue', operator: 'lessThanInclusive', value: { fact: 'minApprovalValue' } }] };
    server.versions[0].definition.rules.push({ name: 'brand-new', conditions: { all: [{ fact: 'exclusionCount', operator: 'greaterThan', value: 3 }] }, event: { type: 'refuse', params: { message: 'Too many' } } });
    renderRules(`/rules/${SET}/compare`);
    expect(await screen.findByLabelText('Approval needs the minimum rubric value in version A: changed')).toBeInTheDocument();
    expect(screen.getByLabelText('Approval needs the minimum rubric value in version B: changed')).toHaveTextContent('Rubric value is at most minimum approval value');
    expect(screen.getByLabelText('Brand new in version B: added')).toBeInTheDocument();
    expect(screen.getByLabelText('Brand new in version A')).toHaveTextContent('not in this version');
    expect(server.requests.some((r) => r.path === `/api/admin/rules/${SET}/compare?a=1&b=2`)).toBe(true);
  });
});
