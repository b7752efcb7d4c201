// The institution's key facts and its state (open, closed as of a year, removed from the public
// course list, deleted) above its course list.
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import { dayWords } from '../../core/time/office-time.js';
import type { InstitutionFacts } from '../../core/contract/institution-details.js';
import { InstitutionLink } from '../_shared/InstitutionLink.js';

function Fact({ label, value, children }: { label: string; value: string | null; children?: ReactNode }) {
  if (!value) return null;
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children ?? value}
      </Typography>
    </Box>
  );
}

/** A related institution opens its own detail; district 'Other' (id -1) is no page, only a name. */
function Related({ id, name }: { id: number | null; name: string | null }) {
  return id != null && id > 0 ? <InstitutionLink institutionId={id}>{name}</InstitutionLink> : <>{name}</>;
}

export function stateText(i: InstitutionFacts): string {
  if (i.isDeleted) return 'Deleted';
  if (i.yearClosedName) return `Closed as of ${i.yearClosedName}`;
  return i.isActive ? 'Open' : 'Closed';
}

export function InstitutionHeader({ i }: { i: InstitutionFacts }) {
  const closedOn = !i.isActive && i.closedDate ? `, closed on ${dayWords(i.closedDate)}` : '';
  return (
    <Stack spacing={1}>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {i.name}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="State">
        <ToneChip tone={i.isActive && !i.isDeleted ? 'success' : 'warning'} label={`${stateText(i)}${closedOn}`} />
        {i.isRemovedFromPublicList && <Chip size="small" variant="outlined" label="Removed from the public course list" />}
        {i.isContentPrivate && <Chip size="small" variant="outlined" label="Course list private" />}
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5, m: 0 }}>
        <Fact label="Type" value={i.institutionType} />
        <Fact label="CDS code" value={i.cdsCode} />
        <Fact label="ATP code" value={i.atpCode} />
        <Fact label="District" value={i.districtName}>
          <Related id={i.districtId} name={i.districtName} />
        </Fact>
        <Fact label="School network" value={i.schoolNetworkName}>
          <Related id={i.schoolNetworkId} name={i.schoolNetworkName} />
        </Fact>
        <Fact label="County" value={i.countyName} />
        <Fact label="City" value={i.streetCity} />
      </Box>
    </Stack>
  );
}
