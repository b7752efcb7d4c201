// A list value as chips: type an item and press Enter or a comma; known values are offered.
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';

export interface ChipsInputProps {
  label: string;
  values: readonly unknown[];
  options?: readonly (string | number)[];
  onChange: (values: (string | number)[]) => void;
  coerce: (text: string) => string | number;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  /** how a chip reads, when not as its value (a field by its label) */
  itemLabel?: (value: string) => string;
}

export function ChipsInput({ label, values, options = [], onChange, coerce, error, helperText, disabled, itemLabel }: ChipsInputProps) {
  const [input, setInput] = useState('');
  const texts = values.map(String);
  const add = (items: string[]) => onChange([...values.map((v) => coerce(String(v))), ...items.map((t) => t.trim()).filter(Boolean).map(coerce)]);
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      disabled={disabled}
      options={options.map(String).filter((o) => !texts.includes(o))}
      getOptionLabel={itemLabel ?? String}
      value={texts}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        // a comma ends an item, so a pasted "D, G" becomes two chips
        if (reason === 'input' && text.includes(',')) {
          const parts = text.split(',');
          add(parts.slice(0, -1));
          setInput(parts[parts.length - 1]);
        } else setInput(text);
      }}
      onChange={(_, next) => onChange(next.map((t) => coerce(String(t))))}
      onBlur={() => {
        if (input.trim()) add([input]);
        setInput('');
      }}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? helperText ?? 'Enter or comma adds an item'} />}
      sx={{ minWidth: 240, flex: 1 }}
    />
  );
}
