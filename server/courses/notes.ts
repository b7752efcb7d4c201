// POST /api/admin/course/{courseId}/note {note}: an internal note written on the course detail
// (no submission). The answer is the course's notes, newest first, as the detail shows them. The
// review screen's notes are the review area's (POST /api/admin/review/{submissionId}/note).
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import { BLANK_NOTE_MESSAGE } from '../resource-hooks/course-notes.js';
import { SOURCE } from './access.js';
import { WRITE_COURSES } from '../../core/courses/abilities.js';
import { parseSpecBody, pathId } from './params.js';
import { loadCourse } from './load.js';
import { E } from './model.js';
import { courseWrite } from './write.js';
import { notesJson } from './detail.js';
import { undoableWorkflow } from '../undo/undoable.js';
import { COURSE_NOTES_UNDO, courseWords } from './undo-kinds.js';

const MAX_NOTE = 10000;

// the note keeps its spaces (it may be indented), but one of only blanks says nothing
const noteBody = z.strictObject({
  note: z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? BLANK_NOTE_MESSAGE : 'Must be text.') })
    .max(MAX_NOTE, { error: `Use at most ${MAX_NOTE} characters.` })
    .refine((s) => s.trim() !== '', { error: BLANK_NOTE_MESSAGE }),
});

export function registerNoteRoutes(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/:courseId(\\d+)/note',
    ability: WRITE_COURSES,
    source: `${SOURCE}/notes.ts`,
    handler: async ({ req, res, em, user }) => {
      const { note } = parseSpecBody(noteBody, req.body);
      const course = await loadCourse(em, pathId(req, 'courseId'));
      const label = async (tx: Parameters<typeof courseWords>[0]) => `Added an internal note to ${await courseWords(tx, course.id)}`;
      await undoableWorkflow(em, res, user, { kind: COURSE_NOTES_UNDO, label }, () =>
        courseWrite(em, user, async (tx) => {
          tx.create(E.courseNotes, { courseId: course.id, courseSubmissionId: null, note, createdById: user.id, createdOn: new Date() });
          return { answer: undefined, history: [{ courseId: course.id, action: 'Internal note added' }] };
        }),
      );
      res.status(201);
      return notesJson(em.fork({ clear: true }), course.id);
    },
  });
}
