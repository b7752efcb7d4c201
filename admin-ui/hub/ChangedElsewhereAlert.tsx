// Shown on an edit form whose record someone else saved (or deleted) after it was opened.
import { Alert, Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useChangedElsewhere } from './useChangedElsewhere.js';

export function ChangedElsewhereAlert({ resource }: { resource: string }) {
  const record = useRecordContext();
  const changed = useChangedElsewhere(resource, record?.id as string | number | undefined);
  if (!changed) return null;
  const time = changed.at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2, width: '100%' }}
      action={
        changed.deleted ? undefined : (
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        )
      }
    >
      {changed.deleted
        ? `Someone else deleted this record at ${time}.`
        : `Someone else saved this record at ${time}. Reload to see their changes; saving this form now would be refused.`}
    </Alert>
  );
}
