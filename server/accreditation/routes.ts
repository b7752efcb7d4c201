// The accreditation calls (spec 1 §7 "Accreditation", spec 2 §7): each route reads its parameters
// here and hands them to the service of its job. Every one needs AdminReviewAccreditation (spec 2 §6).
import type { RouteTable, RouteSpec } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { ACCREDITATION_ABILITY } from '../../resources/_accreditation.js';
import { likePattern, pathId, queryBool, queryId, queryInt, querySorting, queryText, MAX_PAGE_SIZE } from '../http/params.js';
import { accreditationJson } from './accreditation.js';
import { addComment, listComments } from './comments.js';
import { decideFile } from './decide-file.js';
import { listFiles, sendFile } from './files.js';
import { SOURCE } from './model.js';
import { PENDING_PAGE_SIZE, pendingList } from './pending.js';
import { PENDING_SORTS, type PendingSort } from '../../core/contract/accreditation.js';
import { UPLOAD_PATH, uploadFile } from './upload.js';

const INSTITUTION = '/api/admin/institution/:id(\\d+)';

export function registerAccreditationRoutes(routes: RouteTable, rules: RuleRuntime): void {
  const add = (method: RouteSpec['method'], path: string, file: string, handler: RouteSpec['handler']) =>
    routes.add({ method, path, ability: ACCREDITATION_ABILITY, source: `${SOURCE}/${file}`, handler });

  add('GET', '/api/admin/institution/accreditation/pending', 'pending.ts', ({ req, em }) =>
    pendingList(
      em,
      {
        pattern: likePattern('filter', queryText(req, 'filter')),
        accreditationStatusId: queryId(req, 'accreditationStatusId'),
        accreditingOrganizationId: queryId(req, 'accreditingOrganizationId'),
        countyId: queryId(req, 'countyId'),
      },
      { page: queryInt(req, 'pageNumber', { min: 1, max: 1_000_000, fallback: 1 }), pageSize: queryInt(req, 'pageSize', { min: 1, max: MAX_PAGE_SIZE, fallback: PENDING_PAGE_SIZE }) },
      querySorting(req, PENDING_SORTS, { field: 'uploadedOn', descending: false }),
    ),
  );

  add('GET', `${INSTITUTION}/accreditation`, 'accreditation.ts', ({ req, em }) => accreditationJson(em, pathId(req, 'id')));

  add('GET', `${INSTITUTION}/accreditationfiles`, 'files.ts', ({ req, em }) => listFiles(em, pathId(req, 'id')));

  add('GET', `${INSTITUTION}/accreditationfile/:fileId(\\d+)`, 'files.ts', async ({ req, res, em }) => {
    await sendFile(em, res, pathId(req, 'id'), pathId(req, 'fileId'), queryBool(req, 'download', false));
  });

  add('POST', UPLOAD_PATH, 'upload.ts', async ({ req, res, em, user }) => {
    const file = await uploadFile(em, user, pathId(req, 'id'), req.body);
    res.status(201);
    return file;
  });

  add('POST', `${INSTITUTION}/AccreditationFile/:fileId(\\d+)`, 'decide-file.ts', ({ req, em, user }) => decideFile(em, rules, user, pathId(req, 'id'), pathId(req, 'fileId'), req.body));

  add('GET', `${INSTITUTION}/comments`, 'comments.ts', ({ req, em }) => listComments(em, pathId(req, 'id')));

  add('POST', `${INSTITUTION}/comment`, 'comments.ts', async ({ req, res, em, user }) => {
    const comment = await addComment(em, user, pathId(req, 'id'), req.body);
    res.status(201);
    return comment;
  });
}
