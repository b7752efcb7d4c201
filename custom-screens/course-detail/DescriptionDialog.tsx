// The edit-description modal: prerequisites and corequisites, each Required or Recommended (spec 1
// §5), the units with their descriptions, and the course description; saved whole with the course
// year's version (409 when someone saved in between).
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEffect, useState } from 'react';
import type { CourseDescription, Requisite } from '../../core/contract/course-content.js';
import type { CourseDetail } from '../../core/contract/course-detail.js';
import { NativeSelect } from './NativeSelect.js';
import { SaveFailureAlert } from './SaveFailureAlert.js';
import { useCourseApi } from './use-course-api.js';
import { useSave } from './use-save.js';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';

const REQUIRED_CHOICES = [
  { id: 1, name: 'Required' },
  { id: 0, name: 'Recommended' },
];

/** The description without its blank rows: what is saved, and what the modal shows while saving, so the server's errors (units[1].title) name the rows on the screen. */
function withoutBlankRows(form: CourseDescription): CourseDescription {
  return {
    ...form,
    prerequisites: form.prerequisites.filter((p) => p.value.trim()),
    corequisites: form.corequisites.filter((p) => p.value.trim()),
    units: form.units.filter((u) => u.title.trim() || u.description?.trim()),
  };
}

function RequisiteList({ name, label, items, errors, onChange }: { name: 'prerequisites' | 'corequisites'; label: string; items: Requisite[]; errors: Record<string, string>; onChange: (items: Requisite[]) => void }) {
  const one = label === 'Prerequisites' ? 'Prerequisite' : 'Corequisite';
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {items.map((item, i) => (
        <Box key={i} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr auto', sm: '1fr 11rem auto' }, alignItems: 'start', mb: 1 }}>
          <TextField id={`${name}-${i}`} label={`${one} ${i + 1}`} size="small" value={item.value} onChange={(e) => onChange(items.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))} error={Boolean(errors[`description.${name}[${i}].value`])} helperText={errors[`description.${name}[${i}].value`]} />
          <Box sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
            <NativeSelect id={`${name}-${i}-required`} label="Required or recommended" value={item.isRequired ? 1 : 0} choices={REQUIRED_CHOICES} onChange={(v) => onChange(items.map((x, j) => (j === i ? { ...x, isRequired: v === 1 } : x)))} />
          </Box>
          <IconButton aria-label={`Remove ${one.toLowerCase()} ${i + 1}`} onClick={() => onChange(items.filter((_, j) => j !== i))}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button size="small" onClick={() => onChange([...items, { value: '', isRequired: true }])}>
        Add a {one.toLowerCase()}
      </Button>
    </Box>
  );
}

export function DescriptionDialog({ open, detail, onSaved, onReload, onClose }: { open: boolean; detail: CourseDetail; onSaved: (d: CourseDetail) => void; onReload: () => void; onClose: () => void }) {
  const api = useCourseApi();
  const [form, setForm] = useState<CourseDescription>(detail.description);
  /** the course year's version the form was filled from: the save names it */
  const [openedVersion, setOpenedVersion] = useState(detail.rowVersion);
  const save = useSave();
  const { reset } = save;
  // filled when the dialog opens: a newer reading of the course meanwhile (someone else's save) does not
  // replace what is being typed; saving it is then refused as stale, with a way to reload
  useEffect(() => {
    if (!open) return;
    setForm(structuredClone(detail.description));
    setOpenedVersion(detail.rowVersion);
    reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the course as it was when the dialog opened
  }, [open, reset]);
  const errors = save.fieldErrors;

  const submit = async () => {
    const sent = withoutBlankRows(form);
    setForm(sent);
    const body = { ...sent, courseDescription: sent.courseDescription?.trim() ? sent.courseDescription : null, rowVersion: openedVersion };
    const saved = await save.run(() => api.updateDescription(detail, body), 'The description could not be saved.');
    if (saved) onSaved(saved);
  };

  // Cancel, Escape and a click beside the dialog ask before dropping what was typed
  const discard = useDiscardGuard(open && !save.saving && JSON.stringify(form) !== JSON.stringify(detail.description));
  const close = discard.guard(onClose);
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="description-title">
      {discard.prompt}
      <DialogTitle id="description-title">Edit description</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SaveFailureAlert failure={save.failure} onReload={onReload} />
          <TextField id="description-text" label="Course description" multiline minRows={3} value={form.courseDescription ?? ''} onChange={(e) => setForm({ ...form, courseDescription: e.target.value })} error={Boolean(errors['description.courseDescription'] ?? errors.courseDescription)} helperText={errors['description.courseDescription'] ?? errors.courseDescription} />
          <RequisiteList name="prerequisites" label="Prerequisites" items={form.prerequisites} errors={errors} onChange={(prerequisites) => setForm({ ...form, prerequisites })} />
          <RequisiteList name="corequisites" label="Corequisites" items={form.corequisites} errors={errors} onChange={(corequisites) => setForm({ ...form, corequisites })} />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              Units
            </Typography>
            {form.units.map((unit, i) => {
              const key = `description.units[${i}]`;
              const setUnit = (patch: Partial<typeof unit>) => setForm({ ...form, units: form.units.map((u, j) => (j === i ? { ...u, ...patch } : u)) });
              return (
                <Box key={i} sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr auto', mb: 2 }}>
                  <Stack spacing={1}>
                    <TextField id={`unit-${i}-title`} label={`Unit ${i + 1} title`} size="small" value={unit.title} onChange={(e) => setUnit({ title: e.target.value })} error={Boolean(errors[`${key}.title`])} helperText={errors[`${key}.title`]} />
                    <TextField id={`unit-${i}-description`} label={`Unit ${i + 1} description`} size="small" multiline minRows={2} value={unit.description ?? ''} onChange={(e) => setUnit({ description: e.target.value })} error={Boolean(errors[`${key}.description`])} helperText={errors[`${key}.description`]} />
                  </Stack>
                  <IconButton aria-label={`Remove unit ${i + 1}`} onClick={() => setForm({ ...form, units: form.units.filter((_, j) => j !== i) })}>
                    <DeleteIcon />
                  </IconButton>
                </Box>
              );
            })}
            <Button size="small" onClick={() => setForm({ ...form, units: [...form.units, { title: '', description: '' }] })}>
              Add a unit
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
