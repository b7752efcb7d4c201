// The submission-date range (spec 1 §2, §9): off until the user turns it on, then the last month by
// default, from February 2015 at the earliest to today. An incomplete or reversed range is shown as
// an error and not searched.
import { Box, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { memo, useEffect, useState } from 'react';
import { officeToday } from '../../core/time/office-time.js';
import { lastMonth } from './date-range.js';
import { MIN_SUBMISSION_DAY, type DateRange } from './search-state.js';

export interface DateRangeFilterProps {
  range: DateRange | null;
  onChange: (range: DateRange | null) => void;
}

export function rangeProblem(min: string, max: string): string | undefined {
  if (!min || !max) return 'Enter both days.';
  if (min < MIN_SUBMISSION_DAY) return 'The earliest day is February 1, 2015.';
  if (min > max) return 'The first day is after the last.';
  return undefined;
}

/** Drawn again only when its own value changes, not at every facet click. */
export const DateRangeFilter = memo(function DateRangeFilter({ range, onChange }: DateRangeFilterProps) {
  const [draft, setDraft] = useState<DateRange>(() => range ?? lastMonth());
  useEffect(() => {
    if (range) setDraft(range);
  }, [range]);
  const problem = range ? rangeProblem(draft.min, draft.max) : undefined;
  const edit = (next: DateRange) => {
    setDraft(next);
    if (!rangeProblem(next.min, next.max)) onChange(next);
  };
  const today = officeToday();
  const day = (end: keyof DateRange, label: string) => (
    <TextField
      type="date"
      fullWidth={false}
      size="small"
      label={label}
      value={draft[end]}
      disabled={!range}
      onChange={(e) => edit({ ...draft, [end]: e.target.value })}
      error={Boolean(problem)}
      helperText={end === 'max' ? problem : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: MIN_SUBMISSION_DAY, max: today } }}
      // the shell theme stretches every text field below 768 px; two day fields fit side by side on a phone
      sx={(theme) => ({ width: 170, [theme.breakpoints.down('sm')]: { width: 170 } })}
    />
  );
  return (
    <Box role="group" aria-label="Submission date" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
      <FormControlLabel
        sx={{ mr: 0, mt: 0.5 }}
        control={
          <Checkbox
            size="small"
            checked={range !== null}
            onChange={(e) => {
              const on = e.target.checked;
              const start = rangeProblem(draft.min, draft.max) ? lastMonth() : draft;
              if (on) setDraft(start);
              onChange(on ? start : null);
            }}
          />
        }
        label="Submitted between"
      />
      {day('min', 'From')}
      {day('max', 'To')}
    </Box>
  );
});
