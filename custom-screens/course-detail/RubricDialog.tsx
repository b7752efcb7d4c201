// The change-rubric modal (spec 1 §4: a course has at most one rubric; assigning replaces it).
// Deleted rubrics are not offered; one removed while the modal is open is refused by the server, and
// the list is read again.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import type { CourseDetail } from '../../core/contract/course-detail.js';
import { NativeSelect } from './NativeSelect.js';
import { SaveFailureAlert } from './SaveFailureAlert.js';
import { useCourseApi } from './use-course-api.js';
import { useSave } from './use-save.js';

interface Rubric {
  id: number;
  name: string;
  value: number;
  isDeleted: boolean;
}

export function RubricDialog({ open, detail, onSaved, onReload, onClose }: { open: boolean; detail: CourseDetail; onSaved: (rubric: CourseDetail['rubric']) => void; onReload: () => void; onClose: () => void }) {
  const api = useCourseApi();
  const { data, refetch } = useGetList<Rubric>('rubrics', { filter: { isDeleted: false }, pagination: { page: 1, perPage: 100 }, sort: { field: 'value', order: 'ASC' } }, { enabled: open });
  const [rubricId, setRubricId] = useState<number | null>(null);
  const save = useSave();
  const { reset } = save;
  useEffect(() => {
    if (!open) return;
    setRubricId(detail.rubric.rubricId);
    reset();
  }, [open, detail, reset]);

  const choices = (data ?? []).filter((r) => !r.isDeleted).map((r) => ({ id: r.id, name: `${r.value} – ${r.name}` }));
  // a rubric removed from the list is no choice any more
  const chosen = choices.some((c) => c.id === rubricId) ? rubricId : null;

  const submit = async () => {
    if (chosen == null) {
      save.setFieldErrors({ rubricId: 'Choose a rubric.' });
      return;
    }
    const done = await save.run(() => api.setRubric(detail.courseId, chosen), 'The rubric could not be changed.');
    if (done) onSaved(done.rubric);
    // refused: the list may have changed meanwhile (a rubric removed), so it is read again
    else void refetch();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="rubric-title">
      <DialogTitle id="rubric-title">Change rubric</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SaveFailureAlert failure={save.failure} onReload={onReload} />
          <NativeSelect id="rubric-choice" label="Rubric" value={chosen} emptyLabel="Choose…" choices={choices} error={save.fieldErrors.rubricId} onChange={(id) => {
            setRubricId(id);
            save.clearFieldError('rubricId');
          }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
