// What the review screen offers to tick and reuse (spec 3 §7 "Review"):
//   GET /api/admin/review/statements?subjectAreaId   revision feedback (type 1) for the course's subject
//                                                   area, and the statements for every subject area
//   GET /api/admin/review/statements/type/{typeId}?subjectAreaId   every statement of a type (2:
//                                                   approval feedback); with subjectAreaId (our
//                                                   addition) that area's and every area's only, so a
//                                                   History course is never offered a lab statement
//   GET /api/admin/review/feedbacktemplate/{id}      a feedback template by its id
//   GET /api/admin/review/feedbacktemplate/type/{typeId}  the template of a statement type
//   GET /api/admin/review/feedback/previous/{section}     the caller's own earlier notes in a section,
//                                                   most recent first, to reuse a wording
// Removed (soft-deleted) statements are not offered.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { RouteTable } from '../../http/route-table.js';
import { badRequest, notFound } from '../../http/errors.js';
import { toInt4 } from '../../crud/field-values.js';
import feedbackStatements from '../../../resources/feedback-statements.js';
import feedbackCategories from '../../../resources/feedback-categories.js';
import feedbackTemplates from '../../../resources/feedback-templates.js';
import reviewStatements from '../../../resources/review-statements.js';
import reviews from '../../../resources/course-submission-reviews.js';
import { REVIEW_STATEMENT_TYPES } from '../../../resources/_enums.js';
import { pathId, queryText } from './params.js';
import { SECTION_IDS } from './body-schemas.js';
import { SCREEN_READ, source } from './route-names.js';
import { columnOf, tableOf } from '../../db/table-names.js';
import { REVISION_FEEDBACK_TYPE } from '../../../core/spec-constants.js';
import type { FeedbackTemplateRow, RowOf } from '../../../resources/_rows.js';

const PREVIOUS_FEEDBACK_LIMIT = 50;

async function statementsJson(em: EntityManager, where: Record<string, unknown>) {
  const rows = await em.find<RowOf<typeof feedbackStatements>>(feedbackStatements.entity, { ...where, isDeleted: false }, { orderBy: { sectionId: 'asc', id: 'asc' } });
  const categoryIds = [...new Set(rows.map((r) => r.categoryId).filter((id): id is number => id != null))];
  const categories = categoryIds.length ? await em.find<{ id: number; name: string }>(feedbackCategories.entity, { id: { $in: categoryIds } }) : [];
  const names = new Map(categories.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    reviewStatementId: r.id,
    reviewStatementTypeId: r.reviewStatementTypeId,
    subjectAreaId: r.subjectAreaId ?? null,
    section: r.sectionId,
    categoryId: r.categoryId ?? null,
    categoryName: r.categoryId != null ? (names.get(r.categoryId) ?? null) : null,
    statement: r.statement,
  }));
}

/** The subjectAreaId parameter: null when absent or empty, a 400 when it is not a subject area id. */
function subjectAreaParam(req: Request): number | null {
  const raw = queryText(req, 'subjectAreaId');
  const id = raw === undefined || raw === '' ? null : toInt4(raw);
  if (id === undefined || (id !== null && id < 1)) throw badRequest('The subjectAreaId parameter must be a subject area id.', { subjectAreaId: ['Choose a subject area.'] });
  return id;
}

/** A subject area's statements: its own and those for every area (no subject area). */
const ofSubjectArea = (subjectAreaId: number | null) => ({ $or: [{ subjectAreaId: null }, ...(subjectAreaId === null ? [] : [{ subjectAreaId }])] });

function statementType(req: Request): FeedbackTemplateRow['reviewStatementTypeId'] {
  const id = toInt4(req.params.typeId);
  const type = REVIEW_STATEMENT_TYPES.find((t) => t.id === id);
  if (!type) throw badRequest(`The statement type must be one of: ${REVIEW_STATEMENT_TYPES.map((t) => `${t.id} (${t.name})`).join(', ')}.`);
  return type.id;
}

const templateJson = (t: FeedbackTemplateRow) => ({ id: t.id, reviewStatementTypeId: t.reviewStatementTypeId, template: t.template });

async function previousFeedback(em: EntityManager, analystId: number, section: string) {
  const s = (p: string) => `s.${columnOf(em, reviewStatements, p)}`;
  const r = (p: string) => `r.${columnOf(em, reviews, p)}`;
  const sql =
    `select ${s('reviewStatementId')} as statement_id, ${s('notes')} as notes, max(s.id) as last_id` +
    ` from ${tableOf(em, reviewStatements)} s join ${tableOf(em, reviews)} r on r.id = ${s('courseSubmissionReviewId')}` +
    ` where ${r('analystId')} = ? and ${s('section')} = ? and ${s('notes')} is not null and btrim(${s('notes')}) <> ''` +
    ` group by 1, 2 order by last_id desc limit ${PREVIOUS_FEEDBACK_LIMIT}`;
  const rows = (await em.getConnection().execute(sql, [analystId, section])) as { statement_id: number | string; notes: string }[];
  return rows.map((row) => ({ reviewStatementId: Number(row.statement_id), section, notes: row.notes }));
}

export function registerFeedbackLookupRoutes(routes: RouteTable): void {
  const get = (path: string, handler: Parameters<RouteTable['add']>[0]['handler']) =>
    routes.add({ method: 'GET', path: `/api/admin/review${path}`, ability: SCREEN_READ, source: source('feedback-lookups.ts'), handler });

  get('/statements', async ({ req, em }) => statementsJson(em, { reviewStatementTypeId: REVISION_FEEDBACK_TYPE, ...ofSubjectArea(subjectAreaParam(req)) }));

  get('/statements/type/:typeId', async ({ req, em }) => {
    const typeId = statementType(req);
    const subjectAreaId = subjectAreaParam(req);
    // without the parameter the spec's call as it is: every statement of the type
    return statementsJson(em, { reviewStatementTypeId: typeId, ...(subjectAreaId === null ? {} : ofSubjectArea(subjectAreaId)) });
  });

  get('/feedbacktemplate/:id(\\d+)', async ({ req, em }) => {
    const id = pathId(req, 'id', 'template id');
    const row = await em.findOne<FeedbackTemplateRow>(feedbackTemplates.entity, { id });
    if (!row) throw notFound(`Feedback template ${id} was not found.`);
    return templateJson(row);
  });

  get('/feedbacktemplate/type/:typeId', async ({ req, em }) => {
    const typeId = statementType(req);
    const row = await em.findOne<FeedbackTemplateRow>(feedbackTemplates.entity, { reviewStatementTypeId: typeId });
    if (!row) throw notFound('There is no feedback template for this statement type.');
    return templateJson(row);
  });

  get('/feedback/previous/:section', async ({ req, em, user }) => {
    const section = String(req.params.section).trim();
    if (!SECTION_IDS.includes(section)) throw badRequest(`The section must be one of: ${SECTION_IDS.join(', ')}.`);
    return previousFeedback(em, user.id, section);
  });
}
