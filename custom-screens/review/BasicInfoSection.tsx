// Basic info (spec 3 §2–§3, §5): title, disciplines, length, grades, honors, CTE, the wet-lab and
// math category 4 questions where the subject area asks them, prerequisites, corequisites and
// transcript codes. The analyst corrects a property in place; it is saved 1.5 s after the last
// change (spec 3 §9). Disciplines and transcript codes are shown only: they are kept on the course
// detail. A property the institution changed in a revision is marked.
import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel, MenuItem, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useReviewWorkspace } from './review-context.js';
import { useBasicInfoEdit } from './review-edits.js';
import { MATH_CATEGORY_4_DISCIPLINES, MATH_SUBJECT_AREA, WET_LAB_SUBJECT_AREA, propertyLabel } from './property-names.js';
import { nameById, useCourseLookups, type NamedRecord } from './use-course-lookups.js';
import { RequisiteList } from './RequisiteList.js';
import { ChangedMark } from './ChangedMark.js';
import { SectionCard } from './SectionCard.js';
import type { BasicInfo } from '../../core/contract/review.js';

type Flag = 'isGrade9' | 'isGrade10' | 'isGrade11' | 'isGrade12' | 'isCte' | 'requiresWetLabActivity' | 'isMathCategory4';
type Choice = 'courseLengthId' | 'honorsTypeId' | 'cteIndustryId' | 'ctePathwayId';

export function BasicInfoSection() {
  const { model, readOnly } = useReviewWorkspace();
  const edit = useBasicInfoEdit();
  const lookups = useCourseLookups();
  const info = model.basicInfo;
  const changed = new Set(model.modifications.basic);
  const label = (name: keyof BasicInfo): ReactNode => (
    <>
      {propertyLabel(name)}
      <ChangedMark changed={changed.has(name)} />
    </>
  );

  const areaCodes = info.disciplines.map((d) => lookups.subjectAreas.find((a) => a.id === d.subjectAreaId)?.code);
  const asksWetLab = areaCodes.includes(WET_LAB_SUBJECT_AREA);
  const asksMath4 = info.disciplines.some((d, i) => areaCodes[i] === MATH_SUBJECT_AREA && d.disciplineId != null && MATH_CATEGORY_4_DISCIPLINES.includes(d.disciplineId));

  const flag = (name: Flag) => (
    <FormControlLabel key={name} control={<Checkbox checked={info[name]} onChange={(e) => edit(name, e.target.checked)} disabled={readOnly} />} label={label(name)} />
  );
  const choice = (name: Choice, options: readonly NamedRecord[], noneLabel: string) => (
    <TextField
      select
      size="small"
      label={label(name)}
      value={info[name] ?? ''}
      onChange={(e) => edit(name, e.target.value === '' ? null : Number(e.target.value))}
      disabled={readOnly}
      sx={{ minWidth: 0 }}
    >
      <MenuItem value="">{noneLabel}</MenuItem>
      {/* the stored value stays choosable while its list loads */}
      {info[name] != null && !options.some((o) => o.id === info[name]) && <MenuItem value={info[name]}>{`#${info[name]}`}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <SectionCard id="review-basic-info" title="Basic info">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 2 }}>
        <TextField
          size="small"
          label={label('title')}
          value={info.title}
          onChange={(e) => edit('title', e.target.value)}
          disabled={readOnly}
          error={!readOnly && info.title.trim() === ''}
          helperText={!readOnly && info.title.trim() === '' ? 'Enter the course title.' : undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ gridColumn: '1 / -1' }}
        />
        {choice('courseLengthId', lookups.courseLengths, 'Not set')}
        {choice('honorsTypeId', lookups.honorsTypes, 'None')}
      </Box>

      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Subject area and discipline
      </Typography>
      {info.disciplines.length === 0 ? (
        <Typography variant="body2">None chosen.</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {info.disciplines.map((d, i) => {
            const area = lookups.subjectAreas.find((a) => a.id === d.subjectAreaId);
            const language = d.otherLanguage || nameById(lookups.languages, d.languageId);
            return (
              <li key={i}>
                <Typography variant="body2">
                  {area ? `${area.code} – ${area.name}` : `Subject area ${d.subjectAreaId}`}
                  {d.disciplineId != null ? `: ${nameById(lookups.disciplines, d.disciplineId) ?? `discipline ${d.disciplineId}`}` : ''}
                  {language ? ` (${language})` : ''}
                </Typography>
              </li>
            );
          })}
        </Box>
      )}

      <FormGroup sx={{ mt: 2 }} role="group" aria-labelledby="review-grades-label">
        <FormLabel id="review-grades-label">Grade levels</FormLabel>
        <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>{(['isGrade9', 'isGrade10', 'isGrade11', 'isGrade12'] as const).map(flag)}</Box>
      </FormGroup>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', mt: 1 }}>
        {flag('isCte')}
        {asksWetLab && flag('requiresWetLabActivity')}
        {asksMath4 && flag('isMathCategory4')}
      </Box>
      {info.isCte && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 2, mt: 1 }}>
          {choice('cteIndustryId', lookups.cteIndustries, 'Not set')}
          {choice(
            'ctePathwayId',
            lookups.ctePathways.filter((p) => info.cteIndustryId == null || p.cteIndustryId === info.cteIndustryId),
            'Not set',
          )}
        </Box>
      )}

      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 2, mt: 2 }}>
        <RequisiteList title={propertyLabel('prerequisites')} items={info.prerequisites} changed={changed.has('prerequisites')} />
        <RequisiteList title={propertyLabel('corequisites')} items={info.corequisites} changed={changed.has('corequisites')} />
        <Box>
          <Typography variant="subtitle2" component="h3">
            Transcript codes
          </Typography>
          {info.transcriptCodes.length === 0 ? (
            <Typography variant="body2">None.</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {info.transcriptCodes.map((c, i) => (
                <li key={i}>
                  <Typography variant="body2">
                    {c.abbreviation ?? '—'} · {c.code ?? '—'}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </SectionCard>
  );
}
