// The search's courses by status group as one bar of four parts with a legend of the counts, so the
// groups compare at a glance. The counts are the status facet's: with a status selected they still
// cover every status (the facet's own selection does not narrow its counts), as the caption says.
import { Box, Typography } from '@mui/material';
import { countText } from './FacetPanel.js';
import type { FacetGroupAnswer, StatusGroup } from '../../core/contract/course-search.js';

const COLOURS: Record<StatusGroup, string> = { approved: 'success.main', notApproved: 'error.main', submitted: 'warning.main', notSubmitted: 'grey.500' };

export function StatusBar({ group }: { group: FacetGroupAnswer | undefined }) {
  const values = (group?.values ?? []).filter((v) => v.count > 0);
  const total = values.reduce((n, v) => n + v.count, 0);
  if (!group || total === 0) return null;
  const filtered = group.values.some((v) => v.selected);
  const summary = values.map((v) => `${v.label} ${countText(v.count)}`).join(', ');
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 220, flex: '1 1 260px', maxWidth: 480 }}>
      <Box role="img" aria-label={`Courses by status: ${summary}`} sx={{ display: 'flex', height: 12, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}>
        {values.map((v) => (
          <Box key={String(v.value)} sx={{ width: `${(100 * v.count) / total}%`, bgcolor: COLOURS[v.value as StatusGroup] ?? 'grey.500' }} />
        ))}
      </Box>
      <Box component="figcaption" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, mt: 0.5 }} aria-hidden>
        {values.map((v) => (
          <Typography key={String(v.value)} variant="caption" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: COLOURS[v.value as StatusGroup] ?? 'grey.500' }} />
            {v.label} {countText(v.count)}
          </Typography>
        ))}
        {filtered && (
          <Typography variant="caption" color="text.secondary">
            (every status, before the status filter)
          </Typography>
        )}
      </Box>
    </Box>
  );
}
