// One version open in the editor: toolbar, problems, and the Rules / JSON / Tests / Simulation tabs
// over one definition. Leaving with unsaved changes asks first.
import { Alert, Box, Button, Card, CardContent, LinearProgress } from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import type { RuleApi } from '../api/rule-api.js';
import type { RuleDefinition, RuleVersion, Vocabulary } from '../api/rule-types.js';
import type { SimulationCase } from '../../../core/contract/rules.js';
import { JsonTab } from '../json-tab/JsonTab.js';
import { activationBlock } from '../model/activation.js';
import { asDefinition, shapeProblem } from '../model/definition-shape.js';
import { countProblemsUnder, indexProblems } from '../model/paths.js';
import { testFromCase } from '../model/test-from-case.js';
import { RulesTab } from '../rules-tab/RulesTab.js';
import { EditorContext } from '../shared/editor-context.js';
import { SimulationTab } from '../simulation-tab/SimulationTab.js';
import { useSimulation } from '../simulation-tab/use-simulation.js';
import { TestsTab } from '../tests-tab/TestsTab.js';
import { ActivateButton } from '../versions/ActivateButton.js';
import { DeleteDraftButton } from '../versions/DeleteDraftButton.js';
import { EditorTabs, type EditorTab } from './EditorTabs.js';
import { EditorToolbar } from './EditorToolbar.js';
import { LeaveGuard } from './LeaveGuard.js';
import { ProblemList } from './ProblemList.js';
import { useDraftEditor } from './use-draft-editor.js';
import { useSaveShortcut } from './use-save-shortcut.js';

export interface DraftEditorProps {
  api: RuleApi;
  version: RuleVersion;
  vocabulary: Vocabulary;
  /** after an activation: the version's status changed */
  onActivated: () => void;
  onDeleted: () => void;
  /** read-only versions offer "New draft from this version" */
  newDraftAction: ReactNode;
}

export function DraftEditor({ api, version, vocabulary, onActivated, onDeleted, newDraftAction }: DraftEditorProps) {
  const notify = useNotify();
  const editor = useDraftEditor(api, version);
  const { state, dirty, editable } = editor;
  const simulation = useSimulation(api, state.version.id);
  const [tab, setTab] = useState<EditorTab>('rules');
  const [deleted, setDeleted] = useState(false);
  const problems = useMemo(() => indexProblems(state.problems), [state.problems]);
  const context = useMemo(() => ({ vocabulary, problems, readOnly: !editable }), [vocabulary, problems, editable]);
  const shape = shapeProblem(state.definition);
  const definition = shape ? null : asDefinition(state.definition);
  const failing = state.testRun ? state.testRun.tests.filter((t) => !t.passed).length : null;
  const savedFailing = state.testRun?.source === 'save' || !dirty ? failing ?? undefined : undefined;
  const canSave = editable && dirty && !state.jsonError && !editor.saving;

  useSaveShortcut(editable, () => canSave && editor.save());
  // leave once the guard has let go (its effect is cleaned up before this one runs)
  useEffect(() => {
    if (deleted) onDeleted();
  }, [deleted, onDeleted]);

  const changeTab = (next: EditorTab) => {
    if (state.jsonError) return void notify('Fix the JSON first: it does not parse.', { type: 'warning' });
    setTab(next);
  };
  const edit = (d: RuleDefinition) => editor.edit(d);
  const addFromCase = (c: SimulationCase) => {
    if (!definition) return;
    edit({ ...definition, tests: [...definition.tests, testFromCase(c)] });
    notify(`Test case added from case ${c.evaluationId}. Save to run it.`, { type: 'info' });
  };

  const actions = editable ? (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <ActivateButton api={api} version={state.version} blockedReason={activationBlock(state.version, dirty, savedFailing)} onActivated={onActivated} />
      <DeleteDraftButton
        api={api}
        version={state.version}
        onDeleted={() => setDeleted(true)}
      />
    </Box>
  ) : (
    newDraftAction
  );

  const needsShape = (content: ReactNode) =>
    definition ? (
      content
    ) : (
      <Alert severity="warning" action={<Button onClick={() => setTab('json')}>Open JSON</Button>}>
        {shape} Fix it in the JSON tab.
      </Alert>
    );

  return (
    <EditorContext.Provider value={context}>
      <LeaveGuard when={dirty && editable && !deleted} />
      <EditorToolbar
        editable={editable}
        comment={state.comment}
        onComment={editor.setComment}
        dirty={dirty}
        saving={editor.saving}
        checking={editor.checking}
        canSave={canSave}
        onSave={editor.save}
        actions={actions}
      />
      {state.problems.length > 0 && tab !== 'json' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {state.problems.length === 1 ? 'One problem' : `${state.problems.length} problems`} keep this version from being saved:
          <ProblemList problems={state.problems} />
        </Alert>
      )}
      <EditorTabs
        value={tab}
        onChange={changeTab}
        counts={{
          ruleProblems: countProblemsUnder(problems, 'rules'),
          jsonProblems: state.problems.length,
          failingTests: failing,
          changedCases: simulation.result?.changed ?? null,
        }}
      />
      <Card>
        {editor.saving && <LinearProgress aria-label="Saving" />}
        <CardContent>
          {tab === 'rules' && needsShape(definition && <RulesTab definition={definition} onChange={edit} />)}
          {tab === 'json' && <JsonTab text={state.jsonText} syntaxError={state.jsonError} problems={state.problems} checking={editor.checking} readOnly={!editable} onChange={editor.editJson} />}
          {tab === 'tests' && needsShape(definition && <TestsTab definition={definition} onChange={edit} testRun={state.testRun} dirty={dirty} checking={editor.checking} />)}
          {tab === 'simulation' && (
            <SimulationTab
              simulation={simulation}
              snapshot={JSON.stringify(state.definition)}
              definition={state.jsonError ? null : state.definition}
              testNames={new Set(definition?.tests.map((t) => t.name) ?? [])}
              onAddCase={editable && definition ? addFromCase : undefined}
            />
          )}
        </CardContent>
      </Card>
    </EditorContext.Provider>
  );
}
