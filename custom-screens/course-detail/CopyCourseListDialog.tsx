// The copy-course-list modal (spec 1 §2, §7 list/copy and Course/List/CopyAsAdoption): an
// institution's course list of one academic year copied into another year; a program's or online
// publisher's list may instead become adoptions of another school. What was copied and what was
// skipped, with why, is shown when it is done.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Link, List, ListItem, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ListCopyResult } from '../../core/contract/course-detail.js';
import { InstitutionPicker, type PickedInstitution } from './InstitutionPicker.js';
import { NativeSelect } from './NativeSelect.js';
import { SaveFailureAlert } from './SaveFailureAlert.js';
import { useCourseApi } from './use-course-api.js';
import { useSave } from './use-save.js';

/** resources/_enums.ts INSTITUTION_TYPE: programs and online publishers have their courses adopted. */
const ADOPTABLE_TYPES = new Set([3, 4]);

/** `institution` and `fromAcademicYearId` preset the form (the institution details screen opens it for its list and year). */
export function CopyCourseListDialog({ open, onClose, institution: preset = null, fromAcademicYearId: presetYear = null }: { open: boolean; onClose: () => void; institution?: PickedInstitution | null; fromAcademicYearId?: number | null }) {
  const api = useCourseApi();
  const [institution, setInstitution] = useState<PickedInstitution | null>(null);
  const [asAdoptions, setAsAdoptions] = useState(false);
  const [target, setTarget] = useState<PickedInstitution | null>(null);
  const [fromYearId, setFromYearId] = useState<number | null>(null);
  const [toYearId, setToYearId] = useState<number | null>(null);
  const [result, setResult] = useState<ListCopyResult | null>(null);
  const save = useSave();
  const { reset } = save;
  useEffect(() => {
    if (!open) return;
    setInstitution(preset);
    setAsAdoptions(false);
    setTarget(null);
    setFromYearId(presetYear);
    setToYearId(null);
    setResult(null);
    reset();
  }, [open, reset, preset, presetYear]);
  const years = useGetList<{ id: number; name: string }>('academic-years', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } }, { enabled: open }).data ?? [];
  const current = useQuery({ queryKey: ['course-detail', 'current-year'], queryFn: ({ signal }) => api.currentAcademicYear(signal), enabled: open, retry: false, staleTime: 60 * 60_000 });
  // from this year into the next, unless chosen otherwise
  const from = fromYearId ?? current.data?.id ?? null;
  const to = toYearId ?? years.find((y) => from != null && y.id === from + 1)?.id ?? null;
  const mayAdopt = institution != null && ADOPTABLE_TYPES.has(institution.institutionTypeId);
  const adopting = mayAdopt && asAdoptions;
  const errors = save.fieldErrors;
  const yearName = (id: number | null) => years.find((y) => y.id === id)?.name ?? '';

  const submit = async () => {
    const missing: Record<string, string> = {};
    if (!institution) missing.institutionId = 'Choose the institution.';
    if (from == null) missing.fromAcademicYearId = 'Choose the year copied from.';
    if (to == null) missing.toAcademicYearId = 'Choose the year copied into.';
    if (adopting && !target) missing.toInstitutionId = 'Choose the school that adopts the courses.';
    if (Object.keys(missing).length || !institution || from == null || to == null) {
      save.setFieldErrors(missing);
      return;
    }
    const body = { institutionId: institution.id, fromAcademicYearId: from, toAcademicYearId: to };
    const done = await save.run(() => (adopting && target ? api.adoptList({ ...body, toInstitutionId: target.id }) : api.copyList(body)), 'The course list could not be copied.');
    if (done) setResult(done);
  };

  const copiedTo = adopting ? target?.name : institution?.name;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="copy-list-title">
      <DialogTitle id="copy-list-title">Copy course list</DialogTitle>
      <DialogContent>
        {result ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity={result.copied.length ? 'success' : 'info'}>
              {result.copied.length
                ? `${result.copied.length} ${result.copied.length === 1 ? 'course' : 'courses'} copied into ${yearName(to)} of ${copiedTo ?? ''}.`
                : `No course was copied into ${yearName(to)}.`}
            </Alert>
            {result.copied.length > 0 && (
              <List dense aria-label="Courses copied" sx={{ maxHeight: '12rem', overflow: 'auto' }}>
                {result.copied.map((c) => (
                  <ListItem key={c.courseId} disableGutters>
                    <Link component={RouterLink} to={`/course/detail/${c.newCourseId ?? c.courseId}?academicYearId=${c.academicYearId}`}>
                      {c.title}
                    </Link>
                  </ListItem>
                ))}
              </List>
            )}
            {result.skipped.length > 0 && (
              <Box>
                <Typography component="h3" variant="subtitle2">
                  Not copied
                </Typography>
                <List dense aria-label="Courses not copied">
                  {result.skipped.map((s) => (
                    <ListItem key={s.courseId} disableGutters sx={{ display: 'block' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {s.title ?? `Course ${s.courseId}`}
                      </Typography>
                      <Typography variant="body2">{s.reasons.join(' ')}</Typography>
                    </ListItem>
                  ))}
                </List>
              </Box>
            )}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SaveFailureAlert failure={save.failure && { ...save.failure, stale: false }} onReload={onClose} />
            <InstitutionPicker
              id="copy-list-institution"
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
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <NativeSelect id="copy-list-from" label="From academic year" value={from} choices={years} required error={errors.fromAcademicYearId} onChange={setFromYearId} />
              <NativeSelect id="copy-list-to" label="To academic year" value={to} choices={years} emptyLabel="Choose…" required error={errors.toAcademicYearId} onChange={setToYearId} />
            </Box>
            {mayAdopt && (
              <FormControl>
                <FormLabel id="copy-list-how-label">Copy into</FormLabel>
                <RadioGroup aria-labelledby="copy-list-how-label" value={asAdoptions ? 'adoptions' : 'own'} onChange={(e) => setAsAdoptions(e.target.value === 'adoptions')}>
                  <FormControlLabel value="own" control={<Radio />} label={`The course list of ${institution?.name ?? ''}`} />
                  <FormControlLabel value="adoptions" control={<Radio />} label="Another school’s course list, as adoptions" />
                </RadioGroup>
              </FormControl>
            )}
            {adopting && (
              <InstitutionPicker
                id="copy-list-target"
                label="School that adopts the courses"
                required
                value={target}
                onChange={(v) => {
                  setTarget(v);
                  save.clearFieldError('toInstitutionId');
                }}
                error={errors.toInstitutionId}
                enabled={open}
              />
            )}
            <Typography variant="body2" color="text.secondary">
              The courses of the list that are offered and not archived in the first year are copied; those already in the second year, or that the rules refuse there, are listed as not copied.
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{result ? 'Close' : 'Cancel'}</Button>
        {!result && (
          <Button variant="contained" onClick={submit} disabled={save.saving}>
            Copy
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
