// The edit-basic-info modal (spec 1 §2, §5): title, course length, honors, grades, CTE with its
// industry and pathway (emptied when CTE is unchecked), subject areas and disciplines (a second
// subject area only on a two-year course), and the wet-lab and math category 4 questions only when
// the course-form rules show them. Field errors come back from modelState onto their fields.
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormLabel, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useCourseLookups } from '../review/use-course-lookups.js';
import type { CourseDetail } from '../../core/contract/course-detail.js';
import {
  MATH_CATEGORY_4,
  WET_LAB,
  allowsSecondSubjectArea,
  basicInfoBody,
  emptyDiscipline,
  formFactsOf,
  formOfBasicInfo,
  missingBasicInfo,
  withCourseLength,
  withCte,
  withIndustry,
  withSubjectArea,
  type BasicInfoForm,
  type CourseLengthChoice,
} from './basic-info-form.js';
import { NativeSelect } from './NativeSelect.js';
import { SaveFailureAlert } from './SaveFailureAlert.js';
import { useCourseApi } from './use-course-api.js';
import { useFormQuestions } from './use-form-questions.js';
import { useSave } from './use-save.js';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';

/** Subject area E: the language of a course in it is asked. */
const LANGUAGE_AREA = 'E';

export interface BasicInfoDialogProps {
  open: boolean;
  detail: CourseDetail;
  onSaved: (detail: CourseDetail) => void;
  onReload: () => void;
  onClose: () => void;
}

export function BasicInfoDialog({ open, detail, onSaved, onReload, onClose }: BasicInfoDialogProps) {
  const api = useCourseApi();
  const lookups = useCourseLookups();
  const [form, setForm] = useState<BasicInfoForm>(() => formOfBasicInfo(detail.basicInfo));
  /** the course year's version the form was filled from: the save names it */
  const [openedVersion, setOpenedVersion] = useState(detail.rowVersion);
  const save = useSave();
  const { reset } = save;

  // filled when the dialog opens: a newer reading of the course meanwhile (someone else's save) does not
  // replace what is being typed; saving it is then refused as stale, with a way to reload
  useEffect(() => {
    if (!open) return;
    setForm(formOfBasicInfo(detail.basicInfo));
    setOpenedVersion(detail.rowVersion);
    reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the course as it was when the dialog opened
  }, [open, reset]);

  const lengths = lookups.courseLengths as unknown as CourseLengthChoice[];
  const facts = useMemo(() => formFactsOf(form, detail, lookups.subjectAreas), [form, detail, lookups.subjectAreas]);
  const shown = useFormQuestions(facts, detail.formQuestions.shown, open);
  const twoAreas = allowsSecondSubjectArea(form, lengths);
  const errors = save.fieldErrors;
  const set = (patch: Partial<BasicInfoForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    const missing = missingBasicInfo(form);
    if (Object.keys(missing).length) {
      save.setFieldErrors(missing);
      return;
    }
    const saved = await save.run(() => api.updateBasicInfo(detail, basicInfoBody(form, shown, openedVersion)), 'The basic info could not be saved.');
    if (saved) onSaved(saved);
  };

  const pathways = lookups.ctePathways.filter((p) => p.cteIndustryId === form.cteIndustryId);
  const general = [errors.disciplines, errors.academicYearId, errors.basicInfo].filter(Boolean) as string[];

  // Cancel, Escape and a click beside the dialog ask before dropping what was typed
  const discard = useDiscardGuard(open && !save.saving && JSON.stringify(form) !== JSON.stringify(formOfBasicInfo(detail.basicInfo)));
  const close = discard.guard(onClose);
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="basic-info-title">
      {discard.prompt}
      <DialogTitle id="basic-info-title">Edit basic info</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SaveFailureAlert failure={save.failure} onReload={onReload} />
          {general.map((text) => (
            <Alert key={text} severity="error">
              {text}
            </Alert>
          ))}
          <TextField id="basic-title" label="Title" value={form.title} onChange={(e) => set({ title: e.target.value })} required error={Boolean(errors['basicInfo.title'])} helperText={errors['basicInfo.title']} size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <NativeSelect id="basic-length" label="Course length" value={form.courseLengthId} choices={lookups.courseLengths} emptyLabel="Choose…" required error={errors['basicInfo.courseLengthId']} onChange={(v) => setForm((f) => withCourseLength(f, v, lengths))} />
            <NativeSelect id="basic-honors" label="Honors type" value={form.honorsTypeId} choices={lookups.honorsTypes} emptyLabel="None" error={errors['basicInfo.honorsTypeId']} onChange={(v) => set({ honorsTypeId: v })} />
          </Box>
          <FormGroup row aria-labelledby="basic-grades-label" role="group">
            <FormLabel id="basic-grades-label" sx={{ width: '100%' }}>
              Grades
            </FormLabel>
            {(['isGrade9', 'isGrade10', 'isGrade11', 'isGrade12'] as const).map((g, i) => (
              <FormControlLabel key={g} control={<Checkbox checked={form[g]} onChange={(e) => set({ [g]: e.target.checked })} />} label={`${9 + i}th`} />
            ))}
          </FormGroup>
          <DisciplineFields form={form} setForm={setForm} errors={errors} twoAreas={twoAreas} />
          <Box>
            <FormControlLabel control={<Checkbox checked={form.isCte} onChange={(e) => setForm((f) => withCte(f, e.target.checked))} />} label="Career technical education (CTE) course" />
            {form.isCte && (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1 }}>
                <NativeSelect id="basic-industry" label="CTE industry sector" value={form.cteIndustryId} choices={lookups.cteIndustries} emptyLabel="Choose…" required error={errors['basicInfo.cteIndustryId']} onChange={(v) => setForm((f) => withIndustry(f, v, lookups.ctePathways))} />
                <NativeSelect id="basic-pathway" label="CTE pathway" value={form.ctePathwayId} choices={pathways} emptyLabel="None" disabled={form.cteIndustryId == null} error={errors['basicInfo.ctePathwayId']} onChange={(v) => set({ ctePathwayId: v })} />
              </Box>
            )}
          </Box>
          {shown.includes(WET_LAB) && (
            <FormControlLabel control={<Checkbox checked={form.requiresWetLabActivity} onChange={(e) => set({ requiresWetLabActivity: e.target.checked })} />} label="Requires wet-lab activity" />
          )}
          {errors['basicInfo.requiresWetLabActivity'] && <Alert severity="error">{errors['basicInfo.requiresWetLabActivity']}</Alert>}
          {shown.includes(MATH_CATEGORY_4) && (
            <FormControlLabel control={<Checkbox checked={form.isMathCategory4} onChange={(e) => set({ isMathCategory4: e.target.checked })} />} label="Mathematics category 4" />
          )}
          {errors['basicInfo.IsMathCategory4'] && <Alert severity="error">{errors['basicInfo.IsMathCategory4']}</Alert>}
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

function DisciplineFields({ form, setForm, errors, twoAreas }: { form: BasicInfoForm; setForm: (f: (f: BasicInfoForm) => BasicInfoForm) => void; errors: Record<string, string>; twoAreas: boolean }) {
  const lookups = useCourseLookups();
  const setEntry = (i: number, patch: Partial<BasicInfoForm['disciplines'][number]>) => setForm((f) => ({ ...f, disciplines: f.disciplines.map((d, j) => (j === i ? { ...d, ...patch } : d)) }));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Subject area and discipline
      </Typography>
      {form.disciplines.map((d, i) => {
        const area = lookups.subjectAreas.find((a) => a.id === d.subjectAreaId);
        const n = i === 0 ? '' : ' (second)';
        return (
          <Box key={i} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 2 }}>
            <NativeSelect id={`basic-area-${i}`} label={`Subject area${n}`} value={d.subjectAreaId} choices={lookups.subjectAreas.map((a) => ({ id: a.id, name: `${a.code} ${a.name}` }))} emptyLabel="Choose…" required error={errors[`disciplines[${i}].subjectAreaId`]} onChange={(v) => setForm((f) => withSubjectArea(f, i, v, lookups.disciplines))} />
            <NativeSelect id={`basic-discipline-${i}`} label={`Discipline${n}`} value={d.disciplineId} choices={lookups.disciplines.filter((x) => x.subjectAreaId === d.subjectAreaId)} emptyLabel="None" disabled={d.subjectAreaId == null} error={errors[`disciplines[${i}].disciplineId`]} onChange={(v) => setEntry(i, { disciplineId: v })} />
            {area?.code === LANGUAGE_AREA && (
              <>
                <NativeSelect id={`basic-language-${i}`} label={`Language${n}`} value={d.languageId} choices={lookups.languages} emptyLabel="Choose…" error={errors[`disciplines[${i}].languageId`]} onChange={(v) => setEntry(i, { languageId: v })} />
                <TextField id={`basic-other-language-${i}`} label={`Other language${n}`} size="small" value={d.otherLanguage ?? ''} onChange={(e) => setEntry(i, { otherLanguage: e.target.value })} error={Boolean(errors[`disciplines[${i}].otherLanguage`])} helperText={errors[`disciplines[${i}].otherLanguage`]} />
              </>
            )}
            {i > 0 && (
              <Box>
                <Button size="small" onClick={() => setForm((f) => ({ ...f, disciplines: f.disciplines.filter((_, j) => j !== i) }))}>
                  Remove the second subject area
                </Button>
              </Box>
            )}
          </Box>
        );
      })}
      {twoAreas && form.disciplines.length < 2 && (
        <Button size="small" onClick={() => setForm((f) => ({ ...f, disciplines: [...f.disciplines, emptyDiscipline()] }))}>
          Add a second subject area
        </Button>
      )}
      {!twoAreas && <Typography variant="body2" color="text.secondary">A second subject area is allowed only when the course length is two years.</Typography>}
    </Box>
  );
}
