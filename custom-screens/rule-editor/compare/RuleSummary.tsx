// A rule as indented sentences, for reading, not editing.
import { Box, Typography } from '@mui/material';
import type { RuleDef } from '../api/rule-types.js';
import { ruleLines, type OperatorLabels } from '../model/condition-text.js';

export function RuleSummary({ rule, labels }: { rule: RuleDef; labels: OperatorLabels }) {
  return (
    <Box>
      <Typography variant="body2" fontWeight={600} sx={{ fontFamily: 'monospace' }}>
        {rule.name}
      </Typography>
      {ruleLines(rule, labels).map((line, i) => (
        <Typography key={i} variant="body2" sx={{ pl: 2 + line.depth * 2 }}>
          {line.text}
        </Typography>
      ))}
    </Box>
  );
}
