// "Why this decision was allowed": the rule set version that checked the decision, the facts it was
// given and each rule's outcome with the conditions it tested, all in words (explanation.ts).
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import { Alert, Box, Chip, List, ListItem, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StoredExplanation } from '../../core/contract/completed.js';
import { explanationView, type ConditionLine } from './explanation.js';

function ConditionMark({ passed }: { passed: boolean | null }) {
  if (passed === null) return <RemoveIcon fontSize="inherit" titleAccess="not checked" />;
  return passed ? <CheckIcon fontSize="inherit" color="success" titleAccess="held" /> : <CloseIcon fontSize="inherit" color="error" titleAccess="did not hold" />;
}

function Conditions({ lines }: { lines: ConditionLine[] }) {
  return (
    <List dense disablePadding>
      {lines.map((line, i) => (
        <ListItem key={i} disableGutters sx={{ pl: line.depth * 2, py: 0, alignItems: 'baseline', gap: 0.5 }}>
          <ConditionMark passed={line.passed} />
          <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
            {line.text}
            {line.saw !== undefined && <> (was {line.saw})</>}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

export function DecisionExplanation({ explanation, ruleSetVersionId }: { explanation: StoredExplanation | null; ruleSetVersionId: number | null }) {
  const view = explanationView(explanation);
  if (!view) return <Typography color="text.secondary">No rule evaluation was stored with this decision.</Typography>;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Checked by the rule set <strong>{view.ruleSetTitle}</strong>, version {view.version ?? 'unknown'}
        {ruleSetVersionId != null && ` (version id ${ruleSetVersionId})`}.{' '}
        {view.allowed !== false && 'None of its rules blocked the decision.'}
      </Typography>
      {view.allowed === false && <Alert severity="warning">The stored evaluation refused this decision.</Alert>}
      {view.facts.length > 0 && (
        <Table size="small" aria-label="Facts the rules were given" sx={{ mb: 2, maxWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>Fact</TableCell>
              <TableCell>Value</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.facts.map((f) => (
              <TableRow key={f.name}>
                <TableCell>{f.label}</TableCell>
                <TableCell>{f.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Table size="small" aria-label="Outcome of each rule">
        <TableHead>
          <TableRow>
            <TableCell>Rule</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Conditions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {view.rules.map((r) => (
            <TableRow key={r.rule}>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <Typography variant="body2" fontWeight={500}>
                  {r.label}
                </Typography>
                {r.description && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {r.description}
                  </Typography>
                )}
                <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                  <Conditions lines={r.conditions} />
                </Box>
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <Chip size="small" variant={r.blocked ? 'filled' : 'outlined'} color={r.blocked ? 'error' : 'success'} label={r.outcome} />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', display: { xs: 'none', sm: 'table-cell' } }}>
                <Conditions lines={r.conditions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
