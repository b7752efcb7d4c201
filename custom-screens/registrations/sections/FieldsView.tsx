// A section's values as label / value pairs, two columns on a wide screen, one on a narrow one.
import { Box, Typography } from '@mui/material';
import { displayValue, formatCalendarDay } from '../words.js';
import { GRADES, get, type FieldSpec } from './field-specs.js';
import type { Lookups } from './use-lookups.js';
import { OTHER_DISTRICT_ID } from '../../../core/spec-constants.js';

export function fieldText(field: FieldSpec, doc: Record<string, unknown>, lookups: Lookups): string {
  const value = get(doc, field.path);
  if (value === null || value === undefined || value === '') return '—';
  switch (field.kind) {
    case 'date':
      return formatCalendarDay(value);
    case 'select': {
      const options = field.options ?? (field.lookup ? lookups[field.lookup] : undefined) ?? [];
      return options.find((o) => String(o.id) === String(value))?.name ?? displayValue(value);
    }
    case 'grade':
      return GRADES.find((g) => g.id === value)?.name ?? displayValue(value);
    case 'district':
      if (value === OTHER_DISTRICT_ID) return `Other: ${displayValue(doc.otherDistrictName)}`;
      return typeof doc.districtName === 'string' ? doc.districtName : `District ${value}`;
    case 'deliveryModes':
      return Array.isArray(value) && value.length ? value.map((m) => (m === 'online' ? 'Online' : 'Classroom')).join(', ') : '—';
    default:
      return displayValue(value);
  }
}

export function FieldsView({ fields, doc, lookups }: { fields: FieldSpec[]; doc: Record<string, unknown> | null; lookups: Lookups }) {
  if (!doc) return <Typography color="text.secondary">Not filled in.</Typography>;
  const shown = fields.filter((f) => !f.showIf || f.showIf(doc));
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3, rowGap: 1.5, m: 0 }}>
      {shown.map((f) => (
        <Box key={f.path} sx={{ gridColumn: f.wide || f.kind === 'textarea' ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {f.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: f.kind === 'textarea' ? 'pre-wrap' : undefined }}>
            {fieldText(f, doc, lookups)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
