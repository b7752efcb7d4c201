// The inputs of the institution forms: each bound to a dotted path of the form model and showing the
// server's field error for that path.
import { useEffect, useState, type ReactNode } from 'react';
import { Autocomplete, Box, Checkbox, FormControlLabel, FormHelperText, MenuItem, TextField, Typography } from '@mui/material';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
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

/** A titled group of fields, two columns from the md width up. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

/** The address, phone and website fields every institution form has (the same paths on every form). */
export function AddressSection({ b, counties }: { b: Bound; counties: Option[] | undefined }) {
  return (
    <FormSection title="Address">
      <TextBox b={b} path="streetAddress" label="Street address" />
      <TextBox b={b} path="streetCity" label="City" />
      <TextBox b={b} path="streetState" label="State" />
      <TextBox b={b} path="streetZip" label="ZIP" />
      <SelectBox b={b} path="countyId" label="County" options={counties} />
      <TextBox b={b} path="phone" label="Phone" />
      <TextBox b={b} path="website" label="Website" />
    </FormSection>
  );
}
