// The test cases of the version with the results of the last run: the server runs them on every
// save, and on unsaved edits a moment after each change.
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { RuleDefinition } from '../api/rule-types.js';
import type { TestCase, TestResult } from '../../../core/contract/rules.js';
import type { TestRun } from '../editor/draft-state.js';
import { useEditorContext } from '../shared/editor-context.js';
import { TestCaseEditor } from './TestCaseEditor.js';

export interface TestsTabProps {
  definition: RuleDefinition;
  onChange: (definition: RuleDefinition) => void;
  testRun: TestRun | null;
  dirty: boolean;
  checking: boolean;
}

function RunSummary({ tests, dirty, checking }: { tests: TestResult[] | undefined; dirty: boolean; checking: boolean }) {
  if (!tests) return <Typography color="text.secondary">{checking ? 'Running the test cases…' : 'The test cases have not run yet.'}</Typography>;
  const failed = tests.filter((t) => !t.passed).length;
  return (
    <Alert severity={failed ? 'error' : 'success'} icon={checking ? <CircularProgress size={18} /> : undefined} sx={{ flex: 1 }}>
      {failed ? `${failed} of ${tests.length} test cases fail.` : `All ${tests.length} test cases pass.`}{' '}
      {dirty ? 'Results of your unsaved changes; saving runs them again and records the result.' : 'Results of the saved version.'}
    </Alert>
  );
}

export function TestsTab({ definition, onChange, testRun, dirty, checking }: TestsTabProps) {
  const { vocabulary, readOnly } = useEditorContext();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const tests = definition.tests;
  const resultOf = (t: TestCase) => testRun?.tests.find((r) => r.name === t.name);
  const toggle = (i: number) => setExpanded((s) => (s.has(i) ? new Set([...s].filter((x) => x !== i)) : new Set([...s, i])));
  const setTests = (next: TestCase[]) => onChange({ ...definition, tests: next });

  const addTest = () => {
    const facts = Object.fromEntries(Object.entries(vocabulary.facts).filter(([, d]) => !d.derived).map(([n]) => [n, null]));
    setTests([...tests, { name: `New test case ${tests.length + 1}`, facts, expect: { allowed: true } }]);
    setExpanded((s) => new Set([...s, tests.length]));
  };

  return (
    <Box>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <RunSummary tests={testRun?.tests} dirty={dirty} checking={checking} />
        {!readOnly && (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={addTest} sx={{ flexShrink: 0 }}>
            Add test case
          </Button>
        )}
      </Stack>
      {tests.length === 0 && <Alert severity="info">No test cases yet. Add one, or add a recorded case from the Simulation tab.</Alert>}
      {tests.map((t, i) => (
        <TestCaseEditor
          key={i}
          test={t}
          index={i}
          rules={definition.rules}
          result={resultOf(t)}
          expanded={expanded.has(i)}
          onToggle={() => toggle(i)}
          onChange={(next) => setTests(tests.map((x, j) => (j === i ? next : x)))}
          onRemove={() => {
            setTests(tests.filter((_, j) => j !== i));
            setExpanded(new Set());
          }}
        />
      ))}
    </Box>
  );
}
