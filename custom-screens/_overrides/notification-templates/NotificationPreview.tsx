// Live preview of the template being edited, rendered with sample values.
import { Alert, Box, Divider, Paper, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useNotificationPreview } from './use-notification-preview.js';

export function NotificationPreview() {
  const [messageTitleTemplate, messageTemplate, collectionTemplate] = useWatch({ name: ['messageTitleTemplate', 'messageTemplate', 'collectionTemplate'] });
  const state = useNotificationPreview({ messageTitleTemplate, messageTemplate, collectionTemplate });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Preview">
      <Typography variant="subtitle2">Preview with sample values</Typography>
      {state.status === 'waiting' && <Typography color="text.secondary">Rendering…</Typography>}
      {state.status === 'failed' && <Alert severity="warning">{state.message}</Alert>}
      {state.status === 'done' && (
        <>
          <Typography sx={{ mt: 1 }}>
            <strong>Subject:</strong> <span data-testid="preview-title">{state.preview.title}</span>
          </Typography>
          <Divider sx={{ my: 1 }} />
          {/* sanitized by the server (sanitize-html) before it is sent */}
          <Box data-testid="preview-html" dangerouslySetInnerHTML={{ __html: state.preview.html }} />
        </>
      )}
    </Paper>
  );
}
