// The inputs of the institution forms: each bound to a dotted path of the form model and showing the
// server's field error for that path.
import { useEffect, useState } from 'react';
import { Autocomplete, Checkbox, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mui/material';
import { useSpecApi } from '../_shared/spec-api.js';
import { getPath, type FormModel } from './form-state.js';
import type { Option } from './use-lookups.js';

export interface Bound {
  model: FormModel;
  errors: Record<string, string>;
  change: (path: string, value: unknown) => void;
}

const idOf = (path: string) => `institution-form-${path.replace(/\./g, '-')}`;

export function TextBox({ b, path, label, required, multiline }: { b: Bound; path: string; label: string; required?: boolean; multiline?: boolean }) {
  const value = getPath(b.model, path);
  return (
    <TextField
      id={idOf(path)}
      label={label}
      required={required}
      multiline={multiline}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => b.change(path, e.target.value === '' ? null : e.target.value)}
      error={Boolean(b.errors[path])}
      helperText={b.errors[path] ?? ' '}
      size="small"
      fullWidth
    />
  );
}

export function SelectBox({ b, path, label, options }: { b: Bound; path: string; label: string; options: Option[] | undefined }) {
  const value = getPath(b.model, path);
  return (
    <TextField
      id={idOf(path)}
      select
      label={label}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => b.change(path, e.target.value === '' ? null : Number(e.target.value))}
      error={Boolean(b.errors[path])}
      helperText={b.errors[path] ?? ' '}
      size="small"
      fullWidth
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {(options ?? []).map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CheckBox({ b, path, label }: { b: Bound; path: string; label: string }) {
  return (
    <div>
      <FormControlLabel control={<Checkbox checked={getPath(b.model, path) === true} onChange={(e) => b.change(path, e.target.checked)} />} label={label} />
      {b.errors[path] && <FormHelperText error>{b.errors[path]}</FormHelperText>}
    </div>
  );
}

interface Hit {
  institutionId: number;
  name: string;
  streetCity: string | null;
}

/** Picks an institution through a search call (/api/institution/search/district …) as the user types. */
export function InstitutionPicker({ b, path, label, search }: { b: Bound; path: string; label: string; search: string }) {
  const api = useSpecApi();
  const id = getPath(b.model, path) as number | null | undefined;
  const [selected, setSelected] = useState<Hit | null>(null);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Hit[]>([]);
  useEffect(() => {
    if (!id || selected?.institutionId === id) return;
    api<Hit>(`/api/institution/${id}`, { method: 'GET' }).then(setSelected, () => undefined);
  }, [api, id, selected]);
  useEffect(() => {
    if (text.trim().length < 2) return;
    const controller = new AbortController();
    api<Hit[]>(`${search}${search.includes('?') ? '&' : '?'}query=${encodeURIComponent(text.trim())}`, { method: 'GET', signal: controller.signal }).then(setOptions, () => undefined);
    return () => controller.abort();
  }, [api, search, text]);
  return (
    <Autocomplete
      id={idOf(path)}
      options={options}
      value={id ? selected : null}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (o.streetCity ? `${o.name} (${o.streetCity})` : o.name)}
      isOptionEqualToValue={(a, v) => a.institutionId === v.institutionId}
      onInputChange={(_e, value) => setText(value)}
      onChange={(_e, value) => {
        setSelected(value);
        b.change(path, value?.institutionId ?? null);
      }}
      renderInput={(params) => <TextField {...params} label={label} size="small" error={Boolean(b.errors[path])} helperText={b.errors[path] ?? 'Type two letters to search'} />}
    />
  );
}
