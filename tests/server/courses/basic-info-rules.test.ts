// updatebasicinfo checked with the course-form rule set through decide (recorded): a second
// subject area only on a two-year course, wet lab only where the rules ask it, math category 4 only
// for Mathematics disciplines 15, 16 and 56, discipline 56 not before 2025-26, CTE unchecked clears
// industry and pathway. Also the records a body names, bad input keyed by the spec's field names,
// and two administrators saving the same course year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { AREA, TWO_YEARS, basicInfo, catalogueCourse, countRows, startCourseFixture, type CourseFixture } from './course-fixture.js';

let f: CourseFixture;
let courseId: number;
let year29: number;
beforeAll(async () => {
  f = await startCourseFixture();
  courseId = (await catalogueCourse(f, f.school, 28)).courseId;
  year29 = (await catalogueCourse(f, f.school, 29)).courseId;
}, 240_000);
afterAll(() => f?.h.close());

const save = (info: Record<string, unknown>, id = courseId, year = 28) => f.h.call('POST', `/api/admin/course/updatebasicinfo/${id}/${year}`, basicInfo(info), f.manager);
const evaluations = () => countRows(f, 'RuleEvaluation', {});

describe(`updatebasicinfo and the course-form rules (${ENGINE})`, () => {
  it('refuses a second subject area on a one-year course, takes it on a two-year course', async () => {
    const disciplines = [{ subjectAreaId: AREA.B, disciplineId: 6 }, { subjectAreaId: AREA.F, disciplineId: 30 }];
    const before = await evaluations();
    const refused = await save({ disciplines });
    expect(refused.status).toBe(400);
    expect(refused.body.modelState).toEqual({ disciplines: ['A second subject area is allowed only when the course length is two years'] });
    // the refused save was a deciding call: its evaluation is kept for the rule editor's simulation
    expect(await evaluations()).toBe(before + 1);
    const taken = await save({ disciplines, courseLengthId: TWO_YEARS });
    expect(taken.status).toBe(200);
    expect(taken.body.basicInfo.disciplines.map((d: { subjectAreaId: number }) => d.subjectAreaId)).toEqual([AREA.B, AREA.F]);
    // back to one: the surplus discipline row is removed
    await save({});
    expect((await f.h.call('GET', `/api/admin/course/detail/${courseId}/28`, undefined, f.analyst)).body.basicInfo.disciplines).toHaveLength(1);
  });

  it('takes the wet lab answer only where the rules ask it', async () => {
    const science = { disciplines: [{ subjectAreaId: AREA.D, disciplineId: 17 }], requiresWetLabActivity: true };
    const refused = await save(science);
    expect(refused.status).toBe(400);
    expect(refused.body.modelState).toEqual({ 'basicInfo.requiresWetLabActivity': ['This question does not apply to this course.'] });
    const publisherCourse = await catalogueCourse(f, f.publisher, 30);
    const taken = await save(science, publisherCourse.courseId, 30);
    expect(taken.status).toBe(200);
    expect(taken.body.basicInfo.requiresWetLabActivity).toBe(true);
  });

  it('takes math category 4 only for Mathematics disciplines 15, 16 and 56', async () => {
    const refused = await save({ disciplines: [{ subjectAreaId: AREA.C, disciplineId: 14 }], IsMathCategory4: true });
    expect(refused.body.modelState).toEqual({ 'basicInfo.IsMathCategory4': ['This question does not apply to this course.'] });
    // the spec's IsMathCategory4, or the review screen's isMathCategory4
    for (const [disciplineId, answer] of [[15, { IsMathCategory4: true }], [16, { IsMathCategory4: undefined, isMathCategory4: true }]] as const) {
      const taken = await save({ disciplines: [{ subjectAreaId: AREA.C, disciplineId }], ...answer });
      expect(taken.status).toBe(200);
      expect(taken.body.basicInfo.IsMathCategory4).toBe(true);
    }
  });

  it('refuses discipline 56 before 2025-26 and takes it from then on', async () => {
    const dataScience = { disciplines: [{ subjectAreaId: AREA.C, disciplineId: 56 }] };
    const refused = await save(dataScience);
    expect(refused.status).toBe(400);
    expect(refused.body.modelState).toEqual({ academicYearId: ['Discipline 56 courses are available only beginning 2025-26'] });
    expect((await save(dataScience, year29, 29)).status).toBe(200);
  });

  it('clears the industry and pathway when CTE is unchecked, and wants an industry when it is checked', async () => {
    const em = f.h.db.orm.em.fork();
    const pathway = (await em.findOne<{ id: number; cteIndustryId: number }>('CtePathway', { id: { $gt: 0 } }))!;
    const cte = await save({ isCte: true, cteIndustryId: pathway.cteIndustryId, ctePathwayId: pathway.id });
    expect(cte.status).toBe(200);
    expect(cte.body.basicInfo).toMatchObject({ isCte: true, cteIndustryId: pathway.cteIndustryId, ctePathwayId: pathway.id });
    const unchecked = await save({ isCte: false, cteIndustryId: pathway.cteIndustryId, ctePathwayId: pathway.id });
    expect(unchecked.body.basicInfo).toMatchObject({ isCte: false, cteIndustryId: null, ctePathwayId: null });
    expect((await save({ isCte: true })).body.modelState).toEqual({ 'basicInfo.cteIndustryId': ['Choose the industry sector of a CTE course.'] });
    const otherIndustry = await em.findOne<{ id: number }>('CteIndustry', { id: { $ne: pathway.cteIndustryId } });
    expect((await save({ isCte: true, cteIndustryId: otherIndustry!.id, ctePathwayId: pathway.id })).body.modelState).toEqual({ 'basicInfo.ctePathwayId': ['Choose a pathway of the chosen industry sector.'] });
  });

  it('names bad input by the spec\'s field names', async () => {
    const res = await f.h.call(
      'POST',
      `/api/admin/course/updatebasicinfo/${courseId}/28`,
      { title: '', courseLengthId: 'long', isGrade9: 'yes', disciplines: [{ subjectAreaId: null, disciplineId: 2147483648, colour: 1 }], extra: 1 },
      f.manager,
    );
    expect(res.status).toBe(400);
    expect(res.body.modelState).toEqual({
      'basicInfo.title': ['Required.'],
      'basicInfo.courseLengthId': ['Choose a course length.'],
      'basicInfo.isGrade9': ['Choose yes or no.'],
      'disciplines[0].subjectAreaId': ['Required.'],
      'disciplines[0].disciplineId': ['Choose a discipline.'],
      'disciplines[0].colour': ['Unknown field.'],
      'basicInfo.extra': ['Unknown field.'],
    });
    const unknownRecords = await save({ courseLengthId: 99, disciplines: [{ subjectAreaId: AREA.B, disciplineId: 17 }, { subjectAreaId: 99 }] });
    expect(unknownRecords.body.modelState).toEqual({
      'basicInfo.courseLengthId': ['Choose a course length from the list.'],
      'disciplines[0].disciplineId': ['Choose a discipline of the chosen subject area.'],
      'disciplines[1].subjectAreaId': ['Choose a subject area from the list.'],
    });
    expect((await save({ disciplines: [] })).body.modelState).toEqual({ disciplines: ['Add the subject area and discipline.'] });
    expect((await f.h.call('POST', `/api/admin/course/updatebasicinfo/${courseId}/28`, [1, 2], f.manager)).status).toBe(400);
    expect((await f.h.call('POST', `/api/admin/course/updatebasicinfo/${courseId}/40`, basicInfo(), f.manager)).status).toBe(404);
  });

  it('refuses the second of two saves based on the same version of the course year', async () => {
    const { rowVersion } = (await f.h.call('GET', `/api/admin/course/detail/${courseId}/28`, undefined, f.analyst)).body;
    const first = await save({ title: 'First editor', rowVersion });
    expect(first.status).toBe(200);
    expect(first.body.rowVersion).toBeGreaterThan(rowVersion);
    const second = await save({ title: 'Second editor', rowVersion });
    expect(second.status).toBe(409);
    expect((await f.h.call('GET', `/api/admin/course/detail/${courseId}/28`, undefined, f.analyst)).body.basicInfo.title).toBe('First editor');
    // a description saved on the old version is refused too: both edit the same course year
    expect((await f.h.call('POST', `/api/admin/course/updatedescription/${courseId}/28`, { units: [], rowVersion }, f.manager)).status).toBe(409);
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const { rowVersion } = (await f.h.call('GET', `/api/admin/course/detail/${courseId}/28`, undefined, f.analyst)).body;
    const results = await Promise.all([save({ title: 'Editor A', rowVersion }), save({ title: 'Editor B', rowVersion })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.basicInfo.title;
    expect((await f.h.call('GET', `/api/admin/course/detail/${courseId}/28`, undefined, f.analyst)).body.basicInfo.title).toBe(winner);
  });

  it('writes nothing when the save is refused', async () => {
    const events = await countRows(f, 'CourseEvent', { courseId });
    const audit = await countRows(f, 'AuditEntry', {});
    await save({ disciplines: [{ subjectAreaId: AREA.C, disciplineId: 56 }] });
    expect(await countRows(f, 'CourseEvent', { courseId })).toBe(events);
    expect(await countRows(f, 'AuditEntry', {})).toBe(audit);
  });
});
