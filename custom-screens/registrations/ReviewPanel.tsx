// The first reviewer's panel (spec 2 §4, §5): the recommended action (Approve or Not approve; only Not
// approve, with the rule's reason, when approval is blocked), the decision comment the applicant is
// told, the internal comment staff read, and Save and exit, Send to 2nd review, Request update.
import { Alert, Box, Button, Card, CardContent, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { RECOMMENDED_ACTION, RECOMMENDED_ACTIONS } from '../../resources/_registrations.js';
import type { ApprovalBlocked, FirstAction, FirstReview, ReviewBody } from '../../core/contract/registrations.js';
import { failureText, fieldErrors } from './save-errors.js';
import { useUnsavedChanges } from '../../admin-ui/unsaved-changes/useUnsavedChanges.js';

export function ApprovalBlockedNote({ blocked }: { blocked: ApprovalBlocked | undefined }) {
  if (!blocked?.blocked) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="approval-blocked">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Approval is blocked
      </Typography>
      {(blocked.messages.length ? blocked.messages : ['The registration rules do not allow approving this registration.']).map((m) => (
        <Typography key={m} variant="body2">
          {m}
        </Typography>
      ))}
    </Alert>
  );
}

export function ReviewPanel({ review, blocked, editable, onAction }: { review: FirstReview; blocked: ApprovalBlocked | undefined; editable: boolean; onAction: (action: FirstAction, body: ReviewBody) => Promise<unknown> }) {
  const isBlocked = Boolean(blocked?.blocked);
  const allowed: number[] = review.allowedRecommendations?.map((a) => a.id) ?? (isBlocked ? [RECOMMENDED_ACTION.notApprove] : RECOMMENDED_ACTIONS.map((a) => a.id));
  const options = RECOMMENDED_ACTIONS.filter((a) => allowed.includes(a.id));
  const [recommended, setRecommended] = useState<number | null>(review.recommendedActionId != null && allowed.includes(review.recommendedActionId) ? review.recommendedActionId : null);
  const [decisionComment, setDecisionComment] = useState(review.decisionComment ?? '');
  const [internalComment, setInternalComment] = useState(review.internalComment ?? '');
  const [busy, setBusy] = useState<FirstAction | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errors = fieldErrors(error);
  const changed = decisionComment !== (review.decisionComment ?? '') || internalComment !== (review.internalComment ?? '') || recommended !== (review.recommendedActionId ?? null);
  // leaving asks while the comments are unsaved; not while an action sends them (it moves on when done)
  useUnsavedChanges(editable && changed && busy === null);

  const act = async (action: FirstAction) => {
    setBusy(action);
    setError(null);
    try {
      await onAction(action, { recommendedActionId: recommended, decisionComment, internalComment });
    } catch (e) {
      setError(e);
      setBusy(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="review-panel-title">
      <CardContent>
        <Typography id="review-panel-title" variant="h6" component="h2" gutterBottom>
          Review
        </Typography>
        {review.reviewerName && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Reviewer: {review.reviewerName}
          </Typography>
        )}
        <ApprovalBlockedNote blocked={blocked} />
        {error != null && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failureText(error)}
          </Alert>
        )}
        <FormControl error={Boolean(errors.recommendedActionId)} disabled={!editable} sx={{ mb: 2 }}>
          <FormLabel id="recommended-action-label">Recommended action</FormLabel>
          <RadioGroup row aria-labelledby="recommended-action-label" value={recommended === null ? '' : String(recommended)} onChange={(e) => setRecommended(Number(e.target.value))}>
            {options.map((o) => (
              <FormControlLabel key={o.id} value={String(o.id)} control={<Radio />} label={o.name} />
            ))}
          </RadioGroup>
          <FormHelperText>{errors.recommendedActionId ?? (isBlocked ? 'Only Not approve is possible while approval is blocked.' : 'Needed to send the registration to 2nd review.')}</FormHelperText>
        </FormControl>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField id="review-decision-comment" label="Decision comment" helperText={errors.decisionComment ?? 'Sent to the applicant with the decision or the update request.'} error={Boolean(errors.decisionComment)} multiline minRows={3} value={decisionComment} onChange={(e) => setDecisionComment(e.target.value)} disabled={!editable} fullWidth />
          <TextField id="review-internal-comment" label="Internal comment" helperText={errors.internalComment ?? 'Seen by staff only.'} error={Boolean(errors.internalComment)} multiline minRows={2} value={internalComment} onChange={(e) => setInternalComment(e.target.value)} disabled={!editable} fullWidth />
        </Box>
        {editable && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => void act('requestupdate')} disabled={busy !== null}>
              {busy === 'requestupdate' ? 'Requesting…' : 'Request update'}
            </Button>
            <Button variant="outlined" onClick={() => void act('save')} disabled={busy !== null}>
              {busy === 'save' ? 'Saving…' : 'Save and exit'}
            </Button>
            <Button variant="contained" onClick={() => void act('secondreview')} disabled={busy !== null}>
              {busy === 'secondreview' ? 'Sending…' : 'Send to 2nd review'}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
