// A re-registration beside what the publisher has on record (spec 2 §2 reregister): each field of the
// general information, accreditation and contacts with the current value and the re-registered one;
// the changed ones marked and listed first, the unchanged ones on request.
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import { CONTACT_GROUPS, SECTION_FIELDS, SECTION_TITLES, type FieldSpec } from './sections/field-specs.js';
import { fieldText } from './sections/FieldsView.js';
import type { Lookups } from './sections/use-lookups.js';

type Doc = Record<string, unknown>;

export interface ChangeRow {
  key: string;
  section: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

const GROUPS: { section: string; fields: FieldSpec[]; prefix?: string }[] = [
  { section: 'generalInformation', fields: SECTION_FIELDS.generalInformation },
  { section: 'accreditation', fields: SECTION_FIELDS.accreditation },
  ...CONTACT_GROUPS.map((g) => ({ section: 'contactInformation', fields: g.fields, prefix: g.title })),
];

/** The rows of the comparison: `before` holds the current record's section documents. */
export function changeRows(after: Record<string, Doc | null>, before: Record<string, Doc | null>, lookups: Lookups): ChangeRow[] {
  return GROUPS.flatMap(({ section, fields, prefix }) =>
    fields.map((f) => {
      const a = fieldText(f, after[section] ?? {}, lookups);
      const b = before[section] ? fieldText(f, before[section]!, lookups) : '—';
      return { key: `${section}.${f.path}`, section: prefix ? `${SECTION_TITLES[section]} · ${prefix}` : SECTION_TITLES[section], label: f.label, before: b, after: a, changed: a !== b };
    }),
  ).filter((row) => row.changed || row.after !== '—');
}

export function ChangesCard({ rows, hasRecord }: { rows: ChangeRow[]; hasRecord: boolean }) {
  const [all, setAll] = useState(false);
  const changed = rows.filter((r) => r.changed);
  const shown = all ? rows : changed;
  return (
    <Card component="section" aria-labelledby="changes-title">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography id="changes-title" variant="h6" component="h2">
            Current record and changes
          </Typography>
          <Button size="small" onClick={() => setAll((v) => !v)} aria-pressed={all}>
            {all ? 'Show the changes only' : 'Show every field'}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hasRecord ? `${changed.length} field${changed.length === 1 ? '' : 's'} changed since the publisher’s last approved registration.` : 'The publisher has no approved registration on record: every field is new.'}
        </Typography>
        {shown.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Current record and changes">
              <TableHead>
                <TableRow>
                  <TableCell>Field</TableCell>
                  <TableCell>Current record</TableCell>
                  <TableCell>Re-registration</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((r) => (
                  <TableRow key={r.key} sx={r.changed ? { bgcolor: 'action.hover' } : undefined}>
                    <TableCell sx={{ minWidth: 120 }}>
                      <Typography variant="body2">{r.label}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {r.section}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.before}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {r.after} {r.changed && <ToneChip tone="warning" label="Changed" />}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
