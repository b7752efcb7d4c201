// The course's history (spec 3 §3 "history events": action, analystName, isSecondReview, actionDate), newest first.
import { Box, Chip, Typography } from '@mui/material';
import { dateTimeText } from '../../core/time/office-time.js';
import { SectionCard } from './SectionCard.js';
import type { HistoryEvent } from '../../core/contract/review.js';

export function HistorySection({ history }: { history: readonly HistoryEvent[] }) {
  return (
    <SectionCard id="review-history" title="History">
      {history.length === 0 ? (
        <Typography variant="body2">No history yet.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, maxHeight: 360, overflowY: 'auto' }} tabIndex={0} aria-label="Course history">
          {history.map((e, i) => (
            <Box component="li" key={i} sx={{ borderLeft: 3, borderColor: e.isSecondReview ? 'secondary.main' : 'divider', pl: 1 }}>
              <Typography variant="body2">
                {e.action}
                {e.isSecondReview && <Chip size="small" label="2nd review" variant="outlined" sx={{ ml: 1 }} />}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {[dateTimeText(e.actionDate), e.analystName].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
