// The replayed cases: the active version's outcome beside this version's, changed ones highlighted.
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { alpha, Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useContext } from 'react';
import type { SimulationCase } from '../../../core/contract/rules.js';
import { EditorContext } from '../shared/editor-context.js';
import { OutcomeView } from '../shared/OutcomeView.js';
import { shortTime } from '../shared/format.js';

export interface SimulationTableProps {
  cases: SimulationCase[];
  /** names of the test cases already in the version, so a case is added once */
  testNames: ReadonlySet<string>;
  testNameFor: (c: SimulationCase) => string;
  onAddCase?: (c: SimulationCase) => void;
}

function FactsText({ facts }: { facts: Record<string, unknown> }) {
  // the facts by their labels, as the rules tab names them
  const labels = useContext(EditorContext)?.vocabulary.facts;
  const shown = Object.entries(facts).filter(([, v]) => v !== null && v !== undefined);
  return (
    <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
      {shown.map(([k, v]) => (
        <Box key={k} sx={{ whiteSpace: 'nowrap' }}>
          {labels?.[k]?.label ?? k}: {Array.isArray(v) ? v.join(', ') : String(v)}
        </Box>
      ))}
    </Box>
  );
}

export function SimulationTable({ cases, testNames, testNameFor, onAddCase }: SimulationTableProps) {
  return (
    <Table size="small" aria-label="Simulated cases">
      <TableHead>
        <TableRow>
          <TableCell>Case</TableCell>
          <TableCell>Facts</TableCell>
          <TableCell>Active version</TableCell>
          <TableCell>This version</TableCell>
          {onAddCase && <TableCell align="right">Test case</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {cases.map((c) => {
          const added = testNames.has(testNameFor(c));
          return (
            <TableRow key={c.evaluationId} aria-label={`Case ${c.evaluationId}`} sx={{ verticalAlign: 'top', bgcolor: c.changed ? (t) => alpha(t.palette.warning.main, 0.1) : undefined }}>
              <TableCell sx={{ minWidth: 180 }}>
                <Typography variant="body2" component="div" fontWeight={500}>
                  #{c.evaluationId} {c.changed && <Chip size="small" color="warning" label="Changes" sx={{ ml: 0.5 }} />}
                </Typography>
                <Typography variant="body2">{c.context || 'No context'}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {shortTime(c.createdAt)}
                </Typography>
              </TableCell>
              <TableCell>
                <FactsText facts={c.facts} />
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <OutcomeView outcome={c.active} />
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <OutcomeView outcome={c.draft} />
              </TableCell>
              {onAddCase && (
                <TableCell align="right">
                  <Button size="small" startIcon={<PlaylistAddIcon />} disabled={added} onClick={() => onAddCase(c)} sx={{ whiteSpace: 'nowrap' }}>
                    {added ? 'Added' : 'Add from case'}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
