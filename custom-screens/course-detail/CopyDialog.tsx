// The copy-course and add-academic-years modals (spec 1 §2, §5). Copy to other years of this
// course: the detail's copyYears, the years already offered and those before a discipline's first
// year disabled with their reasons. Copy to another institution: the target school must differ from
// the course's own before its years are loaded (GET copyto/years: the years the school already
// offers the course in, and the other reasons, for the course as that school's); a program's (or
// publisher's) course may be copied as an adoption. A copy answers with the detail of what was written.
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormHelperText, FormLabel, LinearProgress, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import type { CopyTargetYears, CourseDetail } from '../../core/contract/course-detail.js';
import { selectableIds } from './copy-years.js';
import { InstitutionPicker, type PickedInstitution } from './InstitutionPicker.js';
import { SaveFailureAlert } from './SaveFailureAlert.js';
import { YearChecklist } from './YearChecklist.js';
import { useCourseApi } from './use-course-api.js';
import { useSave } from './use-save.js';

/** resources/_enums.ts INSTITUTION_TYPE.onlinePublisher: adoptions are of programs' and publishers' courses. */
const ONLINE_PUBLISHER = 4;

export type CopyMode = 'copy' | 'years';

export interface CopyDialogProps {
  open: boolean;
  mode: CopyMode;
  detail: CourseDetail;
  /** the copy's detail: this course (years) or the new course (another institution) */
  onCopied: (d: CourseDetail, toAnotherCourse: boolean) => void;
  onReload: () => void;
  /** reads the detail again without closing (its copyYears after a refusal) */
  onRefresh?: () => void;
  onClose: () => void;
}

/** The years of the chosen school (loaded once it differs from the course's own). */
function useTargetYears(detail: CourseDetail, school: PickedInstitution | null, copyAsAdoption: boolean, enabled: boolean) {
  const api = useCourseApi();
  return useQuery<CopyTargetYears>({
    queryKey: ['course-detail', 'copyto-years', detail.courseId, detail.academicYearId, school?.id, copyAsAdoption],
    queryFn: ({ signal }) => api.copyTargetYears(detail, school!.id, copyAsAdoption, signal),
    enabled: enabled && school != null,
    retry: false,
    staleTime: 0,
  });
}

/** What a copy to the school makes: a new course, or more years of the school's adoption. */
function copyOutcome(t: CopyTargetYears): string {
  if (t.adoptionCourseId != null) return `${t.toInstitutionName} has adopted this course already: the years ticked are added to its adoption.`;
  return t.copyAsAdoption ? `The copy is an adoption of this course by ${t.toInstitutionName}.` : `The copy is a new course of ${t.toInstitutionName}.`;
}

export function CopyDialog({ open, mode, detail, onCopied, onReload, onRefresh, onClose }: CopyDialogProps) {
  const api = useCourseApi();
  const [target, setTarget] = useState<'years' | 'institution'>('years');
  const [school, setSchool] = useState<PickedInstitution | null>(null);
  const [asAdoption, setAsAdoption] = useState(false);
  const [ticked, setTicked] = useState<number[]>([]);
  const save = useSave();
  const { reset } = save;
  const toInstitution = mode === 'copy' && target === 'institution';

  useEffect(() => {
    if (!open) return;
    setTarget('years');
    setSchool(null);
    setAsAdoption(false);
    setTicked([]);
    reset();
  }, [open, mode, reset]);

  const sameSchool = school != null && school.id === detail.institution.id;
  const mayAdopt = detail.institution.isProgram || detail.institution.institutionTypeId === ONLINE_PUBLISHER;
  const adopting = mayAdopt && asAdoption;
  const targetYears = useTargetYears(detail, school, adopting, open && toInstitution && !sameSchool);
  const targetErrors = serverFieldErrors(targetYears.error) ?? {};
  const years = toInstitution ? (targetYears.data?.years ?? []) : detail.copyYears;
  const showYears = !toInstitution || (!sameSchool && targetYears.data != null);
  const chosen = selectableIds(years, ticked);
  const errors = { ...targetErrors, ...save.fieldErrors };
  const yearError = Object.entries(errors).find(([k]) => k.startsWith('toAcademicYears') || k.startsWith('academicYearIds') || k === '_' || k === 'academicYearId')?.[1];
  const schoolError = sameSchool ? 'Choose an institution other than the course’s own.' : errors.toInstitutionId;

  const submit = async () => {
    if (!chosen.length) {
      save.setFieldErrors({ academicYearIds: 'Tick at least one academic year.' });
      return;
    }
    if (toInstitution) {
      if (!school || sameSchool) return;
      const copied = await save.run(
        () => api.copyTo({ courseId: detail.courseId, copyAsAdoption: adopting, academicYearId: detail.academicYearId, toInstitutionId: school.id, toAcademicYears: chosen }),
        'The course could not be copied.',
      );
      if (copied) onCopied(copied, true);
      // refused: the school's years may have changed meanwhile (another adoption), so they are read again
      else void targetYears.refetch();
    } else {
      const copied = await save.run(() => api.copyToYears(detail, chosen), 'The course could not be copied.');
      if (copied) onCopied(copied, false);
      // refused: a year may have been added meanwhile, which the course's years then disable
      else onRefresh?.();
    }
  };

  const title = mode === 'years' ? 'Add academic years' : 'Copy course';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="copy-title">
      <DialogTitle id="copy-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SaveFailureAlert failure={save.failure} onReload={onReload} />
          {mode === 'copy' && (
            <FormControl>
              <FormLabel id="copy-target-label">Copy to</FormLabel>
              <RadioGroup row aria-labelledby="copy-target-label" value={target} onChange={(e) => setTarget(e.target.value === 'institution' ? 'institution' : 'years')}>
                <FormControlLabel value="years" control={<Radio />} label="Other years of this course" />
                <FormControlLabel value="institution" control={<Radio />} label="Another institution" />
              </RadioGroup>
            </FormControl>
          )}
          {toInstitution && (
            <>
              <InstitutionPicker id="copy-school" label="Target institution" value={school} onChange={setSchool} error={schoolError} enabled={open && toInstitution} />
              {mayAdopt && (
                <Box>
                  <FormControlLabel control={<Checkbox checked={asAdoption} onChange={(e) => setAsAdoption(e.target.checked)} />} label="Copy as adoption" />
                  {errors.copyAsAdoption && <FormHelperText error>{errors.copyAsAdoption}</FormHelperText>}
                </Box>
              )}
              {targetYears.isFetching && <LinearProgress aria-label={`Loading the academic years of ${school?.name ?? 'the institution'}`} />}
              {targetYears.error && !Object.keys(targetErrors).length && <Alert severity="error">{errorMessage(targetYears.error, 'The academic years of this institution could not be loaded.')}</Alert>}
            </>
          )}
          {showYears ? (
            <YearChecklist years={years} ticked={chosen} onChange={setTicked} error={yearError} />
          ) : (
            !targetYears.isFetching && <Box color="text.secondary">Choose the target institution to see its academic years.</Box>
          )}
          {toInstitution && targetYears.data && <Alert severity="info">{copyOutcome(targetYears.data)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={save.saving || !showYears || chosen.length === 0}>
          {mode === 'years' ? 'Add years' : 'Copy'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
