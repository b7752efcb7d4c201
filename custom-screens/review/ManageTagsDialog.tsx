// The manage-tags modal (spec 3 §2 "Modals", §3 "Tag: … flags selected, deleted, deprecated are
// shown"): every tag in use with a tick for those the course has. Ticking adds the tag at once,
// unticking removes the course's link; a deprecated or deleted tag stays on the courses that have it
// and can be removed, but is not added anew.
import { Alert, Box, Button, Checkbox, Chip, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, LinearProgress, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from './review-errors.js';
import { useReviewApi } from './use-review-lookups.js';
import type { CourseTag, TagChoice } from '../../core/contract/review.js';

export interface ManageTagsDialogProps {
  open: boolean;
  submissionId: number;
  onChanged: (tags: CourseTag[]) => void;
  onClose: () => void;
}

export function ManageTagsDialog({ open, submissionId, onChanged, onClose }: ManageTagsDialogProps) {
  const api = useReviewApi();
  const queryClient = useQueryClient();
  const key = ['review-screen', 'tags', submissionId];
  const { data, error, isPending } = useQuery({ queryKey: key, queryFn: ({ signal }) => api.tagChoices(submissionId, signal), enabled: open, retry: false, staleTime: 0 });
  const [busyTag, setBusyTag] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [filter, setFilter] = useState('');

  const setChoices = (choices: TagChoice[]) => {
    queryClient.setQueryData(key, choices);
    onChanged(choices.filter((t) => t.selected).map(({ selected: _selected, ...tag }) => tag));
  };

  const toggle = async (tag: TagChoice, selected: boolean) => {
    if (!data) return;
    setBusyTag(tag.tagId);
    setProblem(null);
    try {
      if (selected) {
        const added = await api.addTag(submissionId, tag.tagId);
        setChoices(data.map((t) => (t.tagId === tag.tagId ? { ...t, selected: true, courseTagId: added.courseTagId } : t)));
      } else if (tag.courseTagId != null) {
        await api.removeTag(submissionId, tag.courseTagId);
        setChoices(data.map((t) => (t.tagId === tag.tagId ? { ...t, selected: false, courseTagId: null } : t)));
      }
    } catch (err) {
      setProblem(errorMessage(err, 'The tag could not be changed.'));
    } finally {
      setBusyTag(null);
    }
  };

  const shown = (data ?? []).filter((t) => t.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="manage-tags-title" fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id="manage-tags-title">Manage tags</DialogTitle>
      <DialogContent dividers>
        <TextField size="small" fullWidth type="search" label="Find a tag" value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ mb: 1 }} autoFocus />
        {isPending && open && <LinearProgress aria-label="Loading the tags" />}
        {error && <Alert severity="error">{errorMessage(error, 'The tags could not be loaded.')}</Alert>}
        {problem && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((t) => {
            const closed = t.isDeprecated || t.isDeleted;
            return (
              <Box component="li" key={t.tagId} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <FormControlLabel
                  control={<Checkbox checked={t.selected} disabled={busyTag !== null || (closed && !t.selected)} onChange={(e) => void toggle(t, e.target.checked)} />}
                  label={t.name}
                  sx={{ mr: 0 }}
                />
                {t.isDeprecated && <Chip size="small" label="Deprecated" variant="outlined" />}
                {t.isDeleted && <Chip size="small" label="Deleted" variant="outlined" />}
              </Box>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
