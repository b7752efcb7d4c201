// The placeholders a template may use. A click inserts one into the field last focused, or copies it
// when no field has been focused yet; the copy icon always copies.
import { Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify } from 'react-admin';
import { COURSES_BLOCK_CLOSE, COURSES_BLOCK_OPEN, NOTIFICATION_PLACEHOLDERS, placeholderToken } from '../../../core/content/placeholders.js';
import { usePlaceholderTarget } from './placeholder-target.js';

const ENTRIES = [
  ...NOTIFICATION_PLACEHOLDERS.map((p) => ({ token: placeholderToken(p.name), label: p.label, example: p.sample })),
  { token: `${COURSES_BLOCK_OPEN}${COURSES_BLOCK_CLOSE}`, label: 'Courses block: repeats the collection template (or its own content) per course', example: '' },
];

export function PlaceholderList() {
  const { target } = usePlaceholderTarget();
  const notify = useNotify();

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      notify(`Copied ${token}`, { type: 'info' });
    } catch {
      notify('Copying is not allowed here; select the placeholder text instead.', { type: 'warning' });
    }
  };
  const use = (token: string) => (target ? target.insert(token) : copy(token));

  return (
    <Box>
      <Typography variant="subtitle2">Placeholders</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {target ? `A click inserts into “${target.label}”.` : 'A click copies; click into a template field first to insert there.'} Unknown
        placeholders stay visible in the preview.
      </Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} aria-label="Placeholders">
        {ENTRIES.map((e) => (
          <Tooltip key={e.token} title={e.example ? `${e.label} — e.g. ${e.example}` : e.label}>
            <Chip
              size="small"
              variant="outlined"
              label={e.token}
              onClick={() => use(e.token)}
              onDelete={() => copy(e.token)}
              deleteIcon={<ContentCopyIcon aria-label={`Copy ${e.token}`} />}
            />
          </Tooltip>
        ))}
      </Stack>
    </Box>
  );
}
