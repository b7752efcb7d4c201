// The manage-tags modal: every tag not deleted, plus the deleted ones the course still has, ticked
// for those it has. Ticking adds the tag at once, unticking removes the course's link (the box shows
// the change while it is saved); deprecated and deleted tags can be removed but not added. A refusal
// (a tag deprecated or deleted meanwhile) is shown and the list read again.
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, LinearProgress, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import type { TagChoice } from '../../core/contract/course-detail.js';
import { useCourseApi } from './use-course-api.js';

export function TagsDialog({ open, courseId, onChanged, onClose }: { open: boolean; courseId: number; onChanged: () => void; onClose: () => void }) {
  const api = useCourseApi();
  const queryClient = useQueryClient();
  const key = ['course-detail', 'tags', courseId];
  const { data, error, isPending } = useQuery({ queryKey: key, queryFn: ({ signal }) => api.tagChoices(courseId, signal), enabled: open, retry: false, staleTime: 0 });
  const [busy, setBusy] = useState<{ tagId: number; selected: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [filter, setFilter] = useState('');

  const toggle = async (tag: TagChoice, selected: boolean) => {
    setBusy({ tagId: tag.tagId, selected });
    setProblem(null);
    try {
      if (selected) {
        const link = await api.addTag(courseId, tag.tagId);
        queryClient.setQueryData<TagChoice[]>(key, (list) => list?.map((t) => (t.tagId === tag.tagId ? { ...t, selected: true, courseTagId: link.courseTagId } : t)));
      } else if (tag.courseTagId != null) {
        queryClient.setQueryData(key, await api.removeTag(courseId, tag.courseTagId));
      }
      onChanged();
    } catch (err) {
      setProblem(`${tag.name}: ${errorMessage(err, 'The tag could not be changed.')}`);
      void queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setBusy(null);
    }
  };

  const shown = (data ?? []).filter((t) => t.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tags-title">
      <DialogTitle id="tags-title">Manage tags</DialogTitle>
      <DialogContent>
        {isPending && open && <LinearProgress aria-label="Loading the tags" />}
        {error && <Alert severity="error">{errorMessage(error, 'The tags could not be loaded.')}</Alert>}
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField id="tags-filter" label="Find a tag" size="small" fullWidth value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ my: 1 }} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {shown.map((t) => {
            const closed = t.deleted || t.deprecated;
            const label = `${t.name}${t.deleted ? ' (deleted)' : t.deprecated ? ' (deprecated)' : ''}`;
            const checked = busy?.tagId === t.tagId ? busy.selected : t.selected;
            return <FormControlLabel key={t.tagId} label={label} control={<Checkbox checked={checked} disabled={busy !== null || (closed && !t.selected)} onChange={(e) => toggle(t, e.target.checked)} />} />;
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
