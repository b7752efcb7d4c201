// The raw definition { rules, tests } as text. Whenever the text parses it becomes the definition
// the other tabs show; the server checks it a moment after each change.
import { Alert, AlertTitle, Box, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import type { DefinitionProblem } from '../../../core/contract/rules.js';
import { ProblemList } from '../editor/ProblemList.js';

export interface JsonTabProps {
  text: string;
  syntaxError: string | null;
  problems: readonly DefinitionProblem[];
  checking: boolean;
  readOnly: boolean;
  onChange: (text: string) => void;
}

export function JsonTab({ text, syntaxError, problems, checking, readOnly, onChange }: JsonTabProps) {
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
      <TextField
        label="Definition (JSON)"
        multiline
        // a fixed height that scrolls inside, so the problems beside it stay in view
        rows={26}
        fullWidth
        value={text}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, readOnly, 'aria-describedby': 'json-check-status', style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13, lineHeight: 1.5 } } }}
        error={Boolean(syntaxError) || problems.length > 0}
        sx={{ flex: 3 }}
      />
      <Box sx={{ flex: 2, minWidth: 280, maxHeight: 640, overflowY: 'auto' }} id="json-check-status" aria-live="polite">
        {syntaxError ? (
          <Alert severity="error">
            <AlertTitle>The JSON does not parse</AlertTitle>
            {syntaxError}
            <Typography variant="body2" sx={{ mt: 1 }}>
              The other tabs show the last definition that parsed. Fix the text before leaving this tab.
            </Typography>
          </Alert>
        ) : problems.length ? (
          <Alert severity="error">
            <AlertTitle>
              {problems.length} problem{problems.length > 1 ? 's' : ''}
            </AlertTitle>
            <ProblemList problems={problems} />
          </Alert>
        ) : checking ? (
          <Alert severity="info" icon={<CircularProgress size={18} />}>
            Checking…
          </Alert>
        ) : (
          <Alert severity="success">The server finds no problems in this definition.</Alert>
        )}
      </Box>
    </Stack>
  );
}
