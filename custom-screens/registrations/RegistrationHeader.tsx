// The registration at a glance: name, type, status, who submitted it and when, and its decision.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { dateTimeText } from '../../core/time/office-time.js';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import type { Registration } from '../../core/contract/registrations.js';
import { STATUS_TONES } from './words.js';

export function RegistrationHeader({ registration: r, heading, actions }: { registration: Registration; heading: string; actions?: ReactNode }) {
  const facts: [string, string][] = [
    ['Type', r.registrationType],
    ['Submitted', dateTimeText(r.submittedOn)],
    ['Submitted by', r.submitterEmail],
    ...(r.cdsCode ? ([['CDS code', r.cdsCode]] as [string, string][]) : []),
    ...(r.countyName ? ([['County', r.countyName]] as [string, string][]) : []),
    ...(r.lastUpdatedOn ? ([['Last updated', dateTimeText(r.lastUpdatedOn)]] as [string, string][]) : []),
    ...(r.decidedOn ? ([['Decided', dateTimeText(r.decidedOn)]] as [string, string][]) : []),
    ...(r.notificationSentOn ? ([['Notice sent', dateTimeText(r.notificationSentOn)]] as [string, string][]) : []),
  ];
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          <ToneChip tone={STATUS_TONES[r.registrationStatusId] ?? 'neutral'} label={r.registrationStatus} />
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, mt: 1 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'flex', gap: 0.5, minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}:
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
