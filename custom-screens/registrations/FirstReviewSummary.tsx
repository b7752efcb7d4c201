// What the first reviewer recommended and wrote, as the second reviewer reads it.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { dateTimeText } from '../../core/time/office-time.js';
import { ToneChip } from '../../admin-ui/kit/ToneChip.js';
import { RECOMMENDED_ACTION } from '../../resources/_registrations.js';
import type { RegistrationReview } from '../../core/contract/registrations.js';
import { recommendationName } from './words.js';

export function FirstReviewSummary({ review }: { review: RegistrationReview | null }) {
  return (
    <Card component="section" aria-labelledby="first-review-title">
      <CardContent>
        <Typography id="first-review-title" variant="h6" component="h2" gutterBottom>
          First review
        </Typography>
        {!review ? (
          <Typography color="text.secondary">No first review was recorded.</Typography>
        ) : (
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
            <Box>
              <Typography component="dt" variant="caption" color="text.secondary">
                Recommended action
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <ToneChip tone={review.recommendedActionId === RECOMMENDED_ACTION.approve ? 'success' : review.recommendedActionId === RECOMMENDED_ACTION.notApprove ? 'error' : 'neutral'} label={recommendationName(review.recommendedActionId)} />
              </Box>
            </Box>
            <Pair label="Reviewer" value={[review.reviewerName, review.decidedOn ? dateTimeText(review.decidedOn) : null].filter(Boolean).join(' · ') || '—'} />
            <Pair label="Decision comment" value={review.decisionComment || '—'} />
            <Pair label="Internal comment" value={review.internalComment || '—'} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
