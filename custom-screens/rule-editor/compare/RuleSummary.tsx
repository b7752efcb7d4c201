// A rule as indented sentences, for reading, not editing.
import { Box, Typography } from '@mui/material';
import { ruleLabel } from '../../../core/rules/words.js';
import type { RuleDef } from '../../../core/contract/rules.js';
import { ruleLines, type RuleWords } from '../model/condition-text.js';

export function RuleSummary({ rule, words }: { rule: RuleDef; words: RuleWords }) {
  return (
    <Box>
      <Typography variant="body2" fontWeight={600}>
        {ruleLabel(rule)}
      </Typography>
      {rule.description && (
        <Typography variant="body2" color="text.secondary">
          {rule.description}
        </Typography>
      )}
      {ruleLines(rule, words).map((line, i) => (
        <Typography key={i} variant="body2" sx={{ pl: 2 + line.depth * 2 }}>
          {line.text}
        </Typography>
      ))}
    </Box>
  );
}
