// A review decided as the review screen's Approve decides it, for the browser tests that read what a
// decision leaves behind (the completed details' explanation, "My recent changes", the audit trail):
// the rules evaluate it and the evaluation is stored with it (seeded decisions carry none).
import courseSubmissionReviews from '../../../resources/course-submission-reviews.js';
import courseSubmissions from '../../../resources/course-submissions.js';
import reviewExclusions from '../../../resources/review-exclusions.js';
import reviewStatements from '../../../resources/review-statements.js';
import roles from '../../../resources/roles.js';
import rubrics from '../../../resources/rubrics.js';
import users from '../../../resources/users.js';
import { runAs, SYSTEM_ACTOR } from '../../../server/audit/context.js';
import type { SessionUser } from '../../../server/auth/session-user.js';
import { decideReview } from '../../../server/review/screen/decide-review.js';
import type { E2E } from './browser.js';

interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number;
}
interface OpenReview {
  id: number;
  analystId: number;
  courseSubmissionId: number;
}

export async function sessionUserOf(e2e: E2E, username: string): Promise<SessionUser> {
  const em = e2e.orm.em.fork();
  const user = (await em.findOneOrFail(users.entity, { username } as never)) as unknown as UserRow;
  const role = (await em.findOneOrFail(roles.entity, { id: user.roleId } as never)) as unknown as { name: string; abilities: string[] };
  return { id: user.id, username, firstName: user.firstName, lastName: user.lastName, email: user.email, roleId: user.roleId, roleName: role.name, abilities: role.abilities };
}

/**
 * Approves one open main review as `username`, with a rubric above the minimum and nothing ticked. A
 * user with no open review of their own is first given one of another analyst's (a reassignment by the
 * system). Returns the review's id.
 */
export async function approveOneReviewAs(e2e: E2E, username: string): Promise<number> {
  const user = await sessionUserOf(e2e, username);
  const em = e2e.orm.em.fork();
  const open = (await em.find(courseSubmissionReviews.entity, { decision: null, reversedOn: null, isSecondReview: false } as never, { orderBy: { id: 'asc' } as never, limit: 200 })) as unknown as OpenReview[];
  const inReview = new Set(
    ((await em.find(courseSubmissions.entity, { id: { $in: open.map((r) => r.courseSubmissionId) }, status: 'inReview' } as never)) as unknown as { id: number }[]).map((s) => s.id),
  );
  const candidates = open.filter((r) => inReview.has(r.courseSubmissionId));
  const review = candidates.find((r) => r.analystId === user.id) ?? candidates[0];
  if (!review) throw new Error('The demo data has no open review to decide.');
  const rubric = (await em.findOneOrFail(rubrics.entity, { value: 4 } as never)) as unknown as { id: number; value: number };
  if (review.analystId !== user.id)
    await runAs(SYSTEM_ACTOR, async () => {
      Object.assign(review, { analystId: user.id });
      Object.assign(await em.findOneOrFail(courseSubmissions.entity, { id: review.courseSubmissionId } as never), { assignedAnalystId: user.id });
      await em.flush();
    });
  await runAs({ userId: user.id, userName: username, via: 'api' }, async () => {
    for (const entity of [reviewStatements.entity, reviewExclusions.entity]) for (const row of await em.find(entity, { courseSubmissionReviewId: review.id } as never)) em.remove(row);
    Object.assign(review, { rubricId: rubric.id, rubricValue: rubric.value });
    await em.flush();
    await decideReview(e2e.orm.em.fork(), e2e.rules, user, review.id, 'approved');
  });
  return review.id;
}
