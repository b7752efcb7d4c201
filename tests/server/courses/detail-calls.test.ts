// The course detail calls over HTTP on the real app (spec 1 §3, §7 "Course"): create and
// updatebasicinfo put a course in the catalogue; the detail model, its form questions and copy
// years; description, materials, school offerings, rubric, tags, notes, the two histories, the
// root course reads, pending revisions and activations, the institution's years; who may call them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { AREA, basicInfo, catalogueCourse, countRows, startCourseFixture, type CourseFixture } from './course-fixture.js';

let f: CourseFixture;
beforeAll(async () => {
  f = await startCourseFixture();
}, 240_000);
afterAll(() => f?.h.close());

const call = (method: string, path: string, body?: unknown, who?: string) => f.h.call(method, path, body, who ?? f.manager);

describe(`course detail calls (${ENGINE})`, () => {
  it('create, then updatebasicinfo, puts a course in the catalogue', async () => {
    const created = await call('POST', `/api/admin/course/create/${f.school}/30`, { title: 'World Cultures' });
    expect(created.status).toBe(201);
    const { courseId } = created.body;
    expect(created.body).toMatchObject({ academicYearId: 30, isInCatalogue: false, isDistrictCourse: false, institution: { id: f.school, isProgram: false, isDistrict: false } });
    expect(created.body.recordId).toMatch(/^C\d{6}$/);
    expect(created.body.basicInfo.courseOfferings).toEqual([expect.objectContaining({ institutionId: f.school, institutionName: 'Valley High', isArchived: false })]);

    const saved = await call('POST', `/api/admin/course/updatebasicinfo/${courseId}/30`, basicInfo({ title: 'World Cultures', disciplines: [{ subjectAreaId: AREA.A, disciplineId: 1 }] }));
    expect(saved.status).toBe(200);
    expect(saved.body.isInCatalogue).toBe(true);
    expect(saved.body.basicInfo).toMatchObject({ title: 'World Cultures', courseLengthId: 2, isGrade9: true, disciplines: [{ subjectAreaId: AREA.A, disciplineId: 1, languageId: null }] });
    // the catalogue, read through the generic API: the school's course list of that year holds it
    const list = await f.h.call('GET', `/api/rest/course-offerings?filter=${encodeURIComponent(JSON.stringify({ institutionId: f.school, academicYearId: 30 }))}`, undefined, f.analyst);
    expect(list.body.map((o: { courseId: number }) => o.courseId)).toContain(courseId);
    // each write left one history line and its audit entries
    const history = await call('GET', `/api/admin/course/history/${courseId}`, undefined, f.analyst);
    expect(history.body.map((e: { action: string }) => e.action)).toEqual(['Basic info updated', 'Course created for Valley High']);
    expect(history.body[0]).toMatchObject({ academicYearId: 30, academicYear: '2026-27', analystName: 'Test course-manager', isSecondReview: false });
    const changes = await call('GET', `/api/admin/course/changeHistory/${courseId}`, undefined, f.analyst);
    const kinds = changes.body.entries.map((e: { entity: string; auditType: string }) => `${e.entity} ${e.auditType}`);
    expect(kinds).toEqual(expect.arrayContaining(['courses I', 'course-years I', 'course-offerings I', 'course-years U', 'course-disciplines I']));
    expect(kinds).not.toContain('course-events I');
  });

  it('refuses a course for a closed institution, a missing year, a blank title and unknown fields', async () => {
    const closed = await call('POST', `/api/admin/course/create/${f.closedSchool}/30`, { title: 'X' });
    expect(closed.status).toBe(400);
    expect(closed.body.modelState).toEqual({ institutionId: ['This institution is closed: it cannot add courses.'] });
    expect((await call('POST', `/api/admin/course/create/${f.school}/99`, { title: 'X' })).status).toBe(404);
    expect((await call('POST', `/api/admin/course/create/999999/30`, { title: 'X' })).status).toBe(404);
    const blank = await call('POST', `/api/admin/course/create/${f.school}/30`, { title: '  ', color: 'red' });
    expect(blank.status).toBe(400);
    expect(blank.body.modelState).toEqual({ 'basicInfo.title': ['Required.'], 'basicInfo.color': ['Unknown field.'] });
    expect((await call('POST', `/api/admin/course/create/${f.school}/99999999999`, { title: 'X' })).status).toBe(400);
  });

  it('answers the detail model for the newest year or a named one', async () => {
    const course = await catalogueCourse(f, f.school, 29);
    await call('POST', `/api/admin/course/copy/${course.courseId}/29`, [31]);
    const newest = await call('GET', `/api/admin/course/detail/${course.courseId}`, undefined, f.viewer);
    expect(newest.status).toBe(200);
    expect(newest.body.academicYearId).toBe(31);
    expect(newest.body.academicYears).toEqual([{ academicYearId: 29, name: '2025-26' }, { academicYearId: 31, name: '2027-28' }]);
    const named = await call('GET', `/api/admin/course/detail/${course.courseId}/29`, undefined, f.analyst);
    expect(named.body).toMatchObject({
      courseId: course.courseId,
      academicYearId: 29,
      isDistrictVersionOfCourse: false,
      isAdopted: false,
      archivedType: null,
      rubric: { rubricId: null },
      tags: [],
      internalNotes: [],
      onlinePublisherName: null,
      courseSubmissionId: null,
      description: { prerequisites: [], corequisites: [], units: [] },
      materials: { courseMaterials: [] },
      formQuestions: { shown: [] },
    });
    expect(named.body.basicInfo.districtAssociatedSchools).toEqual([]);
    expect((await call('GET', `/api/admin/course/detail/${course.courseId}/25`, undefined, f.analyst)).status).toBe(404);
    expect((await call('GET', `/api/admin/course/detail/999999`, undefined, f.analyst)).status).toBe(404);
  });

  it('shows the math category 4 question for discipline 15 and the wet lab question for a publisher\'s science course', async () => {
    const math = await catalogueCourse(f, f.school, 30, { title: 'Calculus', disciplines: [{ subjectAreaId: AREA.C, disciplineId: 15 }], IsMathCategory4: true });
    expect(math.formQuestions.shown).toEqual(['isMathCategory4']);
    expect(math.basicInfo.IsMathCategory4).toBe(true);
    const lab = await catalogueCourse(f, f.publisher, 30, { title: 'Online Biology', disciplines: [{ subjectAreaId: AREA.D, disciplineId: 17 }], requiresWetLabActivity: true });
    expect(lab.formQuestions.shown).toEqual(['requiresWetLabActivity']);
    expect(lab.onlinePublisherName).toBe('Open Course Publisher');
  });

  it('lists the copy years: those offered and those before discipline 56 disabled', async () => {
    const course = await catalogueCourse(f, f.school, 30, { title: 'Data Science', disciplines: [{ subjectAreaId: AREA.C, disciplineId: 56 }] });
    const byYear = new Map<number, { reasons: string[] }>(course.copyYears.map((y: { academicYearId: number; reasons: string[] }) => [y.academicYearId, y]));
    expect(byYear.get(28)).toMatchObject({ name: '2024-25', disabled: true });
    expect(byYear.get(28)!.reasons.join(' ')).toMatch(/only beginning 2025-26/);
    expect(byYear.get(29)).toMatchObject({ disabled: false, reasons: [] });
    expect(byYear.get(30)).toMatchObject({ disabled: true, reasons: ['The course is already offered in 2026-27.'] });
    expect(byYear.get(31)).toMatchObject({ disabled: false });
  });

  it('saves the description whole and reads it back as the root course', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const description = {
      prerequisites: [{ value: 'Algebra I', isRequired: true }],
      corequisites: [{ value: 'Reading lab', isRequired: false }],
      units: [{ title: 'Unit 1', description: 'Short stories' }],
      courseDescription: 'Reading and writing.',
    };
    const saved = await call('POST', `/api/admin/course/updatedescription/${course.courseId}/30`, { ...description, rowVersion: course.rowVersion });
    expect(saved.status).toBe(200);
    expect(saved.body.description).toEqual(description);
    const root = await call('GET', `/api/admin/course/${course.courseId}/description`, undefined, f.analyst);
    expect(root.body).toMatchObject({ courseId: course.courseId, academicYearId: 30, ...description });
    const bad = await call('POST', `/api/admin/course/updatedescription/${course.courseId}/30`, { prerequisites: [{ value: '', isRequired: 'maybe' }], units: [{ description: 'no title' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.modelState).toEqual({
      'description.prerequisites[0].value': ['Required.'],
      'description.prerequisites[0].isRequired': ['Choose yes or no.'],
      'description.units[0].title': ['Required.'],
    });
    expect((await call('GET', `/api/admin/course/${course.courseId}/description?academicYearId=abc`, undefined, f.analyst)).status).toBe(400);
  });

  it('adds, changes and removes materials by type suffix and id', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const added = await call('POST', `/api/admin/course/coursematerial/${course.courseId}/30/textbook`, { title: 'The Odyssey', author: 'Homer', isPrimary: 1, readInEntirety: 0 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ type: 'textbook', title: 'The Odyssey', isPrimary: true, readInEntirety: false });
    const changed = await call('POST', `/api/admin/course/coursematerial/${course.courseId}/30/textbook`, { id: added.body.id, title: 'The Odyssey (Fagles)', rowVersion: added.body.rowVersion });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: added.body.id, title: 'The Odyssey (Fagles)', author: null });
    const stale = await call('POST', `/api/admin/course/coursematerial/${course.courseId}/30/textbook`, { id: added.body.id, title: 'Late edit', rowVersion: added.body.rowVersion });
    expect(stale.status).toBe(409);
    const website = await call('POST', `/api/admin/course/coursematerial/${course.courseId}/30/website`, { title: 'Perseus' });
    expect(website.body.modelState).toEqual({ url: ['Enter the address of the website.'] });
    expect((await call('POST', `/api/admin/course/coursematerial/${course.courseId}/30/scroll`, { title: 'x' })).status).toBe(404);
    const root = await call('GET', `/api/admin/course/${course.courseId}/materials`, undefined, f.analyst);
    expect(root.body.courseMaterials.map((m: { title: string }) => m.title)).toEqual(['The Odyssey (Fagles)']);
    const removed = await call('DELETE', `/api/admin/course/coursematerial/${course.courseId}/30/${added.body.id}`);
    expect(removed.body).toEqual({ courseMaterials: [] });
    expect((await call('DELETE', `/api/admin/course/coursematerial/${course.courseId}/30/${added.body.id}`)).status).toBe(404);
  });

  it('adds a district\'s school to a district course and changes its delivery', async () => {
    const course = await catalogueCourse(f, f.district, 30);
    expect(course.isDistrictCourse).toBe(true);
    expect(course.institution).toMatchObject({ id: f.district, isDistrict: true });
    const outsider = await call('POST', `/api/admin/course/addschool/${course.courseId}/30`, { institutionId: f.school });
    expect(outsider.status).toBe(400);
    expect(outsider.body.modelState.institutionId).toEqual(['Choose the district itself or one of its schools.']);
    const added = await call('POST', `/api/admin/course/addschool/${course.courseId}/30`, { institutionId: f.districtSchool, isOnline: true, transcriptCodes: [{ abbreviation: 'ENG9', code: '2101' }] });
    expect(added.status).toBe(200);
    const [school] = added.body.basicInfo.districtAssociatedSchools;
    expect(school).toMatchObject({ institutionId: f.districtSchool, institutionName: 'Harbor High', isOnline: true, isClassroomBased: false, transcriptCodes: [{ abbreviation: 'ENG9', code: '2101', isDeleted: false }] });
    expect((await call('POST', `/api/admin/course/addschool/${course.courseId}/30`, { institutionId: f.districtSchool })).body.modelState.institutionId).toEqual(['This school already offers this course in this academic year.']);
    const updated = await call('POST', `/api/admin/course/updateschool/${course.courseId}/30`, { ...school, isClassroomBased: true, isOnline: false });
    expect(updated.status).toBe(200);
    expect(updated.body.basicInfo.districtAssociatedSchools[0]).toMatchObject({ isClassroomBased: true, isOnline: false, rowVersion: school.rowVersion + 1 });
    // the same offering sent again with the version it was read at: someone else saved in between
    expect((await call('POST', `/api/admin/course/updateschool/${course.courseId}/30`, { ...school })).status).toBe(409);
    const badCode = await call('POST', `/api/admin/course/updateschool/${course.courseId}/30`, { courseOfferingId: school.courseOfferingId, transcriptCodes: [{ abbreviation: '', code: null }] });
    expect(badCode.body.modelState).toEqual({ 'transcriptCodes[0].code': ['Enter the code or its abbreviation.'] });
  });

  it('keeps deleted transcript codes beside the 20 in use, and copies only those in use into another year', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const [offering] = course.basicInfo.courseOfferings;
    const inUse = (n: number) => Array.from({ length: n }, (_, i) => ({ abbreviation: `C${i}`, code: String(1000 + i), isDeleted: false }));
    const old = [{ abbreviation: 'OLD', code: '0999', isDeleted: true }];
    const saved = await call('POST', `/api/admin/course/updateschool/${course.courseId}/30`, { courseOfferingId: offering.courseOfferingId, transcriptCodes: [...inUse(20), ...old] });
    expect(saved.status).toBe(200);
    expect(saved.body.basicInfo.courseOfferings[0].transcriptCodes).toHaveLength(21);
    const tooMany = await call('POST', `/api/admin/course/updateschool/${course.courseId}/30`, { courseOfferingId: offering.courseOfferingId, transcriptCodes: inUse(21) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.modelState).toEqual({ transcriptCodes: ['Use at most 20 transcript codes.'] });
    // the codes sent back as stored, without isDeleted spelt out, change nothing but what did change
    const stored = saved.body.basicInfo.courseOfferings[0];
    const resent = await call('POST', `/api/admin/course/updateschool/${course.courseId}/30`, { courseOfferingId: offering.courseOfferingId, isOnline: true, transcriptCodes: stored.transcriptCodes.map(({ isDeleted, ...c }: { isDeleted: boolean }) => (isDeleted ? { ...c, isDeleted } : c)) });
    expect(resent.status).toBe(200);
    const changes = await call('GET', `/api/admin/course/changeHistory/${course.courseId}`);
    const last = changes.body.entries.find((e: { entity: string; auditType: string }) => e.entity === 'course-offerings' && e.auditType === 'U');
    expect(last.changes.map((c: { field: string }) => c.field)).toEqual(['isOnline']);
    const copied = await call('POST', `/api/admin/course/copy/${course.courseId}/30`, [31]);
    expect(copied.status).toBe(200);
    const next = await call('GET', `/api/admin/course/detail/${course.courseId}/31`);
    expect(next.body.basicInfo.courseOfferings[0].transcriptCodes).toEqual(inUse(20));
  });

  it('gives a course one rubric at a time', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    expect((await call('POST', `/api/admin/course/${course.courseId}/rubric/${f.rubricIds[2]}`)).body.rubric).toMatchObject({ rubricId: f.rubricIds[2], value: 2 });
    await call('POST', `/api/admin/course/${course.courseId}/rubric/${f.rubricIds[4]}`);
    const detail = await call('GET', `/api/admin/course/detail/${course.courseId}`, undefined, f.analyst);
    expect(detail.body.rubric).toEqual({ rubricId: f.rubricIds[4], name: 'Exceeds', value: 4 });
    expect((await call('POST', `/api/admin/course/${course.courseId}/rubric/999999`)).status).toBe(404);
    const history = await call('GET', `/api/admin/course/history/${course.courseId}`, undefined, f.analyst);
    expect(history.body.filter((e: { action: string }) => e.action.startsWith('Rubric set')).length).toBe(2);
  });

  it('adds and removes tags by courseTagId', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const tagId = f.tagIds['Ethnic Studies'];
    const added = await call('POST', `/api/admin/course/${course.courseId}/tag/${tagId}`);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ tagId, name: 'Ethnic Studies', selected: true, deleted: false, deprecated: false });
    // again: nothing changes, the same link answers
    const again = await call('POST', `/api/admin/course/${course.courseId}/tag/${tagId}`);
    expect(again.status).toBe(200);
    expect(again.body.courseTagId).toBe(added.body.courseTagId);
    expect((await call('POST', `/api/admin/course/${course.courseId}/tag/${f.tagIds['Common Core Transition']}`)).status).toBe(400);
    expect((await call('POST', `/api/admin/course/${course.courseId}/tag/${f.tagIds['Retired Tag']}`)).status).toBe(400);
    const list = await call('GET', `/api/admin/course/${course.courseId}/tag`, undefined, f.analyst);
    expect(list.body.filter((t: { selected: boolean }) => t.selected).map((t: { name: string }) => t.name)).toEqual(['Ethnic Studies']);
    expect(list.body.map((t: { name: string }) => t.name)).not.toContain('Retired Tag');
    expect((await call('GET', `/api/admin/course/detail/${course.courseId}`, undefined, f.analyst)).body.tags).toEqual([
      { courseTagId: added.body.courseTagId, tagId, name: 'Ethnic Studies', isDeprecated: false, isDeleted: false },
    ]);
    // a tag id is not a courseTagId
    expect((await call('DELETE', `/api/admin/course/${course.courseId}/tag/999999`)).status).toBe(404);
    const removed = await call('DELETE', `/api/admin/course/${course.courseId}/tag/${added.body.courseTagId}`);
    expect(removed.status).toBe(200);
    expect(removed.body.some((t: { selected: boolean }) => t.selected)).toBe(false);
    expect(await countRows(f, 'CourseTag', { courseId: course.courseId })).toBe(0);
  });

  it('keeps internal notes written on the course detail', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    expect((await call('POST', `/api/admin/course/${course.courseId}/note`, { note: '   ' })).body.modelState).toEqual({ note: ['Write the note.'] });
    expect((await call('POST', `/api/admin/course/${course.courseId}/note`, {})).body.modelState).toEqual({ note: ['Write the note.'] });
    const saved = await call('POST', `/api/admin/course/${course.courseId}/note`, { note: '  Check the lab hours.' });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual([expect.objectContaining({ note: '  Check the lab hours.', courseSubmissionId: null, userName: 'Test course-manager' })]);
    const detail = await call('GET', `/api/admin/course/detail/${course.courseId}`, undefined, f.analyst);
    expect(detail.body.internalNotes[0].courseSubmissionReviewNoteId).toBe(saved.body[0].courseSubmissionReviewNoteId);
  });

  it('answers pending revisions and activations', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const em = f.h.db.orm.em.fork();
    for (const status of ['inQueue', 'approved'])
      em.create('CourseSubmission', { courseId: course.courseId, academicYearId: 30, institutionId: f.school, submissionTypeId: 2, scenario: 'revisionMinor', submittedOn: new Date(), status, queueType: 'main' });
    await em.flush();
    const revisions = await call('GET', `/api/course/pendingrevisions/${course.courseId}`, undefined, f.analyst);
    expect(revisions.body).toEqual([expect.objectContaining({ status: 'inQueue', academicYearId: 30, scenario: 'revisionMinor' })]);
    expect((await call('GET', `/api/admin/course/detail/${course.courseId}`, undefined, f.analyst)).body.courseSubmissionId).toEqual(expect.any(Number));
    expect((await call('GET', `/api/course/pendingactivations/${course.courseId}`, undefined, f.analyst)).body).toEqual([]);
    await call('POST', '/api/admin/course/archive', { courseId: course.courseId, institutionId: f.school, academicYearId: 30, allowActivation: false, reasonToNotAllowActivation: 'Needs review' });
    const activations = await call('GET', `/api/course/pendingactivations/${course.courseId}`, undefined, f.analyst);
    expect(activations.body).toEqual([expect.objectContaining({ institutionId: f.school, isArchived: true, needsAuthorizationNumber: true })]);
  });

  it('answers the academic years of an institution\'s course list', async () => {
    await catalogueCourse(f, f.otherSchool, 27);
    await catalogueCourse(f, f.otherSchool, 29);
    const years = await f.h.call('GET', `/api/academicyear/institution/${f.otherSchool}`, undefined, f.viewer);
    expect(years.body.map((y: { academicYearId: number }) => y.academicYearId)).toEqual([27, 29]);
    expect((await f.h.call('GET', '/api/academicyear/institution/999999', undefined, f.viewer)).status).toBe(404);
  });

  it('rolls a change and its history line back when its audit entry cannot be written', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const events = await countRows(f, 'CourseEvent', { courseId: course.courseId });
    f.h.auditFaults.failNext();
    const failed = await call('POST', `/api/admin/course/updatebasicinfo/${course.courseId}/30`, basicInfo({ title: 'Never stored' }));
    expect(failed.status).toBe(500);
    expect(f.h.auditFaults.pending()).toBe(false);
    expect((await call('GET', `/api/admin/course/detail/${course.courseId}/30`, undefined, f.analyst)).body.basicInfo.title).toBe('English 9');
    expect(await countRows(f, 'CourseEvent', { courseId: course.courseId })).toBe(events);
  });

  it('lets readers read and only course managers write', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    for (const who of [f.analyst, f.viewer]) {
      expect((await f.h.call('GET', `/api/admin/course/detail/${course.courseId}`, undefined, who)).status).toBe(200);
      expect((await f.h.call('POST', `/api/admin/course/${course.courseId}/note`, { note: 'x' }, who)).status).toBe(403);
      expect((await f.h.call('POST', `/api/admin/course/updatebasicinfo/${course.courseId}/30`, basicInfo(), who)).status).toBe(403);
    }
    expect((await f.h.call('GET', `/api/admin/course/detail/${course.courseId}`, undefined, f.nobody)).status).toBe(403);
    expect((await f.h.call('GET', `/api/admin/course/detail/${course.courseId}`)).status).toBe(401);
  });
});
