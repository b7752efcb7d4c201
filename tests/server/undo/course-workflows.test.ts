// The course detail's undoable workflow actions: a tag added or removed and an internal note added
// answer X-Undo-Id; the undo puts the course's tags and notes back, with words in Recent actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_HEADER, undoPath } from '../../../core/contract/undo.js';
import { ENGINE } from '../../support/test-db.js';
import { catalogueCourse, countRows, startCourseFixture, type CourseFixture } from '../courses/course-fixture.js';

let f: CourseFixture;
beforeAll(async () => {
  f = await startCourseFixture();
}, 240_000);
afterAll(() => f?.h.close());

const call = (method: string, path: string, body?: unknown) => f.h.call(method, path, body, f.manager);
const undoIdOf = (res: { headers: Headers }) => Number(res.headers.get(UNDO_HEADER));

describe(`undo of course workflow actions (${ENGINE})`, () => {
  it('undoes a tag added, a tag removed and a note added', async () => {
    const course = await catalogueCourse(f, f.school, 30, { title: 'Undo Studies' });
    const tagId = f.tagIds['Ethnic Studies'];
    const added = await call('POST', `/api/admin/course/${course.courseId}/tag/${tagId}`);
    expect(added.status).toBe(201);
    const listed = (await call('GET', '/api/undo')).body.actions[0];
    expect(listed.id).toBe(undoIdOf(added));
    expect(listed.label).toMatch(/^Added tag “Ethnic Studies” to “.+”$/);
    expect((await call('POST', undoPath(undoIdOf(added)))).status).toBe(200);
    expect(await countRows(f, 'CourseTag', { courseId: course.courseId })).toBe(0);

    const again = await call('POST', `/api/admin/course/${course.courseId}/tag/${tagId}`);
    const removed = await call('DELETE', `/api/admin/course/${course.courseId}/tag/${again.body.courseTagId}`);
    expect((await call('GET', '/api/undo')).body.actions[0].label).toMatch(/^Removed tag “Ethnic Studies” from “.+”$/);
    const res = await call('POST', undoPath(undoIdOf(removed)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await countRows(f, 'CourseTag', { courseId: course.courseId, tagId })).toBe(1);

    const note = await call('POST', `/api/admin/course/${course.courseId}/note`, { note: 'Check the lab hours.' });
    expect(note.status).toBe(201);
    expect((await call('POST', undoPath(undoIdOf(note)))).status).toBe(200);
    expect(await countRows(f, 'CourseNote', { courseId: course.courseId })).toBe(0);
  });
});
