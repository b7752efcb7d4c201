// One open version: its state, the live check, and saving. Save sends PUT and shows the test
// results; a refusal's modelState becomes problems placed beside the controls they name.
import { useCallback, useReducer, useState } from 'react';
import { useNotify } from 'react-admin';
import type { RuleApi } from '../api/rule-api.js';
import type { RuleVersion } from '../api/rule-types.js';
import type { DefinitionProblem, TestResult } from '../../../core/contract/rules.js';
import { errorMessage } from '../../../admin-ui/kit/server-errors.js';
import { asDefinition } from '../model/definition-shape.js';
import { problemsFromModelState } from '../model/paths.js';
import { draftReducer, initialDraftState, isDirty, type DraftState } from './draft-state.js';
import { useLiveCheck } from './use-live-check.js';

export interface DraftEditor {
  state: DraftState;
  dirty: boolean;
  editable: boolean;
  checking: boolean;
  saving: boolean;
  edit: (definition: unknown) => void;
  editJson: (text: string) => void;
  setComment: (comment: string) => void;
  save: () => Promise<boolean>;
  load: (version: RuleVersion) => void;
}

export const passedCount = (tests: TestResult[]) => tests.filter((t) => t.passed).length;

function modelStateOf(error: unknown): Record<string, string | string[]> | undefined {
  const body = (error as { body?: { modelState?: Record<string, string | string[]> } } | null)?.body;
  return body?.modelState && typeof body.modelState === 'object' ? body.modelState : undefined;
}

export function useDraftEditor(api: RuleApi, version: RuleVersion): DraftEditor {
  const notify = useNotify();
  const [state, dispatch] = useReducer(draftReducer, version, initialDraftState);
  const [saving, setSaving] = useState(false);
  const editable = state.version.status === 'draft';

  const onChecked = useCallback((problems: DefinitionProblem[], tests: TestResult[]) => dispatch({ type: 'checked', problems, tests }), []);
  const { checking } = useLiveCheck(api, state.definition, state.jsonError === null, onChecked);

  const save = useCallback(async () => {
    if (state.jsonError) return false;
    const definition = asDefinition(state.definition);
    const comment = state.comment;
    setSaving(true);
    try {
      const { version: saved, tests } = await api.save(state.version.id, { definition, comment });
      dispatch({ type: 'saved', version: saved, tests, definition: state.definition, comment });
      const passed = passedCount(tests);
      if (passed === tests.length) notify(`Draft saved. All ${tests.length} test cases pass.`, { type: 'success' });
      else notify(`Draft saved. ${tests.length - passed} of ${tests.length} test cases fail, so it cannot be activated yet.`, { type: 'warning' });
      return true;
    } catch (error) {
      const modelState = modelStateOf(error);
      if (modelState) dispatch({ type: 'refused', problems: problemsFromModelState(modelState) });
      notify(modelState ? 'The draft was not saved: correct the highlighted problems.' : errorMessage(error, 'The draft could not be saved.'), { type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  }, [api, notify, state.comment, state.definition, state.jsonError, state.version.id]);

  return {
    state,
    dirty: isDirty(state),
    editable,
    checking,
    saving,
    edit: useCallback((definition: unknown) => dispatch({ type: 'edit', definition }), []),
    editJson: useCallback((text: string) => dispatch({ type: 'editJson', text }), []),
    setComment: useCallback((comment: string) => dispatch({ type: 'comment', comment }), []),
    save,
    load: useCallback((v: RuleVersion) => dispatch({ type: 'load', version: v }), []),
  };
}
