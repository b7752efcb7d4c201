// What every part of an open review shares: the review as the analyst sees it (edits show at once and
// are saved in the background), whether it may be changed, the calls and the saving.
import { createContext, useContext } from 'react';
import type { Autosave } from './autosave.js';
import type { ReviewApi } from './review-api.js';
import type { DecisionOptions, ReviewModel } from '../../core/contract/review.js';

export interface ReviewWorkspace {
  model: ReviewModel;
  /** the review cannot be changed here: the read-only view, someone else's review, or decided */
  readOnly: boolean;
  api: ReviewApi;
  autosave: Autosave;
  /** changes the screen's copy of the review */
  update: (change: (model: ReviewModel) => ReviewModel) => void;
  /** the screen's copy as it is now (for saves that run later) */
  current: () => ReviewModel;
  /**
   * Takes the decisions a save answered, unless a later save that changes them was sent since
   * (its answer will tell). Call `beginDecisionChange` when sending such a save.
   */
  beginDecisionChange: () => number;
  applyDecisions: (ticket: number, decisions: DecisionOptions) => void;
}

export const ReviewContext = createContext<ReviewWorkspace | null>(null);

export function useReviewWorkspace(): ReviewWorkspace {
  const workspace = useContext(ReviewContext);
  if (!workspace) throw new Error('useReviewWorkspace needs an open review (ReviewContext)');
  return workspace;
}
