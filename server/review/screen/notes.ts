// Internal notes (spec 3 §3, spec 1 §7 "Review notes and queues"): POST /api/admin/review/{submissionId}/note,
// DELETE /api/admin/review/note/{id}, GET /api/admin/review/{submissionId}/internalcomments.
// A note is about the course: it is stored on the submission's course with the submission named,
// and the list shows every note of the course (those written on the course detail too), newest first.
// Notes are not part of the decision, so no lease is needed: anyone who may open the review may
// write one. Only its author, or a course manager, removes one. The text is stored exactly as sent.
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../../http/route-table.js';
import { HttpError, notFound } from '../../http/errors.js';
import { parseBody } from '../../crud/parse-body.js';
import { hasAbility } from '../../auth/session-user.js';
import courseNotes from '../../../resources/course-notes.js';
import users from '../../../resources/users.js';
import { BLANK_NOTE_MESSAGE } from '../../resource-hooks/course-notes.js';
import { pathId } from './params.js';
import { findSubmission } from './review-access.js';
import { reviewClock } from './clock.js';
import { longText } from './body-schemas.js';
import { SCREEN_READ, SUBMISSION_ID, source } from './route-names.js';
import type { NoteRow, UserNameRow } from './rows.js';

const NOTE_MANAGER = 'AdminManageCourses';

const noteBody = z
  .object({ note: longText(8000).refine((s) => s.trim() !== '', { error: BLANK_NOTE_MESSAGE }) })
  .strict();

async function authorNames(em: EntityManager, notes: NoteRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(notes.map((n) => n.createdById).filter((id): id is number => id != null))];
  const rows = ids.length ? await em.find<UserNameRow>(users.entity, { id: { $in: ids } }) : [];
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
}

const noteJson = (n: NoteRow, names: Map<number, string>) => ({
  courseSubmissionReviewNoteId: n.id,
  id: n.id,
  courseId: n.courseId,
  courseSubmissionId: n.courseSubmissionId ?? null,
  note: n.note,
  createdById: n.createdById ?? null,
  createdByName: n.createdById != null ? (names.get(n.createdById) ?? null) : null,
  createdOn: n.createdOn ? n.createdOn.toISOString() : null,
});

/** Every note of the course, newest first. */
export async function notesOfCourse(em: EntityManager, courseId: number) {
  const notes = await em.find<NoteRow>(courseNotes.entity, { courseId }, { orderBy: { createdOn: 'desc', id: 'desc' } });
  const names = await authorNames(em, notes);
  return notes.map((n) => noteJson(n, names));
}

export function registerNoteRoutes(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: `/api/admin/review/${SUBMISSION_ID}/note`,
    ability: SCREEN_READ,
    source: source('notes.ts'),
    handler: async ({ req, em, user }) => {
      const submissionId = pathId(req, 'submissionId', 'submission id');
      const { note } = parseBody(noteBody, req.body);
      const row = await em.transactional(async (tx) => {
        const submission = await findSubmission(tx, submissionId);
        return tx.create<NoteRow>(courseNotes.entity, { courseId: submission.courseId, courseSubmissionId: submission.id, note, createdById: user.id, createdOn: reviewClock.now() });
      });
      return noteJson(row, new Map([[user.id, `${user.firstName} ${user.lastName}`]]));
    },
  });

  routes.add({
    method: 'DELETE',
    path: '/api/admin/review/note/:noteId(\\d+)',
    ability: SCREEN_READ,
    source: source('notes.ts'),
    handler: async ({ req, em, user }) => {
      const noteId = pathId(req, 'noteId', 'note id');
      await em.transactional(async (tx) => {
        const note = await tx.findOne<NoteRow>(courseNotes.entity, { id: noteId });
        if (!note) throw notFound(`Note ${noteId} was not found.`);
        if (note.createdById !== user.id && !hasAbility(user, NOTE_MANAGER)) throw new HttpError(403, 'Only the author of a note or a course manager can remove it.');
        tx.remove(note);
      });
      return undefined;
    },
  });

  routes.add({
    method: 'GET',
    path: `/api/admin/review/${SUBMISSION_ID}/internalcomments`,
    ability: SCREEN_READ,
    source: source('notes.ts'),
    handler: async ({ req, em }) => {
      const submission = await findSubmission(em, pathId(req, 'submissionId', 'submission id'));
      return notesOfCourse(em, submission.courseId);
    },
  });
}
