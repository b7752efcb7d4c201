// GET /api/admin/institution/{id}/comment and POST /api/admin/institution/{id}/comments: spec 2 §7 says
// "GET and POST … /comments and /comment", so each verb answers on both words. The accreditation area
// registers today's pair (GET …/comments, POST …/comment); these are the other two, answered by the
// same service with the same ability (server/accreditation/comments.ts, docs/accreditation.md).
import type { RouteTable } from '../http/route-table.js';
import { pathId } from '../http/params.js';
import { ACCREDITATION_ABILITY } from '../../resources/_accreditation.js';
import { addComment, listComments } from '../accreditation/comments.js';

const source = 'server/institutions/comment-routes.ts';
const INSTITUTION = '/api/admin/institution/:id(\\d+)';

export function registerCommentRoutes(routes: RouteTable): void {
  routes.add({ method: 'GET', path: `${INSTITUTION}/comment`, ability: ACCREDITATION_ABILITY, source, handler: ({ req, em }) => listComments(em, pathId(req, 'id')) });
  routes.add({
    method: 'POST',
    path: `${INSTITUTION}/comments`,
    ability: ACCREDITATION_ABILITY,
    source,
    handler: async ({ req, res, em, user }) => {
      const comment = await addComment(em, user, pathId(req, 'id'), req.body);
      res.status(201);
      return comment;
    },
  });
}
