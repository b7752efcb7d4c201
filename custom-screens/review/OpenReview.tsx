// One open review (spec 3 §2 "/review/{batchId}?reviewId", and the read-only view): what the
// submission says on the left, the decision, batch progress, notes, tags, history and statistics on
// the right (one column on a narrow screen, the decision first), the keys, and the modals.
import { Alert, Box, LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { useAbilities } from '../../admin-ui/shell/app-config.js';
import { BasicInfoSection } from './BasicInfoSection.js';
import { BatchProgressCard } from './BatchProgressCard.js';
import { DecisionCard } from './DecisionCard.js';
import { DescriptionSection } from './DescriptionSection.js';
import { ExclusionsSection } from './ExclusionsSection.js';
import { FEEDBACK_SECTION_ID, FeedbackSection } from './FeedbackSection.js';
import { HistorySection } from './HistorySection.js';
import { KeyboardHelpDialog } from './KeyboardHelpDialog.js';
import { MaterialsSection } from './MaterialsSection.js';
import { NOTE_INPUT_ID, NotesSection } from './NotesSection.js';
import { ReassignedDialog } from './ReassignedDialog.js';
import { RemoveFromBatch } from './RemoveFromBatch.js';
import { ReviewHeader } from './ReviewHeader.js';
import { StatsPanel } from './StatsPanel.js';
import { TagsSection } from './TagsSection.js';
import { ReviewContext } from './review-context.js';
import { useRubricEdit } from './review-edits.js';
import { errorMessage } from './review-errors.js';
import { useDecide } from './use-decide.js';
import { useOpenReview } from './use-open-review.js';
import { useCountdownKeys, useReviewKeys } from './use-review-keys.js';
import { undoableDecision, useUndoDecision } from './undo-decision.js';
import { UNDO_WINDOW_MS } from '../../core/contract/undo-decision.js';
import { useRubrics } from './use-review-lookups.js';
import { positionIn } from './use-batch.js';
import type { KeyAction } from './keyboard.js';
import type { ReviewWorkspace } from './review-context.js';

export interface OpenReviewProps {
  batchId: number;
  reviewId: number;
  view: boolean;
  /** opens another review of the batch, at once */
  onGo: (reviewId: number) => void;
  /** extra buttons in the header (the view's recall) */
  headerActions?: (workspace: ReviewWorkspace) => ReactNode;
}

/** Moves the keyboard focus to an element of the screen and brings it into view. */
function focusOn(element: Element | null | undefined): void {
  if (!(element instanceof HTMLElement)) return;
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}

function Workspace({ workspace, view, onGo, headerActions, onReassigned, dialogsOpen }: Omit<OpenReviewProps, 'batchId' | 'reviewId'> & { workspace: ReviewWorkspace; onReassigned: (message: string) => void; dialogsOpen: boolean }) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const [helpOpen, setHelpOpen] = useState(false);
  const [managingTags, setManagingTags] = useState(false);
  const { decide, ask, pending, confirm, cancel, deciding, notice, setNotice, status } = useDecide(workspace, onReassigned, onGo);
  const undo = useUndoDecision();
  const setRubric = useRubricEdit();
  const { rubrics } = useRubrics();
  // the statistics are a reviewer's own (AdminReview); a course manager reading a review has none
  const reviews = hasAbility(useAbilities() ?? [], 'AdminReview');
  const { model } = workspace;
  const position = positionIn(model.batch.reviewIds, model.courseReviewId);

  const go = async (id: number | null | undefined) => {
    if (id == null) return;
    await workspace.autosave.flush();
    onGo(id);
  };

  const onKey = (action: KeyAction) => {
    // any other key of the screen drops a decision counting down: the analyst turned to something else
    if (action.kind !== 'decide') cancel();
    switch (action.kind) {
      case 'decide':
        ask(action.decision);
        break;
      case 'undo': {
        const recorded = undoableDecision.get();
        if (recorded) void undo(recorded);
        else setNotice(`There is no decision to undo: Undo is offered for ${UNDO_WINDOW_MS / 1000} seconds after a decision is recorded.`);
        break;
      }
      case 'go':
        void go(action.direction === 'next' ? position?.nextId : position?.previousId);
        break;
      case 'rubric': {
        const rubric = rubrics.find((r) => r.value === action.value);
        if (workspace.readOnly) setNotice('This review is read-only: its rubric cannot be changed here.');
        else if (!rubric) setNotice(`There is no rubric of value ${action.value}.`);
        else {
          setNotice(null);
          void setRubric(rubric);
        }
        break;
      }
      case 'focus':
        focusOn(action.target === 'notes' ? document.getElementById(NOTE_INPUT_ID) : document.querySelector(`#${FEEDBACK_SECTION_ID} input[type="checkbox"]:not(:disabled)`));
        break;
      case 'tags':
        setManagingTags(true);
        break;
      case 'help':
        setHelpOpen(true);
        break;
    }
  };
  const keysOn = !helpOpen && !managingTags && !dialogsOpen;
  useReviewKeys(keysOn, onKey);
  useCountdownKeys(keysOn && pending !== null, confirm, () => cancel());
  // a dialog opening over the screen (the course was reassigned, …) drops the countdown, unsent
  useEffect(() => {
    if (!keysOn) cancel(false);
  }, [keysOn, cancel]);

  const decision = (
    <>
      <DecisionCard
        onDecide={(d) => void decide(d)}
        deciding={deciding}
        notice={notice}
        onHelp={() => {
          cancel();
          setHelpOpen(true);
        }}
        pending={pending}
        onConfirm={confirm}
        onCancel={() => cancel()}
        status={status}
      />
      <BatchProgressCard batch={model.batch} position={position ? `course ${position.index + 1} of ${position.count}` : null}>
        {!workspace.readOnly && <RemoveFromBatch workspace={workspace} onReassigned={onReassigned} />}
      </BatchProgressCard>
    </>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2, minWidth: 0 }}>
      <ReviewHeader
        model={model}
        view={view}
        position={position}
        onPrevious={position?.previousId != null ? () => void go(position.previousId) : null}
        onNext={position?.nextId != null ? () => void go(position.nextId) : null}
        actions={headerActions?.(workspace)}
      />
      <Box sx={{ display: 'flex', flexDirection: wide ? 'row' : 'column', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%', display: 'grid', gap: 2 }}>
          {!wide && decision}
          <BasicInfoSection />
          <DescriptionSection />
          <MaterialsSection />
          <FeedbackSection />
          <ExclusionsSection />
        </Box>
        <Box sx={{ width: wide ? 360 : '100%', flexShrink: 0, display: 'grid', gap: 2, minWidth: 0 }}>
          {wide && decision}
          <NotesSection />
          <TagsSection managing={managingTags} onManage={setManagingTags} />
          <HistorySection history={model.history} />
          {reviews && <StatsPanel />}
        </Box>
      </Box>
      <KeyboardHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Box>
  );
}

export function OpenReview({ batchId, reviewId, view, onGo, headerActions }: OpenReviewProps) {
  const navigate = useNavigate();
  const { workspace, error, reassigned, setReassigned } = useOpenReview(batchId, reviewId, view);
  return (
    <>
      {!workspace && !error && <LinearProgress aria-label="Loading the review" sx={{ mt: 2 }} />}
      {error != null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(error, 'The review could not be loaded.')}
        </Alert>
      )}
      {workspace && (
        <ReviewContext.Provider value={workspace}>
          <Workspace workspace={workspace} view={view} onGo={onGo} headerActions={headerActions} onReassigned={setReassigned} dialogsOpen={reassigned !== null} />
        </ReviewContext.Provider>
      )}
      <ReassignedDialog
        message={reassigned}
        onClose={() => {
          setReassigned(null);
          navigate('/dashboard');
        }}
      />
    </>
  );
}
