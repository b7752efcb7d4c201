// The institution's accreditation as it stands (spec 2 §3): status, organization, expiry,
// explanation and "not accredited as of", with a warning when an explanation is required.
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import type { Accreditation } from '../../core/contract/accreditation.js';
import { formatCalendarDay, statusName } from './words.js';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function AccreditationCard({ a }: { a: Accreditation }) {
  return (
    <Card component="section" aria-labelledby="accreditation-title">
      <CardContent>
        <Typography id="accreditation-title" variant="h6" component="h2" gutterBottom>
          Accreditation
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, gap: 1.5, m: 0 }}>
          <Item label="Status">{statusName(a.accreditationStatusId)}</Item>
          <Item label="Accrediting organization">{a.accreditingOrganizationName ?? '—'}</Item>
          <Item label="Expires">
            {formatCalendarDay(a.accreditationExpirationDate)}
            {a.isExpired ? ' (expired)' : ''}
          </Item>
          <Item label="Not accredited as of">{a.notAccreditedAsOfAcademicYear ?? '—'}</Item>
          <Item label="Last accepted file's new expiration date">{formatCalendarDay(a.newExpirationDate)}</Item>
          <Item label="Explanation">{a.accreditationExplanation ?? '—'}</Item>
        </Box>
        {a.explanationRequired && !a.accreditationExplanation && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            This accreditation is expired and not by WASC: an explanation is required before a decision is saved.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
