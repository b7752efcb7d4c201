// Approve / Not approve / 2nd review (spec 3 §4–§5). Each is enabled or disabled by the rules' answer
// in the review model; a disabled one shows the rules' refusal as its hover message. A disabled
// button takes no pointer events, so the tooltip sits on a wrapper span; the same text is the
// button's description for screen readers.
import { Box, Button } from '@mui/material';
import { ActionTooltip } from '../../admin-ui/builder/inline-list/ActionTooltip.js';
import { VISUALLY_HIDDEN } from '../../admin-ui/kit/visually-hidden.js';
import type { Decision, DecisionOptions } from '../../core/contract/review.js';

export const DECISION_BUTTONS: readonly { decision: Decision; label: string; key: string; color: 'success' | 'error' | 'secondary' }[] = [
  { decision: 'approved', label: 'Approve', key: 'a', color: 'success' },
  { decision: 'notapproved', label: 'Not approve', key: 'n', color: 'error' },
  // secondary, not warning: white on MUI's orange reads at 3:1, under the 4.5:1 a button's text needs
  { decision: 'secondreview', label: '2nd review', key: 's', color: 'secondary' },
];

export const refusalText = (messages: readonly string[]) => messages.join(' ');

export interface DecisionButtonsProps {
  decisions: DecisionOptions;
  onDecide: (decision: Decision) => void;
  /** a decision is being sent: every button waits */
  busy: boolean;
  /** a 2nd review is decided Approved or Not approved only */
  withSecondReview: boolean;
}

export function DecisionButtons({ decisions, onDecide, busy, withSecondReview }: DecisionButtonsProps) {
  const buttons = DECISION_BUTTONS.filter((b) => withSecondReview || b.decision !== 'secondreview');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {buttons.map(({ decision, label, key, color }) => {
        const option = decisions[decision];
        const refused = !option.allowed;
        const reasonId = `decision-reason-${decision}`;
        const hover = refused ? refusalText(option.messages) : `${label} (key ${key})`;
        return (
          <ActionTooltip key={decision} title={hover} describeChild>
            <span style={{ display: 'inline-flex' }}>
              <Button
                variant="contained"
                color={color}
                disabled={refused || busy}
                onClick={() => onDecide(decision)}
                aria-describedby={refused ? reasonId : undefined}
                aria-keyshortcuts={key}
              >
                {label}
              </Button>
              {refused && (
                <span id={reasonId} style={VISUALLY_HIDDEN}>
                  {refusalText(option.messages)}
                </span>
              )}
            </span>
          </ActionTooltip>
        );
      })}
    </Box>
  );
}
