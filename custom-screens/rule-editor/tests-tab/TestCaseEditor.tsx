// One test case, folded to its name and result; unfolded: its name, facts, expectation, and the
// outcome of the last run, which can become the expectation in one click.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Chip, Divider, Grid, Stack, TextField, Typography } from '@mui/material';
import type { RuleDef, TestCase, TestResult } from '../../../core/contract/rules.js';
import { countProblemsUnder, pathText, type Path } from '../model/paths.js';
import { useEditorContext, useProblemAt } from '../shared/editor-context.js';
import { OutcomeView } from '../shared/OutcomeView.js';
import { ExpectationEditor } from './ExpectationEditor.js';
import { FactRowsEditor } from './FactRowsEditor.js';

export interface TestCaseEditorProps {
  test: TestCase;
  index: number;
  rules: RuleDef[];
  result: TestResult | undefined;
  expanded: boolean;
  onToggle: () => void;
  onChange: (test: TestCase) => void;
  onRemove: () => void;
}

function ResultChip({ result }: { result: TestResult | undefined }) {
  if (!result) return <Chip size="small" label="Not run" variant="outlined" />;
  return <Chip size="small" label={result.passed ? 'Passed' : 'Failed'} color={result.passed ? 'success' : 'error'} variant={result.passed ? 'outlined' : 'filled'} />;
}

export function TestCaseEditor({ test, index, rules, result, expanded, onToggle, onChange, onRemove }: TestCaseEditorProps) {
  const { problems, readOnly } = useEditorContext();
  const path: Path = ['tests', index];
  const testProblem = useProblemAt(path);
  const problemCount = countProblemsUnder(problems, pathText(path));
  const title = test.name || `Test case ${index + 1}`;

  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true }, region: { id: `test-case-${index}-details` } }}
      sx={{ '&:before': { display: 'none' }, mb: 1 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-label={`Test case ${title}`} id={`test-case-${index}`} aria-controls={`test-case-${index}-details`}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ width: '100%', pr: 1 }}>
          <ResultChip result={result} />
          <Typography sx={{ flex: 1 }}>{title}</Typography>
          {problemCount > 0 && <Chip size="small" color="error" label={`${problemCount} problem${problemCount > 1 ? 's' : ''}`} />}
          {result && !result.passed && (
            <Typography variant="body2" color="error" sx={{ maxWidth: '45%' }} noWrap title={result.failures.join('; ')}>
              {result.failures[0]}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {testProblem && <Alert severity="error" sx={{ mb: 2 }}>{testProblem}</Alert>}
        <TextField size="small" label="Test name" value={test.name ?? ''} disabled={readOnly} onChange={(e) => onChange({ ...test, name: e.target.value })} fullWidth sx={{ mb: 2 }} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Typography variant="subtitle2" gutterBottom>
              Given these facts
            </Typography>
            <FactRowsEditor facts={test.facts ?? {}} path={path} onChange={(facts) => onChange({ ...test, facts })} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Typography variant="subtitle2" gutterBottom>
              Expect
            </Typography>
            <ExpectationEditor expect={test.expect ?? {}} rules={rules} onChange={(expect) => onChange({ ...test, expect })} />
          </Grid>
        </Grid>
        {result && (
          <>
            <Divider sx={{ my: 2 }} />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
              <Box sx={{ flex: 1 }}>
                <Typography variant="subtitle2" gutterBottom>
                  Last run
                </Typography>
                <OutcomeView outcome={result.outcome} />
                {result.failures.map((f) => (
                  <Typography key={f} variant="body2" color="error" sx={{ mt: 0.5 }}>
                    ✗ {f}
                  </Typography>
                ))}
              </Box>
              {!readOnly && !result.passed && (
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => onChange({ ...test, expect: { allowed: result.outcome.allowed, messages: [...result.outcome.messages], shown: [...result.outcome.shown], cleared: [...result.outcome.cleared] } })}
                >
                  Expect this outcome
                </Button>
              )}
            </Stack>
          </>
        )}
        {!readOnly && (
          <Box sx={{ mt: 2, textAlign: 'right' }}>
            <Button color="error" size="small" startIcon={<DeleteOutlineIcon />} onClick={onRemove}>
              Remove test case
            </Button>
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
