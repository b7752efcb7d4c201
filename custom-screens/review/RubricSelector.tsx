// The rubric selector (spec 3 §2, §9: ratings 0 to 5). One radio per value, named by its rubric; a
// value without a rubric in use cannot be chosen. Below the minimum approval value a course cannot be
// approved, which the helper line says.
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { RUBRIC_VALUES } from './keyboard.js';
import type { Rubric } from '../../core/contract/review.js';

export interface RubricSelectorProps {
  rubrics: readonly Rubric[];
  value: number | null;
  onChange: (rubric: Rubric) => void;
  disabled: boolean;
  minApprovalValue: number | undefined;
}

export const RUBRIC_GROUP_ID = 'review-rubric';

/** Read-only, the rubric is still read: its heading, help and values keep a readable grey instead of the faint "disabled" one. */
const readOnlySx = { '& .MuiFormLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled, & .MuiFormControlLabel-label.Mui-disabled': { color: 'text.secondary' } } as const;

export function RubricSelector({ rubrics, value, onChange, disabled, minApprovalValue }: RubricSelectorProps) {
  const byValue = new Map(rubrics.map((r) => [r.value, r]));
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%', ...(disabled ? readOnlySx : {}) }}>
      <FormLabel component="legend" id={`${RUBRIC_GROUP_ID}-label`}>
        Rubric (keys 0–5)
      </FormLabel>
      <RadioGroup
        aria-labelledby={`${RUBRIC_GROUP_ID}-label`}
        aria-describedby={minApprovalValue === undefined ? undefined : `${RUBRIC_GROUP_ID}-help`}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const rubric = byValue.get(Number(event.target.value));
          if (rubric) onChange(rubric);
        }}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(145px, 1fr))', columnGap: 1 }}
      >
        {RUBRIC_VALUES.map((v) => {
          const rubric = byValue.get(v);
          return (
            <FormControlLabel
              key={v}
              value={String(v)}
              disabled={disabled || !rubric}
              control={<Radio size="small" />}
              label={rubric ? `${v} – ${rubric.name}` : `${v} (no rubric)`}
              // body2: "0 – Does not meet" keeps to one line in the two columns of the side card
              slotProps={{ typography: { variant: 'body2' } }}
              sx={{ mr: 0 }}
            />
          );
        })}
      </RadioGroup>
      {minApprovalValue !== undefined && <FormHelperText id={`${RUBRIC_GROUP_ID}-help`}>Approval needs {minApprovalValue} or more.</FormHelperText>}
    </FormControl>
  );
}
