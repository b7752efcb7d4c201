// A section's form: one input per field of its spec, the server's error under each (keyed by path).
import { Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, MenuItem, TextField } from '@mui/material';
import type { RegistrationsApi } from '../registrations-api.js';
import { DistrictPicker } from './DistrictPicker.js';
import { GRADES, get, set, type FieldSpec } from './field-specs.js';
import type { Lookups } from './use-lookups.js';

type Doc = Record<string, unknown>;

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

export function FieldsEdit({ idPrefix, fields, doc, onChange, errors, lookups, api }: { idPrefix: string; fields: FieldSpec[]; doc: Doc; onChange: (next: Doc) => void; errors: Record<string, string>; lookups: Lookups; api: RegistrationsApi }) {
  const shown = fields.filter((f) => !f.showIf || f.showIf(doc));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2, rowGap: 2 }}>
      {shown.map((f) => (
        <Box key={f.path} sx={{ gridColumn: f.wide || f.kind === 'textarea' || f.kind === 'district' ? '1 / -1' : undefined, minWidth: 0 }}>
          <Field id={`${idPrefix}-${f.path.replace(/\./g, '-')}`} field={f} doc={doc} onChange={onChange} error={errors[f.path]} lookups={lookups} api={api} />
        </Box>
      ))}
    </Box>
  );
}

function Field({ id, field, doc, onChange, error, lookups, api }: { id: string; field: FieldSpec; doc: Doc; onChange: (next: Doc) => void; error?: string; lookups: Lookups; api: RegistrationsApi }) {
  const value = get(doc, field.path);
  const put = (v: unknown) => onChange(set(doc, field.path, v));
  const common = { id, label: field.label, error: Boolean(error), helperText: error ?? field.help, fullWidth: true, size: 'small' as const };
  switch (field.kind) {
    case 'boolean':
      return (
        <>
          <FormControlLabel control={<Checkbox id={id} checked={Boolean(value)} onChange={(e) => put(e.target.checked)} />} label={field.label} />
          {error && <FormHelperText error>{error}</FormHelperText>}
        </>
      );
    case 'select':
    case 'grade': {
      const options = field.kind === 'grade' ? GRADES : (field.options ?? (field.lookup ? lookups[field.lookup] : undefined) ?? []);
      const current = value === null || value === undefined ? '' : String(value);
      return (
        <TextField {...common} select value={options.some((o) => String(o.id) === current) ? current : ''} onChange={(e) => put(e.target.value === '' ? null : Number(e.target.value))}>
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {options.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'number':
      return <TextField {...common} type="number" value={value ?? ''} onChange={(e) => put(numberOrNull(e.target.value))} />;
    case 'date':
      return <TextField {...common} type="date" value={typeof value === 'string' ? value.slice(0, 10) : ''} onChange={(e) => put(e.target.value || null)} slotProps={{ inputLabel: { shrink: true } }} />;
    case 'textarea':
      return <TextField {...common} multiline minRows={3} value={value ?? ''} onChange={(e) => put(e.target.value)} />;
    case 'district':
      return <DistrictPicker id={id} api={api} doc={doc} onChange={onChange} error={error} />;
    case 'deliveryModes': {
      const modes = Array.isArray(value) ? (value as string[]) : [];
      const toggle = (mode: string, on: boolean) => put(on ? [...modes.filter((m) => m !== mode), mode] : modes.filter((m) => m !== mode));
      return (
        <FormGroup row aria-label={field.label} role="group">
          {[
            ['classroom', 'Classroom'],
            ['online', 'Online'],
          ].map(([mode, label]) => (
            <FormControlLabel key={mode} control={<Checkbox checked={modes.includes(mode)} onChange={(e) => toggle(mode, e.target.checked)} />} label={`${label} delivery`} />
          ))}
          {error && <FormHelperText error>{error}</FormHelperText>}
        </FormGroup>
      );
    }
    default:
      return <TextField {...common} value={value ?? ''} onChange={(e) => put(e.target.value)} />;
  }
}
