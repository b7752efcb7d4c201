// The add-school / update-school-offering modal (spec 1 §2, §3): the school (a course's own
// institution, or for a district course one of the district's schools), classroom based and / or
// online (none is Not set), and up to 20 transcript codes (transcript-code-form.ts). An update sends
// the offering's version.
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormLabel, IconButton, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import type { CourseDetail, Offering } from '../../core/contract/course-detail.js';
import { NativeSelect } from './NativeSelect.js';
import { SaveFailureAlert } from './SaveFailureAlert.js';
import { deliveryTypeLabel } from './offering-words.js';
import { addRow, changeRow, codeFormOf, MAX_CODES, removeRow, transcriptCodesBody, withoutBlankRows, type CodeForm } from './transcript-code-form.js';
import { useCourseApi } from './use-course-api.js';
import { useSave } from './use-save.js';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';

export interface OfferingDialogProps {
  open: boolean;
  detail: CourseDetail;
  /** null: add a school */
  editing: Offering | null;
  onSaved: (d: CourseDetail) => void;
  onReload: () => void;
  onClose: () => void;
}

/** The schools an offering may be added for: the course's own institution, and a district's schools. */
function useSchoolChoices(detail: CourseDetail, enabled: boolean) {
  const offered = new Set([...detail.basicInfo.courseOfferings, ...detail.basicInfo.districtAssociatedSchools].map((o) => o.institutionId));
  const district = useGetList<{ id: number; name: string }>(
    'institutions',
    { filter: { districtId: detail.institution.id, isActive: true }, pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: enabled && detail.isDistrictCourse },
  );
  const own = { id: detail.institution.id, name: detail.institution.name };
  const schools = [own, ...(district.data ?? [])].map((s) => ({ ...s, disabled: offered.has(s.id), name: offered.has(s.id) ? `${s.name} (offered)` : s.name }));
  return { schools, loading: detail.isDistrictCourse && district.isPending && enabled };
}

export function OfferingDialog({ open, detail, editing, onSaved, onReload, onClose }: OfferingDialogProps) {
  const api = useCourseApi();
  const { schools, loading } = useSchoolChoices(detail, open && !editing);
  const [institutionId, setInstitutionId] = useState<number | null>(null);
  const [isClassroomBased, setClassroom] = useState(false);
  const [isOnline, setOnline] = useState(false);
  const [codes, setCodes] = useState<CodeForm>(codeFormOf([]));
  const save = useSave();
  const { reset } = save;

  useEffect(() => {
    if (!open) return;
    setInstitutionId(editing?.institutionId ?? null);
    setClassroom(editing?.isClassroomBased ?? false);
    setOnline(editing?.isOnline ?? false);
    setCodes(codeFormOf(editing?.transcriptCodes));
    reset();
  }, [open, editing, reset]);

  const errors = save.fieldErrors;
  const firstOpen = schools.find((s) => !s.disabled)?.id ?? null;
  const chosen = editing ? editing.institutionId : (institutionId ?? firstOpen);
  // nothing to add: every school that may offer the course does already
  const noneLeft = !editing && !loading && firstOpen == null;

  const submit = async () => {
    if (chosen == null) {
      save.setFieldErrors({ institutionId: 'Choose the school.' });
      return;
    }
    const sent = withoutBlankRows(codes);
    setCodes(sent);
    const body = { isClassroomBased, isOnline, transcriptCodes: transcriptCodesBody(sent) };
    const saved = await save.run(
      () => (editing ? api.updateSchool(detail, { ...body, courseOfferingId: editing.courseOfferingId, rowVersion: editing.rowVersion }) : api.addSchool(detail, { ...body, institutionId: chosen })),
      'The school offering could not be saved.',
    );
    if (saved) onSaved(saved);
  };

  const year = detail.academicYears.find((y) => y.academicYearId === detail.academicYearId)?.name ?? '';
  // Cancel, Escape and a click beside the dialog ask before dropping what was typed
  const discard = useDiscardGuard(open && !save.saving && JSON.stringify(codes) !== JSON.stringify(codeFormOf(editing?.transcriptCodes)));
  const close = discard.guard(onClose);
  const title = editing ? `Update school offering: ${editing.institutionName ?? ''}` : 'Add school';
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="offering-title">
      {discard.prompt}
      <DialogTitle id="offering-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SaveFailureAlert failure={save.failure} onReload={onReload} />
          {loading && <LinearProgress aria-label="Loading the district's schools" />}
          {noneLeft && (
            <Alert severity="info">
              {detail.isDistrictCourse
                ? `The district and each of its open schools offer this course in ${year} already.`
                : `${detail.institution.name} offers this course in ${year} already; a course is offered by its own institution. To offer it at another school, copy the course there.`}
            </Alert>
          )}
          {!editing && !noneLeft && !loading && <NativeSelect id="offering-school" label="School" value={chosen} choices={schools} error={errors.institutionId} onChange={setInstitutionId} />}
          {!noneLeft && (
            <>
              <FormGroup aria-labelledby="offering-delivery-label" role="group">
                <FormLabel id="offering-delivery-label">Delivery type: {deliveryTypeLabel({ isClassroomBased, isOnline })}</FormLabel>
                <FormControlLabel control={<Checkbox checked={isClassroomBased} onChange={(e) => setClassroom(e.target.checked)} />} label="Classroom based" />
                <FormControlLabel control={<Checkbox checked={isOnline} onChange={(e) => setOnline(e.target.checked)} />} label="Online" />
              </FormGroup>
              <TranscriptCodes codes={codes} errors={errors} onChange={setCodes} />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{noneLeft ? 'Close' : 'Cancel'}</Button>
        {!noneLeft && (
          <Button variant="contained" onClick={submit} disabled={save.saving || loading}>
            Save
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function TranscriptCodes({ codes, errors, onChange }: { codes: CodeForm; errors: Record<string, string>; onChange: (codes: CodeForm) => void }) {
  const shown = codes.rows.length;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Transcript codes
      </Typography>
      {errors.transcriptCodes && <Typography color="error" variant="body2">{errors.transcriptCodes}</Typography>}
      {codes.rows.map((c, i) => {
        const key = `transcriptCodes[${i}]`;
        return (
          <Box key={i} sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto', mb: 1 }}>
            <TextField id={`code-${i}-abbreviation`} label={`Abbreviation ${i + 1}`} size="small" value={c.abbreviation} onChange={(e) => onChange(changeRow(codes, i, { abbreviation: e.target.value }))} error={Boolean(errors[`${key}.abbreviation`])} helperText={errors[`${key}.abbreviation`]} />
            <TextField id={`code-${i}-code`} label={`Code ${i + 1}`} size="small" value={c.code} onChange={(e) => onChange(changeRow(codes, i, { code: e.target.value }))} error={Boolean(errors[`${key}.code`])} helperText={errors[`${key}.code`]} />
            <IconButton aria-label={`Remove transcript code ${i + 1}`} onClick={() => onChange(removeRow(codes, i))}>
              <DeleteIcon />
            </IconButton>
          </Box>
        );
      })}
      <Button size="small" disabled={shown >= MAX_CODES} onClick={() => onChange(addRow(codes))}>
        Add a transcript code
      </Button>
      {codes.deleted.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {codes.deleted.length === 1 ? 'One removed code is kept as deleted.' : `${codes.deleted.length} removed codes are kept as deleted.`}
        </Typography>
      )}
    </Box>
  );
}
