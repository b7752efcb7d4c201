// A list of codes picked as checkboxes under headings (the abilities of a role): each choice shows its
// title and what it allows; the form keeps the codes.
import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Typography } from '@mui/material';
import { useMemo } from 'react';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';

export interface GroupedChoice {
  id: string | number;
  name: string;
  group?: string;
  help?: string;
}

export interface GroupedCheckboxesInputProps {
  source: string;
  label: string;
  choices: readonly GroupedChoice[];
  validate?: Validator[];
  helperText?: string;
  defaultValue?: unknown;
}

const OTHER = 'Other';

/** Groups in the order their first choice appears. */
export function groupChoices(choices: readonly GroupedChoice[]): { group: string; choices: GroupedChoice[] }[] {
  const groups = new Map<string, GroupedChoice[]>();
  for (const choice of choices) {
    const group = choice.group ?? OTHER;
    groups.set(group, [...(groups.get(group) ?? []), choice]);
  }
  return [...groups].map(([group, list]) => ({ group, choices: list }));
}

export function GroupedCheckboxesInput({ source, label, choices, validate, helperText, defaultValue }: GroupedCheckboxesInputProps) {
  const { id, field, fieldState, isRequired } = useInput({ source, validate, defaultValue });
  const groups = useMemo(() => groupChoices(choices), [choices]);
  const selected: unknown[] = Array.isArray(field.value) ? field.value : [];
  const isChecked = (choice: GroupedChoice) => selected.some((v) => String(v) === String(choice.id));
  const toggle = (choice: GroupedChoice, checked: boolean) => {
    const rest = selected.filter((v) => String(v) !== String(choice.id));
    field.onChange(checked ? [...rest, choice.id] : rest);
    field.onBlur();
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;

  return (
    <FormControl component="fieldset" id={id} error={Boolean(error)} sx={{ width: '100%', my: 1 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
        {groups.map(({ group, choices: list }) => (
          <FormControl key={group} component="fieldset" sx={{ minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              {group}
            </Typography>
            <FormGroup>
              {list.map((choice) => (
                <FormControlLabel
                  key={String(choice.id)}
                  sx={{ alignItems: 'flex-start', mb: 0.5 }}
                  control={<Checkbox size="small" checked={isChecked(choice)} onChange={(e) => toggle(choice, e.target.checked)} sx={{ pt: 0.25 }} />}
                  label={
                    <Box component="span" sx={{ display: 'block' }}>
                      <Box component="span" sx={{ display: 'block' }}>
                        {choice.name}
                      </Box>
                      {choice.help && (
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {choice.help}
                        </Typography>
                      )}
                    </Box>
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        ))}
      </Box>
      <FormHelperText>
        <InputHelperText error={error} helperText={helperText} />
      </FormHelperText>
    </FormControl>
  );
}
