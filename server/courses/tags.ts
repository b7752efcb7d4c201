// A course's tags (spec 3 §7 "Tags"): GET /api/admin/course/{courseId}/tag lists every tag with
// whether the course has it (selected, with its courseTagId) and the tag's deleted and deprecated
// flags, as the manage-tags modal shows them; tags deleted from the list appear only where a course
// still has them. POST .../tag/{tagId} adds one; DELETE .../tag/{courseTagId} removes the link.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../http/route-table.js';
import { badRequest, notFound } from '../http/errors.js';
import { SOURCE } from './access.js';
import { READ_COURSES, WRITE_COURSES } from '../../core/courses/abilities.js';
import { pathId } from './params.js';
import { loadCourse } from './load.js';
import { E } from './model.js';
import { courseWrite } from './write.js';
import type { TagChoice } from '../../core/contract/course-detail.js';
import type { CourseTagRow, TagRow } from '../../resources/_rows.js';
import { undoableWorkflow } from '../undo/undoable.js';
import { COURSE_TAGS_UNDO, courseWords } from './undo-kinds.js';

const tagJson = (tag: TagRow, link: CourseTagRow | undefined): TagChoice => ({
  tagId: tag.id,
  name: tag.name,
  selected: link !== undefined,
  courseTagId: link?.id ?? null,
  deleted: tag.isDeleted,
  deprecated: tag.isDeprecated,
});

export async function courseTags(em: EntityManager, courseId: number): Promise<TagChoice[]> {
  const links = await em.find<CourseTagRow>(E.courseTags, { courseId });
  const linked = new Map(links.map((l) => [l.tagId, l]));
  const tags = await em.find<TagRow>(E.tags, { $or: [{ isDeleted: false }, { id: { $in: [...linked.keys()] } }] }, { orderBy: { name: 'asc', id: 'asc' } });
  return tags.map((t) => tagJson(t, linked.get(t.id)));
}

export function registerTagRoutes(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/course/:courseId(\\d+)/tag',
    ability: READ_COURSES,
    source: `${SOURCE}/tags.ts`,
    handler: async ({ req, em }) => {
      const course = await loadCourse(em, pathId(req, 'courseId'));
      return courseTags(em, course.id);
    },
  });

  routes.add({
    method: 'POST',
    path: '/api/admin/course/:courseId(\\d+)/tag/:tagId(\\d+)',
    ability: WRITE_COURSES,
    source: `${SOURCE}/tags.ts`,
    handler: async ({ req, res, em, user }) => {
      const course = await loadCourse(em, pathId(req, 'courseId'));
      const tagId = pathId(req, 'tagId');
      const tag = await em.findOne<TagRow>(E.tags, { id: tagId });
      if (!tag) throw notFound(`Tag ${tagId} was not found.`);
      if (tag.isDeleted) throw badRequest('This tag was removed from the list of tags.');
      if (tag.isDeprecated) throw badRequest('This tag is deprecated: it stays on the courses that have it but is not given to others.');
      const existing = await em.findOne<CourseTagRow>(E.courseTags, { courseId: course.id, tagId });
      // adding a tag the course has changes nothing: the answer is the link it already has
      if (existing) return tagJson(tag, existing);
      const label = async (tx: EntityManager) => `Added tag “${tag.name}” to ${await courseWords(tx, course.id)}`;
      const link = await undoableWorkflow(em, res, user, { kind: COURSE_TAGS_UNDO, label }, () =>
        courseWrite(em, user, async (tx) => {
          const link = tx.create<CourseTagRow>(E.courseTags, { courseId: course.id, tagId });
          return { answer: link, history: [{ courseId: course.id, action: `Tag "${tag.name}" added` }] };
        }),
      );
      res.status(201);
      return tagJson(tag, link);
    },
  });

  routes.add({
    method: 'DELETE',
    path: '/api/admin/course/:courseId(\\d+)/tag/:courseTagId(\\d+)',
    ability: WRITE_COURSES,
    source: `${SOURCE}/tags.ts`,
    handler: async ({ req, res, em, user }) => {
      const courseId = pathId(req, 'courseId');
      const courseTagId = pathId(req, 'courseTagId');
      await loadCourse(em, courseId);
      let removed = '';
      const label = async (tx: EntityManager) => `Removed tag “${removed}” from ${await courseWords(tx, courseId)}`;
      await undoableWorkflow(em, res, user, { kind: COURSE_TAGS_UNDO, label }, () => courseWrite(em, user, async (tx) => {
        const link = await tx.findOne<CourseTagRow>(E.courseTags, { id: courseTagId, courseId });
        if (!link) throw notFound(`Course ${courseId} has no tag link ${courseTagId}.`);
        const tag = await tx.findOne<TagRow>(E.tags, { id: link.tagId });
        tx.remove(link);
        removed = tag?.name ?? String(link.tagId);
        return { answer: undefined, history: [{ courseId, action: `Tag "${tag?.name ?? link.tagId}" removed` }] };
      }));
      return courseTags(em.fork({ clear: true }), courseId);
    },
  });
}
