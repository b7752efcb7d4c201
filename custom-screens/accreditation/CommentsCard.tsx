// Comments on the accreditation (spec 2 §7): newest first, and a new one (non-empty, spec 2 §5).
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { dateTimeText } from '../../core/time/office-time.js';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import type { AccreditationComment } from '../../core/contract/accreditation.js';
import { useUnsavedChanges } from '../../admin-ui/unsaved-changes/useUnsavedChanges.js';

export function CommentsCard({ comments, onAdd }: { comments: AccreditationComment[]; onAdd: (comment: string) => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const blank = text.trim() === '';
  // a comment being written is not lost by leaving the page
  useUnsavedChanges(!blank && !saving, 'The comment you are writing is not added yet. It will be lost.');
  const add = async () => {
    setSaving(true);
    setError(null);
    try {
      await onAdd(text);
      setText('');
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card component="section" aria-labelledby="comments-title">
      <CardContent>
        <Typography id="comments-title" variant="h6" component="h2" gutterBottom>
          Comments
        </Typography>
        {error != null && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {serverFieldErrors(error)?.comment ?? errorMessage(error, 'The comment could not be saved.')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField label="New comment" value={text} onChange={(e) => setText(e.target.value)} multiline minRows={2} sx={{ flex: '1 1 300px' }} />
          <Button variant="contained" onClick={add} disabled={blank || saving}>
            Add comment
          </Button>
        </Box>
        {comments.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            No comments yet.
          </Typography>
        ) : (
          <List aria-label="Comments" dense>
            {comments.map((c) => (
              <ListItem key={c.id} divider alignItems="flex-start" disableGutters>
                <ListItemText
                  primary={c.comment}
                  secondary={[c.createdByName, dateTimeText(c.createdOn)].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
