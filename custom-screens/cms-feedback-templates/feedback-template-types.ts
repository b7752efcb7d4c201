import { REVIEW_STATEMENT_TYPES } from '../../resources/_enums.js';

export const FEEDBACK_TEMPLATES_RESOURCE = 'feedback-templates';
/** Spec 1 §8, word for word. */
export const TEMPLATE_SAVE_ERROR = 'Error saving review template, please verify your values and try again.';

export type StatementType = (typeof REVIEW_STATEMENT_TYPES)[number];

/** The statement type named in the route; its template row has the same id. */
export function statementType(raw: string | undefined): StatementType | undefined {
  return REVIEW_STATEMENT_TYPES.find((t) => String(t.id) === raw);
}
