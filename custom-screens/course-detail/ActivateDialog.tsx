// The activate-course modal (spec 1 §2, §4, §8): the archived offering to activate; one archived
// without permission to activate needs the authorization number. Every refusal shows the spec's
// message, with the server's reason below it.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { CourseDetail } from '../../core/contract/course-detail.js';
import { NativeSelect } from './NativeSelect.js';
import { useCourseApi } from './use-course-api.js';
import { useSave } from './use-save.js';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';

/** Spec 1 §8, word for word. */
export const ACTIVATE_FAILED = 'An error has occurred while activating this course.';

export function ActivateDialog({ open, detail, onSaved, onClose }: { open: boolean; detail: CourseDetail; onSaved: (d: CourseDetail) => void; onClose: () => void }) {
  const api = useCourseApi();
  const archived = [...detail.basicInfo.courseOfferings, ...detail.basicInfo.districtAssociatedSchools].filter((o) => o.isArchived);
  const [offeringId, setOfferingId] = useState<number | null>(null);
  const [number, setNumber] = useState('');
  const save = useSave();
  const { reset } = save;
  useEffect(() => {
    if (!open) return;
    setOfferingId(null);
    setNumber('');
    reset();
  }, [open, reset]);
  const chosen = archived.find((o) => o.courseOfferingId === offeringId) ?? archived[0];
  const needsNumber = chosen?.allowActivation === false;
  const errors = save.fieldErrors;
  const reasons = Object.entries(errors)
    .filter(([field]) => field !== 'ucciAuthorizationNumber')
    .map(([, text]) => text);

  const submit = async () => {
    if (!chosen) return;
    if (needsNumber && !number.trim()) {
      save.setFieldErrors({ ucciAuthorizationNumber: 'Enter the authorization number.' });
      return;
    }
    const saved = await save.run(() => api.activate({ courseId: detail.courseId, courseOfferingId: chosen.courseOfferingId, ucciAuthorizationNumber: number.trim() || null }), ACTIVATE_FAILED, ACTIVATE_FAILED);
    if (saved) onSaved(saved);
  };

  // Cancel, Escape and a click beside the dialog ask before dropping what was typed
  const discard = useDiscardGuard(open && !save.saving && number.trim() !== '');
  const close = discard.guard(onClose);
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="activate-title">
      {discard.prompt}
      <DialogTitle id="activate-title">Activate course</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {save.failure && (
            <Alert severity="error">
              {save.failure.message}
              {reasons.map((r) => (
                <div key={r}>{r}</div>
              ))}
            </Alert>
          )}
          {archived.length > 1 && (
            <NativeSelect id="activate-offering" label="School" value={chosen?.courseOfferingId ?? null} choices={archived.map((o) => ({ id: o.courseOfferingId, name: o.institutionName ?? String(o.institutionId) }))} onChange={setOfferingId} />
          )}
          {chosen && archived.length === 1 && <Typography>School: {chosen.institutionName}</Typography>}
          {chosen?.reasonToNotAllowActivation && <Typography>Reason it was not to be activated: {chosen.reasonToNotAllowActivation}</Typography>}
          {needsNumber && (
            <TextField id="activate-number" label="Authorization number" required value={number} onChange={(e) => {
                setNumber(e.target.value);
                save.clearFieldError('ucciAuthorizationNumber');
              }} error={Boolean(errors.ucciAuthorizationNumber)} helperText={errors.ucciAuthorizationNumber ?? 'This course was archived without permission to activate it again; an authorization number is needed.'} slotProps={{ htmlInput: { maxLength: 40 } }} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.saving || !chosen}>
          Activate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
