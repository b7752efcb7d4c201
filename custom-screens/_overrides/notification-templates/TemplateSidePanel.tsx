// Beside the template's inputs: the live preview, and the placeholders a click inserts.
import { Stack } from '@mui/material';
import { NotificationPreview } from './NotificationPreview.js';
import { PlaceholderList } from './PlaceholderList.js';

export function TemplateSidePanel() {
  return (
    <Stack spacing={2}>
      <NotificationPreview />
      <PlaceholderList />
    </Stack>
  );
}
