// The facts of a district (or school network) on its detail screen: codes, place, management,
// contacts and whether it is open, read from GET /api/admin/institution/{id}.
import { Box, Typography } from '@mui/material';
import type { Lookups } from '../institution-forms/use-lookups.js';
import { dayWords } from '../../core/time/office-time.js';

export type InstitutionRecord = Record<string, unknown> & { institutionId: number; name: string; institutionTypeId: number; isActive: boolean };

const text = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : String(v));
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(', ') || undefined;

export function DistrictFacts({ record, lookups }: { record: InstitutionRecord; lookups: Lookups | undefined }) {
  const named = (field: string) => lookups?.[field]?.find((o) => o.id === record[field])?.name ?? (record[field] === null ? undefined : '…');
  const facts: [string, string | undefined][] = [
    ['CDS code', text(record.cdsCode)],
    ['Status', record.isActive ? 'Open' : `Closed${record.closedDate ? ` since ${dayWords(record.closedDate)}` : ''}`],
    ['County', named('countyId')],
    ['Address', joined(record.streetAddress, record.streetCity, joined(record.streetState, record.streetZip)?.replace(', ', ' '))],
    ['Phone', text(record.phone)],
    ['Website', text(record.website)],
    ['Management type', named('districtManagementTypeId')],
    ['Governance', named('governanceId')],
    ['Head contact', joined([record.headContactFirstName, record.headContactLastName].map(text).filter(Boolean).join(' '), record.headContactEmail, record.headContactPhone)],
    ['Course list contact', joined(record.courseListContactName, record.courseListContactEmail, record.courseListContactPhone)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0, sm: 1 }, m: 0 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
