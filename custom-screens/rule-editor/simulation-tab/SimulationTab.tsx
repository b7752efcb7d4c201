// Simulation: how would this version have decided the last N recorded cases, against the active one?
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, FormControlLabel, LinearProgress, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { SimulationCase } from '../../../core/contract/rules.js';
import { testNameForCase } from '../model/test-from-case.js';
import type { Simulation } from './use-simulation.js';
import { SimulationTable } from './SimulationTable.js';

export interface SimulationTabProps {
  simulation: Simulation;
  /** the editor's rules as text, to tell when a result no longer matches them */
  snapshot: string;
  /** the editor's rules, or null while the JSON does not parse */
  definition: unknown | null;
  testNames: ReadonlySet<string>;
  onAddCase?: (c: SimulationCase) => void;
}

export function SimulationTab({ simulation, snapshot, definition, testNames, onAddCase }: SimulationTabProps) {
  const { limit, setLimit, running, result, ranOn, run } = simulation;
  const [onlyChanged, setOnlyChanged] = useState(false);
  const cases = result ? (onlyChanged ? result.cases.filter((c) => c.changed) : result.cases) : [];
  return (
    <Box>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="number"
          label="Recorded cases to replay"
          value={limit}
          onChange={(e) => setLimit(Math.max(1, Math.min(1000, Number(e.target.value) || 1)))}
          slotProps={{ htmlInput: { min: 1, max: 1000 } }}
          sx={{ width: 210 }}
        />
        <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => run(snapshot, definition)} disabled={running || definition === null}>
          Run simulation
        </Button>
        {result && (
          <FormControlLabel control={<Switch checked={onlyChanged} onChange={(e) => setOnlyChanged(e.target.checked)} />} label="Only cases that change" />
        )}
      </Stack>
      {definition === null && <Alert severity="info" sx={{ mb: 2 }}>Fix the JSON first: the simulation replays the rules as they are in the editor.</Alert>}
      {running && <LinearProgress aria-label="Running the simulation" sx={{ mb: 2 }} />}
      {result && ranOn !== snapshot && !running && <Alert severity="warning" sx={{ mb: 2 }}>The rules changed since this run: run it again to see them replayed.</Alert>}
      {result && (
        <>
          <Typography role="status" sx={{ mb: 1 }} fontWeight={500}>
            {result.cases.length === 0
              ? 'No recorded evaluations yet for this rule set.'
              : `${result.changed} of ${result.cases.length} recorded cases would change.`}
          </Typography>
          {cases.length > 0 && <SimulationTable cases={cases} testNames={testNames} testNameFor={testNameForCase} onAddCase={onAddCase} />}
        </>
      )}
      {!result && !running && (
        <Typography color="text.secondary">
          Replays the rules as they are in the editor, saved or not, on the facts of the most recent recorded evaluations and compares each outcome with the active version's.
        </Typography>
      )}
    </Box>
  );
}
