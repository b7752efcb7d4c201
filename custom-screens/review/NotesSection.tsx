// Internal notes (spec 3 §2–§3, §5 "A note must have non-empty text"): the course's notes, newest
// first, and a box to add one. A note is about the course, not the decision, so it can be written on
// a read-only review too; its author (or a course manager) removes it.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { dateTimeText } from '../../core/time/office-time.js';
import { useAbilities } from '../../admin-ui/shell/app-config.js';
import { ActionTooltip } from '../../admin-ui/builder/inline-list/ActionTooltip.js';
import { SectionCard } from './SectionCard.js';
import { errorMessage } from './review-errors.js';
import { useReviewWorkspace } from './review-context.js';
import { useUnsavedChanges } from '../../admin-ui/unsaved-changes/useUnsavedChanges.js';

export const NOTE_INPUT_ID = 'review-new-note';
const NOTE_MANAGER = 'AdminManageCourses';

export function NotesSection() {
  const { model, api, update } = useReviewWorkspace();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const abilities = useAbilities() ?? [];
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const blank = text.trim() === '';
  // a half-typed note is not lost by leaving the screen (it is added only with Add note)
  useUnsavedChanges(!blank && !busy, 'The internal note you are writing is not added yet. It will be lost.');

  const add = async () => {
    if (blank) {
      setProblem('Enter the note first.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const note = await api.addNote(model.courseSubmissionId, text);
      update((m) => ({ ...m, internalNotes: [note, ...m.internalNotes] }));
      setText('');
    } catch (error) {
      setProblem(errorMessage(error, 'The note could not be added.'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (noteId: number) => {
    try {
      await api.deleteNote(noteId);
      update((m) => ({ ...m, internalNotes: m.internalNotes.filter((n) => n.courseSubmissionReviewNoteId !== noteId) }));
    } catch (error) {
      notify(errorMessage(error, 'The note could not be removed.'), { type: 'error' });
    }
  };

  const mayRemove = (createdById: number | null) => createdById != null && (createdById === identity?.id || hasAbility(abilities, NOTE_MANAGER));

  return (
    <SectionCard id="review-notes" title="Internal notes">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
        sx={{ display: 'grid', gap: 1, mb: 1 }}
      >
        <TextField
          id={NOTE_INPUT_ID}
          label="New internal note (key /)"
          multiline
          minRows={2}
          size="small"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={(e) => {
            // Ctrl+Enter adds the note without leaving the keyboard; Escape leaves the box for the screen's keys
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void add();
            } else if (e.key === 'Escape') (e.target as HTMLElement).blur();
          }}
          error={Boolean(problem)}
          helperText={problem ?? 'Ctrl+Enter adds the note; Esc returns to the screen’s keys.'}
          slotProps={{ htmlInput: { maxLength: 8000 } }}
        />
        <Box>
          <Button type="submit" variant="outlined" size="small" disabled={busy || blank}>
            {busy ? 'Adding…' : 'Add note'}
          </Button>
        </Box>
      </Box>
      {model.internalNotes.length === 0 ? (
        <Typography variant="body2">No notes yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {model.internalNotes.map((n) => (
            <Box component="li" key={n.courseSubmissionReviewNoteId} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider', pb: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {n.note}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[n.createdByName, dateTimeText(n.createdOn)].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              {mayRemove(n.createdById) && (
                <ActionTooltip title="Delete note">
                  <IconButton size="small" aria-label={`Delete the note “${n.note.slice(0, 40)}”`} onClick={() => void remove(n.courseSubmissionReviewNoteId)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </ActionTooltip>
              )}
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
