// The state of one open version. The definition is the one source of truth: the structured tabs
// edit it directly; the JSON tab edits text that replaces it whenever the text parses.
import type { RuleVersion } from '../api/rule-types.js';
import type { DefinitionProblem, TestResult } from '../../../core/contract/rules.js';
import { inReadingOrder } from '../model/canonical-order.js';
import { definitionText } from '../model/definition-shape.js';
import { jsonSyntaxError } from '../model/json-error.js';

export interface TestRun {
  tests: TestResult[];
  /** "save": the results the server stored with the draft; "check": a live run of unsaved edits */
  source: 'save' | 'check';
}

export interface DraftState {
  version: RuleVersion;
  definition: unknown;
  comment: string;
  jsonText: string;
  jsonError: string | null;
  /** what was last saved, to tell unsaved changes */
  savedSnapshot: string;
  problems: DefinitionProblem[];
  testRun: TestRun | null;
}

export type DraftAction =
  | { type: 'edit'; definition: unknown }
  | { type: 'editJson'; text: string }
  | { type: 'comment'; comment: string }
  | { type: 'checked'; problems: DefinitionProblem[]; tests: TestResult[] }
  | { type: 'saved'; version: RuleVersion; tests: TestResult[]; definition: unknown; comment: string }
  | { type: 'refused'; problems: DefinitionProblem[] }
  | { type: 'load'; version: RuleVersion };

const snapshot = (definition: unknown, comment: string) => JSON.stringify([definition, comment]);

export function initialDraftState(version: RuleVersion): DraftState {
  const definition = inReadingOrder(version.definition);
  const comment = version.comment ?? '';
  return { version, definition, comment, jsonText: definitionText(definition), jsonError: null, savedSnapshot: snapshot(definition, comment), problems: [], testRun: null };
}

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'edit':
      return { ...state, definition: action.definition, jsonText: definitionText(action.definition), jsonError: null };
    case 'editJson':
      try {
        return { ...state, jsonText: action.text, definition: JSON.parse(action.text), jsonError: null };
      } catch (error) {
        return { ...state, jsonText: action.text, jsonError: jsonSyntaxError(action.text, error) };
      }
    case 'comment':
      return { ...state, comment: action.comment };
    case 'checked':
      return { ...state, problems: action.problems, testRun: action.problems.length ? state.testRun : { tests: action.tests, source: 'check' } };
    case 'saved':
      return { ...state, version: action.version, savedSnapshot: snapshot(action.definition, action.comment), problems: [], testRun: { tests: action.tests, source: 'save' } };
    case 'refused':
      return { ...state, problems: action.problems };
    case 'load':
      return { ...initialDraftState(action.version), testRun: state.testRun };
  }
}

export function isDirty(state: DraftState): boolean {
  return state.jsonError !== null || snapshot(state.definition, state.comment) !== state.savedSnapshot;
}
