// The course history of a submission (spec 3 §3 "history events: action, analystName, isSecondReview,
// actionDate"): every course event of the submission's course, newest first, so the review screen
// and the completed details show what happened to the course before this submission too.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../http/errors.js';
import { E, queryCache, runSql, type SubmissionRow } from './model.js';
import type { HistoryEvent } from '../../../core/contract/completed.js';

const historySql = queryCache<'x'>(
  ({ t, c }) => `select e.${c('courseEvent', 'id')} as id, e.${c('courseEvent', 'courseSubmissionId')} as submission_id, e.${c('courseEvent', 'academicYearId')} as year_id,
      e.${c('courseEvent', 'action')} as action, e.${c('courseEvent', 'isSecondReview')} as is_second_review, e.${c('courseEvent', 'actionDate')} as action_date,
      u.${c('user', 'firstName')} as first_name, u.${c('user', 'lastName')} as last_name
    from ${t('courseEvent')} e left join ${t('user')} u on u.${c('user', 'id')} = e.${c('courseEvent', 'userId')}
    where e.${c('courseEvent', 'courseId')} = ?
    order by e.${c('courseEvent', 'actionDate')} desc, e.${c('courseEvent', 'id')} desc`,
);

export async function submissionHistory(em: EntityManager, submissionId: number): Promise<HistoryEvent[]> {
  const submission = await em.findOne<SubmissionRow>(E.submission, { id: submissionId });
  if (!submission) throw notFound(`Submission ${submissionId} was not found.`);
  const rows = await runSql<Record<string, unknown>>(em, historySql(em, 'x'), [submission.courseId]);
  return rows.map((r) => ({
    courseEventId: Number(r.id),
    courseSubmissionId: r.submission_id == null ? null : Number(r.submission_id),
    academicYearId: r.year_id == null ? null : Number(r.year_id),
    action: String(r.action),
    analystName: r.first_name == null && r.last_name == null ? null : [r.first_name, r.last_name].filter(Boolean).join(' '),
    isSecondReview: r.is_second_review === true,
    actionDate: r.action_date as Date,
  }));
}
