// Contact information: the head contact and the course-list manager (spec 2 §3 "New contact"), each
// with position, e-mail and phone (number, extension, or an international number).
import { Box, Typography } from '@mui/material';
import type { RegistrationsApi } from '../registrations-api.js';
import { CONTACT_GROUPS } from './field-specs.js';
import { FieldsEdit } from './FieldsEdit.js';
import { FieldsView } from './FieldsView.js';
import type { Lookups } from './use-lookups.js';

type Doc = Record<string, unknown>;

/** Drops the group prefix from the labels' paths: each group shows its own fields under its heading. */
export function ContactView({ doc, lookups }: { doc: Doc | null; lookups: Lookups }) {
  if (!doc) return <Typography color="text.secondary">Not filled in.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {CONTACT_GROUPS.map((g) => (
        <Box key={g.title} sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {g.title}
          </Typography>
          <FieldsView fields={g.fields} doc={doc} lookups={lookups} />
        </Box>
      ))}
    </Box>
  );
}

export function ContactEdit({ doc, onChange, errors, lookups, api }: { doc: Doc; onChange: (d: Doc) => void; errors: Record<string, string>; lookups: Lookups; api: RegistrationsApi }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {CONTACT_GROUPS.map((g, i) => (
        <Box key={g.title} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            {g.title}
          </Typography>
          <FieldsEdit idPrefix={`contact-${i}`} fields={g.fields} doc={doc} onChange={onChange} errors={errors} lookups={lookups} api={api} />
        </Box>
      ))}
    </Box>
  );
}
