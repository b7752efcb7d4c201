// The value of a condition (or of a test fact), as an input that fits the fact and the operator:
// a number, text, yes/no, one of the fact's values, a list, or another fact to compare with.
import { MenuItem, Stack, TextField } from '@mui/material';
import type { Vocabulary } from '../api/rule-types.js';
import type { FactDef } from '../../../core/rules/facts.js';
import { coerceItem, defaultValue, isFactRef, isListOperator } from '../model/values.js';
import { ChipsInput } from './ChipsInput.js';

export interface ValueEditorProps {
  fact: FactDef | undefined;
  operator: string;
  value: unknown;
  onChange: (value: unknown) => void;
  vocabulary: Vocabulary;
  /** offer "another fact" (conditions only) */
  allowFactRef?: boolean;
  error?: string;
  disabled?: boolean;
  label?: string;
}

const FIELD_WIDTH = { minWidth: 200, flex: 1 };

function selectValueText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function ValueEditor(props: ValueEditorProps) {
  const { fact, operator, value, onChange, vocabulary, allowFactRef, error, disabled, label = 'Value' } = props;
  const factRef = isFactRef(value);
  const canReferToFact = allowFactRef && operator !== 'isBlank' && !isListOperator(operator);
  return (
    <Stack direction="row" spacing={1} sx={{ flex: 1, minWidth: 260 }}>
      {canReferToFact && (
        <TextField
          select
          size="small"
          label="Compare with"
          value={factRef ? 'fact' : 'value'}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value === 'fact' ? { fact: Object.keys(vocabulary.facts)[0] ?? '' } : defaultValue(fact, operator))}
          sx={{ width: 140, flexShrink: 0 }}
        >
          <MenuItem value="value">a value</MenuItem>
          <MenuItem value="fact">another fact</MenuItem>
        </TextField>
      )}
      {factRef ? <OtherFactInput {...props} /> : <PlainValueInput {...props} label={label} error={error} />}
    </Stack>
  );
}

function OtherFactInput({ value, onChange, vocabulary, error, disabled }: ValueEditorProps) {
  const name = (value as { fact: string }).fact;
  const known = name in vocabulary.facts;
  return (
    <TextField select size="small" label="Other fact" value={name} disabled={disabled} error={Boolean(error)} helperText={error ?? vocabulary.facts[name]?.description} onChange={(e) => onChange({ fact: e.target.value })} sx={FIELD_WIDTH}>
      {!known && <MenuItem value={name}>{name} (unknown)</MenuItem>}
      {Object.entries(vocabulary.facts).map(([f, def]) => (
        <MenuItem key={f} value={f}>
          {def.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function PlainValueInput({ fact, operator, value, onChange, error, disabled, label }: ValueEditorProps) {
  const coerce = (text: string) => coerceItem(text, fact);
  if (operator === 'isBlank')
    return (
      <TextField select size="small" label={label} value={String(value === true)} disabled={disabled} error={Boolean(error)} helperText={error} onChange={(e) => onChange(e.target.value === 'true')} sx={FIELD_WIDTH}>
        <MenuItem value="true">true (it is blank)</MenuItem>
        <MenuItem value="false">false (it has a value)</MenuItem>
      </TextField>
    );
  if (isListOperator(operator) || (Array.isArray(value) && fact?.type === 'list'))
    return <ChipsInput label={label!} values={Array.isArray(value) ? value : []} options={fact?.values} onChange={onChange} coerce={coerce} error={error} disabled={disabled} />;
  if (fact?.type === 'boolean')
    return (
      <TextField select size="small" label={label} value={selectValueText(value)} disabled={disabled} error={Boolean(error)} helperText={error} onChange={(e) => onChange(e.target.value === 'true')} sx={FIELD_WIDTH}>
        <MenuItem value="true">true</MenuItem>
        <MenuItem value="false">false</MenuItem>
      </TextField>
    );
  if (fact?.values?.length) {
    const current = selectValueText(value);
    return (
      <TextField select size="small" label={label} value={current} disabled={disabled} error={Boolean(error)} helperText={error} onChange={(e) => onChange(coerce(e.target.value))} sx={FIELD_WIDTH}>
        {current !== '' && !fact.values.map(String).includes(current) && <MenuItem value={current}>{current} (not a known value)</MenuItem>}
        {fact.values.map((v) => (
          <MenuItem key={String(v)} value={String(v)}>
            {String(v)}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (fact?.type === 'number')
    return (
      <TextField
        size="small"
        type="number"
        label={label}
        value={selectValueText(value)}
        disabled={disabled}
        error={Boolean(error)}
        helperText={error}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        sx={FIELD_WIDTH}
      />
    );
  return (
    <TextField
      size="small"
      label={label}
      value={selectValueText(value)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? (fact?.type === 'date' ? 'YYYY-MM-DD' : undefined)}
      onChange={(e) => onChange(fact?.type === 'list' ? coerce(e.target.value) : e.target.value)}
      sx={FIELD_WIDTH}
    />
  );
}
