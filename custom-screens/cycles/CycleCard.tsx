// The frame of one cycle on the Submission Cycles page: its heading, and Edit, or Save and Cancel
// while it is edited (spec 3 §4: each cycle toggles between display and edit). Edited, it takes the
// whole row of the page's grid so a phase's boxes sit on one line.
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';

interface CycleCardProps {
  heading: string;
  subheading?: ReactNode;
  editing: boolean;
  canEdit: boolean;
  saving: boolean;
  /** the edited cycle differs from the stored one: Cancel and leaving the page ask first */
  dirty: boolean;
  error: string | null;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  children: ReactNode;
}

export function CycleCard({ heading, subheading, editing, canEdit, saving, dirty, error, onEdit, onCancel, onSave, children }: CycleCardProps) {
  const headingId = useId();
  const discard = useDiscardGuard(editing && !saving && dirty, 'Your changes to this cycle are not saved. They will be lost.');
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0, gridColumn: editing ? '1 / -1' : undefined }}>
      {discard.prompt}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1, rowGap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h3">
            {heading}
          </Typography>
          {subheading}
        </Box>
        {canEdit && !editing && (
          <Button startIcon={<EditIcon />} onClick={onEdit} aria-label={`Edit ${heading.toLowerCase()}`}>
            Edit
          </Button>
        )}
      </Stack>
      <Box
        component={editing ? 'form' : 'div'}
        noValidate
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          onSave();
        }}
      >
        {children}
        {/* beside the buttons, where the eye is after pressing Save; field messages sit under their fields */}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {editing && (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
            <Button onClick={discard.guard(onCancel)} disabled={saving}>
              Cancel
            </Button>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
