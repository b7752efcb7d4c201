// Two versions side by side, rule by rule: added rules in green on the right, removed ones in red
// on the left, changed ones in amber on both sides.
import { alpha, Box, Chip, Paper, Stack, Typography, type Theme } from '@mui/material';
import type { CompareResult, RuleVersion } from '../api/rule-types.js';
import { alignRules, type RowChange } from '../model/aligned-rules.js';
import type { RuleWords } from '../model/condition-text.js';
import { ruleLabel } from '../../../core/rules/words.js';
import { VersionStatusChip } from '../shared/VersionStatusChip.js';
import { RuleSummary } from './RuleSummary.js';

const LOOK: Record<Exclude<RowChange, 'same'>, { label: string; color: 'success' | 'error' | 'warning' }> = {
  added: { label: 'Added', color: 'success' },
  removed: { label: 'Removed', color: 'error' },
  changed: { label: 'Changed', color: 'warning' },
};

function Cell({ side, row, words }: { side: 'a' | 'b'; row: ReturnType<typeof alignRules>[number]; words: RuleWords }) {
  const rule = row[side];
  const label = ruleLabel(row.a ?? row.b ?? { name: row.name });
  const marked = row.change !== 'same' && rule ? LOOK[row.change] : null;
  return (
    <Paper
      variant="outlined"
      aria-label={`${label} in version ${side.toUpperCase()}${marked ? `: ${marked.label.toLowerCase()}` : ''}`}
      sx={{
        flex: 1,
        p: 1.5,
        minWidth: 0,
        bgcolor: marked ? (t: Theme) => alpha(t.palette[marked.color].main, 0.08) : undefined,
        borderColor: marked ? `${marked.color}.light` : undefined,
        opacity: rule ? 1 : 0.6,
      }}
    >
      {rule ? (
        <>
          {marked && <Chip size="small" color={marked.color} label={marked.label} sx={{ float: 'right' }} />}
          <RuleSummary rule={rule} words={words} />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" fontStyle="italic">
          {label}: not in this version
        </Typography>
      )}
    </Paper>
  );
}

function Header({ version, side }: { version: RuleVersion; side: string }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ flex: 1 }}>
      <Typography variant="subtitle1" fontWeight={600}>
        {side}: version {version.version}
      </Typography>
      <VersionStatusChip status={version.status} />
      <Typography variant="body2" color="text.secondary" noWrap>
        {version.comment}
      </Typography>
    </Stack>
  );
}

export function CompareColumns({ result, words }: { result: CompareResult; words: RuleWords }) {
  const rows = alignRules(result.a.definition.rules, result.b.definition.rules, result.diff);
  const tests = result.diff.tests;
  const testChanges = [
    tests.added.length && `added: ${tests.added.join('; ')}`,
    tests.changed.length && `changed: ${tests.changed.join('; ')}`,
    tests.removed.length && `removed: ${tests.removed.join('; ')}`,
  ].filter(Boolean);
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <Header version={result.a} side="A" />
        <Header version={result.b} side="B" />
      </Stack>
      {rows.map((row) => (
        <Stack key={row.name} direction="row" spacing={2} sx={{ mb: 1 }}>
          <Cell side="a" row={row} words={words} />
          <Cell side="b" row={row} words={words} />
        </Stack>
      ))}
      <Typography variant="body2" sx={{ mt: 2 }}>
        <strong>Test cases</strong> {testChanges.length ? testChanges.join(' · ') : 'are the same in both versions.'}
      </Typography>
    </Box>
  );
}
