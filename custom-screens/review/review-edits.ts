// The analyst's changes to the open review. Each shows at once on the screen and is saved in the
// background (autosave.ts): ticks and choices now, typed text after the pause. The saves that change
// which decisions the rules allow (rubric, statements, exclusions) hand their answer's decisions to
// the buttons, unless a later such save is on its way.
import { useCallback } from 'react';
import { useReviewWorkspace } from './review-context.js';
import type { BasicInfo, Description, Exclusion, Rubric, TickedStatement } from '../../core/contract/review.js';

const statementBody = (s: TickedStatement) => ({ reviewStatementId: s.reviewStatementId, section: s.section, notes: s.notes });
const exclusionBody = (e: Exclusion) => ({ name: e.name, isExcluded: e.isExcluded, comment: e.comment, excludedSuboptionIds: e.excludedSuboptionIds });

export function useRubricEdit() {
  const { model, api, autosave, update, beginDecisionChange, applyDecisions } = useReviewWorkspace();
  const reviewId = model.courseReviewId;
  return useCallback(
    (rubric: Rubric) => {
      update((m) => ({ ...m, rubric: { rubricId: rubric.id, value: rubric.value } }));
      return autosave
        .now('rubric', async () => {
          const ticket = beginDecisionChange();
          const answer = await api.setRubric(reviewId, rubric.id);
          applyDecisions(ticket, answer.decisions);
        })
        .catch(() => undefined);
    },
    [api, autosave, update, beginDecisionChange, applyDecisions, reviewId],
  );
}

export function useStatementEdits() {
  const { model, api, autosave, update, current, beginDecisionChange, applyDecisions } = useReviewWorkspace();
  const reviewId = model.courseReviewId;
  const save = useCallback(async () => {
    const ticket = beginDecisionChange();
    const answer = await api.saveReview(reviewId, { statements: current().statements.map(statementBody) });
    applyDecisions(ticket, answer.decisions);
  }, [api, current, beginDecisionChange, applyDecisions, reviewId]);

  const toggle = useCallback(
    (statement: { reviewStatementId: number; section: string }, ticked: boolean) => {
      update((m) => ({
        ...m,
        statements: ticked
          ? [...m.statements.filter((s) => s.reviewStatementId !== statement.reviewStatementId), { reviewStatementId: statement.reviewStatementId, section: statement.section, notes: null }]
          : m.statements.filter((s) => s.reviewStatementId !== statement.reviewStatementId),
      }));
      void autosave.now('statements', save).catch(() => undefined);
    },
    [autosave, save, update],
  );

  const setNotes = useCallback(
    (reviewStatementId: number, notes: string) => {
      update((m) => ({ ...m, statements: m.statements.map((s) => (s.reviewStatementId === reviewStatementId ? { ...s, notes: notes === '' ? null : notes } : s)) }));
      autosave.later('statements', save);
    },
    [autosave, save, update],
  );

  return { toggle, setNotes };
}

export function useExclusionEdits() {
  const { model, api, autosave, update, current, beginDecisionChange, applyDecisions } = useReviewWorkspace();
  const reviewId = model.courseReviewId;
  const save = useCallback(async () => {
    const ticket = beginDecisionChange();
    const answer = await api.saveReview(reviewId, { exclusions: current().exclusions.map(exclusionBody) });
    applyDecisions(ticket, answer.decisions);
  }, [api, current, beginDecisionChange, applyDecisions, reviewId]);

  /** Changes the exclusion of `name` (made when first changed); typed comments wait for the pause. */
  return useCallback(
    (name: string, change: Partial<Omit<Exclusion, 'name'>>, typed = false) => {
      update((m) => {
        const existing = m.exclusions.find((e) => e.name === name) ?? { name, isExcluded: false, comment: null, excludedSuboptionIds: [] };
        const next = { ...existing, ...change };
        const rest = m.exclusions.filter((e) => e.name !== name);
        return { ...m, exclusions: [...rest, next] };
      });
      if (typed) autosave.later('exclusions', save);
      else void autosave.now('exclusions', save).catch(() => undefined);
    },
    [autosave, save, update],
  );
}

/** One basic-info property, sent SAVE_DELAY_MS after the last change (spec 3 §9: basic-info save delay 1.5 s). */
export function useBasicInfoEdit() {
  const { model, api, autosave, update, current } = useReviewWorkspace();
  const submissionId = model.courseSubmissionId;
  return useCallback(
    <K extends keyof BasicInfo>(property: K, value: BasicInfo[K]) => {
      update((m) => ({ ...m, basicInfo: { ...m.basicInfo, [property]: value } }));
      autosave.later(`basicInfo.${property}`, () => api.saveBasicInfo(submissionId, property, { [property]: current().basicInfo[property] }));
    },
    [api, autosave, current, update, submissionId],
  );
}

/** One description property (course description, units …), sent after the pause like basic info. */
export function useDescriptionEdit() {
  const { model, api, autosave, update, current } = useReviewWorkspace();
  const submissionId = model.courseSubmissionId;
  return useCallback(
    <K extends keyof Description>(property: K, value: Description[K]) => {
      update((m) => ({ ...m, description: { ...m.description, [property]: value } }));
      autosave.later(`description.${property}`, () => api.saveDescription(submissionId, property, { [property]: current().description[property] }));
    },
    [api, autosave, current, update, submissionId],
  );
}
