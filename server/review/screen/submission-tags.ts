// Tags of the submission's course (spec 3 §7 "Tags"): GET /api/admin/review/{submissionId}/tag,
// POST /api/admin/review/{submissionId}/tag/{tagId}, DELETE /api/admin/review/{submissionId}/tag/{courseTagId}.
// Tags belong to the course (course-tags), so every submission of a course shows the same ones.
// GET answers the tag list of the manage-tags dialog: every tag in use, and deleted ones the course
// still carries, each with `selected` and, when selected, its courseTagId. A deprecated tag stays
// on the courses that have it but is not added anew. Like notes, tags need no lease.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../../http/route-table.js';
import { badRequest, notFound } from '../../http/errors.js';
import courseTags from '../../../resources/course-tags.js';
import tags from '../../../resources/tags.js';
import type { CourseTagRow, TagRow } from '../../../resources/_rows.js';
import { pathId } from './params.js';
import { findSubmission } from './review-access.js';
import { SCREEN_READ, SUBMISSION_ID, source } from './route-names.js';

export async function tagsOfCourse(em: EntityManager, courseId: number) {
  const links = await em.find<CourseTagRow>(courseTags.entity, { courseId });
  const linkByTag = new Map(links.map((l) => [l.tagId, l.id]));
  const rows = await em.find<TagRow>(tags.entity, { $or: [{ isDeleted: false }, { id: { $in: [...linkByTag.keys()] } }] }, { orderBy: { name: 'asc', id: 'asc' } });
  return rows.map((t) => ({
    tagId: t.id,
    name: t.name,
    selected: linkByTag.has(t.id),
    courseTagId: linkByTag.get(t.id) ?? null,
    isDeprecated: t.isDeprecated,
    isDeleted: t.isDeleted,
  }));
}

export function registerSubmissionTagRoutes(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: `/api/admin/review/${SUBMISSION_ID}/tag`,
    ability: SCREEN_READ,
    source: source('submission-tags.ts'),
    handler: async ({ req, em }) => {
      const submission = await findSubmission(em, pathId(req, 'submissionId', 'submission id'));
      return tagsOfCourse(em, submission.courseId);
    },
  });

  routes.add({
    method: 'POST',
    path: `/api/admin/review/${SUBMISSION_ID}/tag/:tagId(\\d+)`,
    ability: SCREEN_READ,
    source: source('submission-tags.ts'),
    handler: async ({ req, em }) => {
      const submissionId = pathId(req, 'submissionId', 'submission id');
      const tagId = pathId(req, 'tagId', 'tag id');
      return em.transactional(async (tx) => {
        const submission = await findSubmission(tx, submissionId);
        const tag = await tx.findOne<TagRow>(tags.entity, { id: tagId, isDeleted: false });
        if (!tag) throw notFound(`Tag ${tagId} was not found.`);
        if (tag.isDeprecated) throw badRequest('This tag is deprecated: it stays on the courses that have it but is not added to others.', { tagId: ['Choose a tag that is not deprecated.'] });
        if (await tx.findOne<CourseTagRow>(courseTags.entity, { courseId: submission.courseId, tagId }))
          throw badRequest('The course already has this tag.', { tagId: ['The course already has this tag.'] });
        const link = tx.create<CourseTagRow>(courseTags.entity, { courseId: submission.courseId, tagId });
        await tx.flush();
        return { courseTagId: link.id, tagId: tag.id, name: tag.name, selected: true };
      });
    },
  });

  routes.add({
    method: 'DELETE',
    path: `/api/admin/review/${SUBMISSION_ID}/tag/:courseTagId(\\d+)`,
    ability: SCREEN_READ,
    source: source('submission-tags.ts'),
    handler: async ({ req, em }) => {
      const submissionId = pathId(req, 'submissionId', 'submission id');
      const courseTagId = pathId(req, 'courseTagId', 'course tag id');
      await em.transactional(async (tx) => {
        const submission = await findSubmission(tx, submissionId);
        const link = await tx.findOne<CourseTagRow>(courseTags.entity, { id: courseTagId, courseId: submission.courseId });
        if (!link) throw notFound(`The course of submission ${submissionId} has no tag link ${courseTagId}.`);
        tx.remove(link);
      });
      return undefined;
    },
  });
}
