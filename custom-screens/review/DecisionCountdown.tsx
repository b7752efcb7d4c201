// The decision a key asked for, waiting to be sent (decision-countdown.ts): its name, the seconds
// left, a bar running down, and buttons to send it now or cancel it. The bar's name says what it
// counts down to; the polite announcement is made once when the countdown begins, not every second.
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { DECISION_BUTTONS } from './DecisionButtons.js';
import { countdownTiming, secondsLeft, type PendingDecision } from './decision-countdown.js';
import { COUNTDOWN_CONTROLS } from './use-review-keys.js';

const TICK_MS = 100;

export const decisionLabel = (decision: PendingDecision['decision']) => DECISION_BUTTONS.find((b) => b.decision === decision)?.label ?? decision;
const decisionKey = (decision: PendingDecision['decision']) => DECISION_BUTTONS.find((b) => b.decision === decision)?.key ?? '';

export function countdownAnnouncement(pending: PendingDecision): string {
  return `${decisionLabel(pending.decision)} in ${countdownTiming.ms / 1000} seconds. Press Enter to do it now, Escape to cancel.`;
}

export interface DecisionCountdownProps {
  pending: PendingDecision;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DecisionCountdown({ pending, onConfirm, onCancel }: DecisionCountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [pending]);
  const label = decisionLabel(pending.decision);
  const left = Math.max(0, pending.startedAt + countdownTiming.ms - now);
  const seconds = secondsLeft(pending.startedAt, now);
  return (
    <Box sx={{ mt: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography component="p" sx={{ fontWeight: 500 }}>
        {label} in {seconds} s
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(100 * left) / countdownTiming.ms}
        aria-label={`Time left to cancel ${label}`}
        aria-valuetext={`${seconds} ${seconds === 1 ? 'second' : 'seconds'} left`}
        sx={{ my: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color="text.secondary">
        Enter: {label.toLowerCase()} now · Esc or {decisionKey(pending.decision)}: cancel
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }} {...{ [COUNTDOWN_CONTROLS]: true }}>
        <Button size="small" variant="contained" onClick={onConfirm}>
          {label} now
        </Button>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
