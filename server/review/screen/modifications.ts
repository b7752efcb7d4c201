// GET /api/admin/review/{submissionId}/modifications (spec 3 §3 "Submission model"): what the
// institution changed in a revision, { basic: [propertyName], courseMaterial: { added, removed } },
// with the materials those ids name, so the screen can show them without another call.
import type { RouteTable } from '../../http/route-table.js';
import courseMaterials from '../../../resources/course-materials.js';
import { pathId } from './params.js';
import { findSubmission } from './review-access.js';
import { materialSuffixes } from '../../courses/shapes.js';
import { materialJson, modificationsOf } from './submission-content.js';
import { SCREEN_READ, SUBMISSION_ID, source } from './route-names.js';
import type { MaterialRow } from './rows.js';

export function registerModificationsRoute(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: `/api/admin/review/${SUBMISSION_ID}/modifications`,
    ability: SCREEN_READ,
    source: source('modifications.ts'),
    handler: async ({ req, em }) => {
      const submission = await findSubmission(em, pathId(req, 'submissionId', 'submission id'));
      const modifications = modificationsOf(submission);
      const ids = [...modifications.courseMaterial.added, ...modifications.courseMaterial.removed];
      const rows = ids.length ? await em.find<MaterialRow>(courseMaterials.entity, { id: { $in: ids } }) : [];
      const suffixes = await materialSuffixes(em);
      const byId = new Map(rows.map((m) => [m.id, materialJson(m, suffixes)]));
      const named = (list: number[]) => list.map((id) => byId.get(id)).filter((m) => m !== undefined);
      return {
        courseSubmissionId: submission.id,
        ...modifications,
        materials: { added: named(modifications.courseMaterial.added), removed: named(modifications.courseMaterial.removed) },
      };
    },
  });
}
