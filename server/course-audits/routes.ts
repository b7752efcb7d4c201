// The self-reported calls (spec 1 §7 "Self-reported"), in the spec's spelling (the route table matches
// paths without regard to case): each route reads its parameters here and hands them to the service
// of its job. Every one needs AdminReview (spec 1 §6); refusals of the three audit actions carry the
// spec's failure messages (failures.ts).
import type { Request } from 'express';
import type { RouteTable, RouteSpec } from '../http/route-table.js';
import { likePattern, pathId, queryBool, queryId, queryInt, querySorting, queryText, MAX_PAGE_SIZE } from '../http/params.js';
import { AUDIT_MESSAGES, COURSE_AUDIT_ABILITY, PUBLISHER_PAGE_SIZE, SUMMARY_PAGE_SIZE } from '../../resources/_course-audits.js';
import { respondToCancellation } from './cancel-response.js';
import { withFailureMessage } from './failures.js';
import { SOURCE } from './model.js';
import { publisherCourses } from './publisher-courses.js';
import { searchPublishers } from './publisher-search.js';
import { removeFromAudit } from './remove.js';
import { selectForAudit } from './select.js';
import { summaryList } from './summary.js';
import { SUMMARY_SORTS } from '../../core/contract/self-reported.js';

const pageOf = (req: Request, fallback: number) => ({
  page: queryInt(req, 'page', { min: 1, max: 1_000_000, fallback: 1 }),
  size: queryInt(req, 'size', { min: 1, max: MAX_PAGE_SIZE, fallback }),
});

export function registerCourseAuditRoutes(routes: RouteTable): void {
  const add = (method: RouteSpec['method'], path: string, file: string, handler: RouteSpec['handler']) =>
    routes.add({ method, path, ability: COURSE_AUDIT_ABILITY, source: `${SOURCE}/${file}`, handler });

  add('GET', '/api/Admin/SelfReported/Summary', 'summary.ts', ({ req, em }) =>
    summaryList(
      em,
      { institutionId: queryId(req, 'institutionId'), academicYearId: queryId(req, 'academicYearId'), includeClosedPublishers: queryBool(req, 'includeClosedPublishers', false) },
      pageOf(req, SUMMARY_PAGE_SIZE),
      querySorting(req, SUMMARY_SORTS, { field: 'name', descending: false }),
    ),
  );

  add('GET', '/api/Admin/SelfReported/Publisher/:institutionId(\\d+)/:yearId(\\d+)', 'publisher-courses.ts', ({ req, em }) =>
    publisherCourses(em, pathId(req, 'institutionId'), pathId(req, 'yearId'), { ...pageOf(req, PUBLISHER_PAGE_SIZE), pattern: likePattern('q', queryText(req, 'q')) }),
  );

  add('POST', '/api/Admin/SelfReported/Audit/:courseId(\\d+)', 'select.ts', async ({ req, res, em, user }) => {
    const audit = await withFailureMessage(AUDIT_MESSAGES.selectFailed, () => selectForAudit(em, user, pathId(req, 'courseId'), req.body));
    res.status(201);
    return audit;
  });

  add('POST', '/api/Admin/SelfReported/Audit/Remove', 'remove.ts', ({ req, em, user }) => withFailureMessage(AUDIT_MESSAGES.removeFailed, () => removeFromAudit(em, user, req.body)));

  add('POST', '/api/Admin/SelfReported/Audit/AuditCancelResponse', 'cancel-response.ts', ({ req, em, user }) =>
    withFailureMessage(AUDIT_MESSAGES.respondFailed, () => respondToCancellation(em, user, req.body)),
  );

  add('GET', '/api/admin/institution/publisher/search', 'publisher-search.ts', ({ req, em }) =>
    searchPublishers(em, likePattern('query', queryText(req, 'query')), queryBool(req, 'includeClosed', false)),
  );
}
