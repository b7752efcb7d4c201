// An outcome in a few words: allowed or refused, then its messages and the fields shown or cleared, by their labels.
import { Box, Chip, Typography } from '@mui/material';
import { fieldLabel } from '../../../admin-ui/builder/labels.js';
import type { OutcomeSummary } from '../../../core/contract/rules.js';

export function DecisionChip({ allowed }: { allowed: boolean }) {
  return <Chip size="small" label={allowed ? 'Allowed' : 'Refused'} color={allowed ? 'success' : 'error'} variant={allowed ? 'outlined' : 'filled'} />;
}

export function OutcomeView({ outcome }: { outcome: OutcomeSummary }) {
  return (
    <Box>
      <DecisionChip allowed={outcome.allowed} />
      {outcome.messages.map((m) => (
        <Typography key={m} variant="body2" sx={{ mt: 0.5 }}>
          {m}
        </Typography>
      ))}
      {outcome.shown.length > 0 && (
        <Typography variant="caption" component="div" color="text.secondary">
          Shows {outcome.shown.map((f) => fieldLabel(f)).join(', ')}
        </Typography>
      )}
      {outcome.cleared.length > 0 && (
        <Typography variant="caption" component="div" color="text.secondary">
          Clears {outcome.cleared.map((f) => fieldLabel(f)).join(', ')}
        </Typography>
      )}
    </Box>
  );
}
