// The remove-or-archive-course modal (spec 1 §2, §4): the school whose offering is archived, whether
// it may be activated again, and the reason when it may not; the office archives it (type 2). Opened
// on an archived offering it changes that decision (PUT reasonToNotAllowActivation, with the
// offering's version).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { CourseDetail, Offering } from '../../core/contract/course-detail.js';
import { NativeSelect } from './NativeSelect.js';
import { SaveFailureAlert } from './SaveFailureAlert.js';
import { useCourseApi } from './use-course-api.js';
import { useSave } from './use-save.js';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';

/** The server keeps at most this much of a reason (server/courses/archive.ts). */
const REASON_MAX = 2000;

export interface ArchiveDialogProps {
  open: boolean;
  detail: CourseDetail;
  /** an archived offering whose activation permission is changed; null: archive a running one */
  archived: Offering | null;
  /** after archiving: the detail as stored; after a change of permission: nothing (the screen reloads) */
  onSaved: (d?: CourseDetail) => void;
  onReload: () => void;
  onClose: () => void;
}

export function ArchiveDialog({ open, detail, archived, onSaved, onReload, onClose }: ArchiveDialogProps) {
  const api = useCourseApi();
  const active = [...detail.basicInfo.courseOfferings, ...detail.basicInfo.districtAssociatedSchools].filter((o) => !o.isArchived);
  const [institutionId, setInstitutionId] = useState<number | null>(null);
  const [allowActivation, setAllow] = useState(true);
  const [reason, setReason] = useState('');
  const save = useSave();
  const { reset } = save;
  useEffect(() => {
    if (!open) return;
    setInstitutionId(null);
    setAllow(archived?.allowActivation ?? true);
    setReason(archived?.reasonToNotAllowActivation ?? '');
    reset();
  }, [open, archived, reset]);
  const chosen = archived ? archived.institutionId : (institutionId ?? active[0]?.institutionId ?? null);
  const errors = save.fieldErrors;

  const submit = async () => {
    if (chosen == null) return;
    if (!allowActivation && !reason.trim()) {
      save.setFieldErrors({ reasonToNotAllowActivation: 'Enter why the course may not be activated again.' });
      return;
    }
    const reasonToNotAllowActivation = allowActivation ? null : reason.trim();
    if (archived) {
      const done = await save.run(() => api.setActivationPermission(archived, { allowActivation, reasonToNotAllowActivation }), 'The activation permission could not be changed.');
      if (done) onSaved();
      return;
    }
    const saved = await save.run(() => api.archive({ courseId: detail.courseId, institutionId: chosen, academicYearId: detail.academicYearId, allowActivation, reasonToNotAllowActivation }), 'The course could not be archived.');
    if (saved) onSaved(saved);
  };

  // Cancel, Escape and a click beside the dialog ask before dropping what was typed
  const discard = useDiscardGuard(open && !save.saving && reason !== (archived?.reasonToNotAllowActivation ?? ''));
  const close = discard.guard(onClose);
  const title = archived ? `Activation of the archived course: ${archived.institutionName ?? ''}` : 'Remove or archive course';
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="archive-title">
      {discard.prompt}
      <DialogTitle id="archive-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SaveFailureAlert failure={save.failure} onReload={onReload} />
          {archived ? (
            <Typography>This offering is archived; an authorization number is needed to activate it when activation is not allowed.</Typography>
          ) : active.length === 0 ? (
            <Typography>Every offering of this course in this year is archived already.</Typography>
          ) : (
            <NativeSelect id="archive-school" label="School" value={chosen} choices={active.map((o) => ({ id: o.institutionId, name: o.institutionName ?? String(o.institutionId) }))} error={errors.institutionId} onChange={setInstitutionId} />
          )}
          <FormControl>
            <FormLabel id="archive-allow-label">May the course be activated again?</FormLabel>
            <RadioGroup row aria-labelledby="archive-allow-label" value={allowActivation ? 'yes' : 'no'} onChange={(e) => setAllow(e.target.value === 'yes')}>
              <FormControlLabel value="yes" control={<Radio />} label="Yes" />
              <FormControlLabel value="no" control={<Radio />} label="No" />
            </RadioGroup>
          </FormControl>
          {!allowActivation && (
            <TextField
              id="archive-reason"
              label="Reason it may not be activated"
              multiline
              minRows={2}
              required
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                save.clearFieldError('reasonToNotAllowActivation');
              }}
              error={Boolean(errors.reasonToNotAllowActivation)}
              helperText={errors.reasonToNotAllowActivation ?? `${reason.length} / ${REASON_MAX}`}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" color={archived ? 'primary' : 'error'} onClick={submit} disabled={save.saving || chosen == null}>
          {archived ? 'Save' : 'Archive'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
