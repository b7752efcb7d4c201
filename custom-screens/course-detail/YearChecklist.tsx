// Academic years to tick, the disabled ones with their reasons beside them (spec 1 §5: years already
// offered and years before a discipline's first year are disabled).
import { Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import type { YearChoice } from '../../core/contract/course-detail.js';

export function YearChecklist({ years, ticked, onChange, error }: { years: readonly YearChoice[]; ticked: readonly number[]; onChange: (ids: number[]) => void; error?: string }) {
  return (
    <FormGroup role="group" aria-labelledby="copy-years-label">
      <FormLabel id="copy-years-label">Academic years</FormLabel>
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {years.map((y) => {
          const reasonId = `copy-year-${y.academicYearId}-reasons`;
          return (
            <Box key={y.academicYearId} data-testid={`copy-year-${y.academicYearId}`}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={ticked.includes(y.academicYearId)}
                    disabled={y.disabled}
                    onChange={(e) => onChange(e.target.checked ? [...ticked, y.academicYearId] : ticked.filter((id) => id !== y.academicYearId))}
                    slotProps={{ input: { 'aria-describedby': y.reasons.length ? reasonId : undefined } as object }}
                  />
                }
                label={y.name}
              />
              {y.reasons.length > 0 && (
                <FormHelperText id={reasonId} sx={{ mt: -1, ml: 4, mb: 1, color: 'text.secondary' }}>
                  {y.reasons.join(' ')}
                </FormHelperText>
              )}
            </Box>
          );
        })}
      </Box>
    </FormGroup>
  );
}
