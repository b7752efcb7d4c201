// The create-course modal (spec 1 §2): an institution, an academic year (today's first) and a title
// make the course (POST create); its basic info (length, discipline) is asked next, on the new
// course's detail.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import type { CourseDetail } from '../../core/contract/course-detail.js';
import { InstitutionPicker, type PickedInstitution } from './InstitutionPicker.js';
import { NativeSelect } from './NativeSelect.js';
import { SaveFailureAlert } from './SaveFailureAlert.js';
import { useCourseApi } from './use-course-api.js';
import { useSave } from './use-save.js';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';

interface Named {
  id: number;
  name: string;
}

export function CreateCourseDialog({ open, onCreated, onClose }: { open: boolean; onCreated: (d: CourseDetail) => void; onClose: () => void }) {
  const api = useCourseApi();
  const [institution, setInstitution] = useState<PickedInstitution | null>(null);
  const [yearId, setYearId] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const save = useSave();
  const { reset } = save;
  useEffect(() => {
    if (!open) return;
    setInstitution(null);
    setTitle('');
    setYearId(null);
    reset();
  }, [open, reset]);
  const years = useGetList<Named>('academic-years', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } }, { enabled: open }).data ?? [];
  const current = useQuery({ queryKey: ['course-detail', 'current-year'], queryFn: ({ signal }) => api.currentAcademicYear(signal), enabled: open, retry: false, staleTime: 60 * 60_000 });
  const year = yearId ?? current.data?.id ?? years[0]?.id ?? null;
  const errors = save.fieldErrors;

  const submit = async () => {
    const missing: Record<string, string> = {};
    if (!institution) missing.institutionId = 'Choose the institution.';
    if (year == null) missing.academicYearId = 'Choose the academic year.';
    if (!title.trim()) missing.title = 'Enter the title.';
    if (Object.keys(missing).length || !institution || year == null) {
      save.setFieldErrors(missing);
      return;
    }
    const created = await save.run(() => api.create(institution.id, year, title.trim()), 'The course could not be created.');
    if (created) onCreated(created);
  };

  // Cancel, Escape and a click beside the dialog ask before dropping what was typed
  const discard = useDiscardGuard(open && !save.saving && title.trim() !== '');
  const close = discard.guard(onClose);
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-course-title">
      {discard.prompt}
      <DialogTitle id="create-course-title">Create course</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {save.failure && !Object.keys(errors).length && <SaveFailureAlert failure={{ ...save.failure, stale: false }} onReload={onClose} />}
          <InstitutionPicker
            id="create-institution"
            label="Institution"
            required
            value={institution}
            onChange={(v) => {
              setInstitution(v);
              save.clearFieldError('institutionId');
            }}
            error={errors.institutionId}
            enabled={open}
          />
          <NativeSelect id="create-year" label="Academic year" value={year} choices={years} required error={errors.academicYearId} onChange={setYearId} />
          <TextField id="create-title" label="Title" size="small" required value={title} onChange={(e) => {
            setTitle(e.target.value);
            save.clearFieldError('title');
            save.clearFieldError('basicInfo.title');
          }} error={Boolean(errors.title ?? errors['basicInfo.title'])} helperText={errors.title ?? errors['basicInfo.title']} slotProps={{ htmlInput: { maxLength: 200 } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.saving}>
          Create
        </Button>
      </DialogActions>
    </Dialog>
  );
}
