// The course detail's actions that can be undone from Recent actions (docs/undo.md): a tag added or
// removed, an internal note added. Their undo reverts what their audit entries recorded (the tag
// link or the note, and the course history line written with it), for whoever may write courses.
import type { EntityManager } from '@mikro-orm/postgresql';
import { WRITE_COURSES } from '../../core/courses/abilities.js';
import { recordTitles } from '../model/record-titles.js';
import { defineUndoKind } from '../undo/kinds.js';
import { undoModel } from '../undo/undoable.js';

export const COURSE_TAGS_UNDO = defineUndoKind('course-tags', { ability: WRITE_COURSES, restoreOwned: true });
export const COURSE_NOTES_UNDO = defineUndoKind('course-notes', { ability: WRITE_COURSES, restoreOwned: true });

/** The course as people name it, quoted: “Algebra I”. */
export async function courseWords(em: EntityManager, courseId: number): Promise<string> {
  const title = (await recordTitles(em, undoModel(), 'courses', [courseId])).get(String(courseId));
  return title ? `“${title}”` : 'a course';
}
