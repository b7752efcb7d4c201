// The lookup and settings calls written as override routes, over HTTP on the real app: the academic
// year windows, pathways per sector, positions per institution type, and the review settings (with
// validation and an audit entry). Also checks that spec aliases with ids do not swallow sibling paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ACADEMIC_YEARS } from '../../seeds/lookups/academic-years.js';
import { cteRows } from '../../seeds/lookups/cte.js';
import { POSITIONS } from '../../seeds/lookups/positions.js';
import { REVIEW_SETTINGS } from '../../seeds/settings.js';
import { GENERAL_CONTENTS } from '../../seeds/content/general.js';
import { FEEDBACK_CATEGORIES } from '../../seeds/content/feedback.js';
import { OTHER_DISTRICT } from '../../seeds/cde-institutions.js';
import { WINDOWS, currentYear, localDay, yearsAround } from '../../core/academic-years/year-window.js';

let h: Harness;
let admin: string;
let analyst: string;
let staff: string;

beforeAll(async () => {
  h = await startHarness();
  const em = h.db.orm.em.fork();
  const cte = cteRows();
  await em.insertMany('AcademicYear', ACADEMIC_YEARS);
  await em.insertMany('CteIndustry', cte.industries);
  await em.insertMany('CtePathway', cte.pathways);
  await em.insertMany('Position', POSITIONS.map(({ approvalRole: _, ...p }) => ({ ...p, approvalRoleId: null })));
  await em.insertMany('ReviewSettings', [REVIEW_SETTINGS]);
  await em.insertMany('GeneralContent', GENERAL_CONTENTS);
  await em.insertMany('FeedbackCategory', FEEDBACK_CATEGORIES.map((name) => ({ name, isDeleted: false })));
  await em.insertMany('Institution', [{ ...OTHER_DISTRICT, districtManagementTypeId: null }]);
  admin = await h.userWith(['AdminManageSettings', 'AdminManageContent', 'AdminViewInstitutions'], 'settings-admin');
  analyst = await h.userWith(['AdminReview'], 'review-analyst');
  staff = await h.userWith([], 'plain-staff');
}, 60_000);
afterAll(() => h?.close());

const ids = (rows: { academicYearId: number }[]) => rows.map((r) => r.academicYearId);

describe('academic year calls', () => {
  it('need a signed-in user, nothing more', async () => {
    expect((await h.call('GET', '/api/academicyear/current')).status).toBe(401);
    expect((await h.call('GET', '/api/academicyear', undefined, staff)).body).toHaveLength(14);
  });

  it('answer the year containing the server date', async () => {
    const expected = currentYear(ACADEMIC_YEARS, localDay());
    const res = await h.call('GET', '/api/academicyear/current', undefined, staff);
    if (!expected) return expect(res.status).toBe(404);
    // every record answers with its version (rowVersion), which an update sends back
    expect(res.body).toEqual({ ...expected, academicYearId: expected.id, rowVersion: 1 });
  });

  it('answer the windows, whatever the case of the path', async () => {
    const expected = (w: { back: number; ahead: number }) => yearsAround(ACADEMIC_YEARS, localDay(), w.back, w.ahead).map((y) => y.id);
    expect(ids((await h.call('GET', '/api/AcademicYear/FiveYearWindow', undefined, staff)).body)).toEqual(expected(WINDOWS.fiveYearWindow));
    expect(ids((await h.call('GET', '/api/academicyear/currentandlastthree', undefined, staff)).body)).toEqual(expected(WINDOWS.currentAndLastThree));
    expect(ids((await h.call('GET', '/api/academicyear/currentlastthreeandonefuture', undefined, staff)).body)).toEqual(
      expected(WINDOWS.currentLastThreeAndOneFuture),
    );
  });
});

describe('pathways and positions', () => {
  it('lists the pathways of one CTE sector', async () => {
    const res = await h.call('GET', '/api/ctepathway/cteindustry/11', undefined, staff);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Information Support and Services', 'Networking', 'Software and Systems Development', 'Games and Simulation']);
    expect(res.body[0].ctePathwayId).toBe(res.body[0].id);
    expect((await h.call('GET', '/api/ctepathway/cteindustry/abc', undefined, staff)).status).toBe(400);
  });

  it('lists positions by institution type id or name; a network district asks for network positions', async () => {
    const names = async (path: string) => (await h.call('GET', path, undefined, staff)).body.map((p: { name: string }) => p.name);
    expect(await names('/api/position/5')).toContain('Superintendent');
    expect(await names('/api/position/district')).toEqual(await names('/api/position/5'));
    expect(await names('/api/position/district?isSchoolNetwork=true')).toEqual(['Executive Director', 'Chief Academic Officer']);
    expect((await h.call('GET', '/api/position/nonsense', undefined, staff)).status).toBe(400);
  });
});

describe('review settings', () => {
  it('are read by analysts and administrators, changed only by administrators', async () => {
    expect((await h.call('GET', '/api/admin/settings/review', undefined, analyst)).body).toMatchObject({ minApprovalValue: 2 });
    expect((await h.call('GET', '/api/admin/rubric/minapprovalvalue', undefined, analyst)).body).toBe(2);
    expect((await h.call('GET', '/api/admin/settings/review', undefined, staff)).status).toBe(403);
    expect((await h.call('POST', '/api/admin/settings/review', { minApprovalValue: 3 }, analyst)).status).toBe(403);
  });

  it('refuse a minimum approval value outside 0–5 with modelState', async () => {
    for (const bad of [6, -1, 2.5, 'two']) {
      const res = await h.call('POST', '/api/admin/settings/review', { minApprovalValue: bad }, admin);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.modelState)).toEqual(['minApprovalValue']);
    }
  });

  it('save through the ORM, so the change is in the audit trail', async () => {
    const res = await h.call('POST', '/api/admin/settings/review', { minApprovalValue: 3 }, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ minApprovalValue: 3, takeNextCourseCount: 10, expressReviewEnabled: true });
    expect((await h.call('GET', '/api/admin/rubric/minapprovalvalue', undefined, analyst)).body).toBe(3);
    const entries = await h.db.orm.em.fork().find('AuditEntry', { entity: 'review-settings', entityId: '1' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ auditType: 'U', userName: 'settings-admin', changes: [{ field: 'minApprovalValue', oldValue: 2, newValue: 3 }] });
  });
});

describe('spec aliases with ids', () => {
  it('leave literal sibling paths to their own routes', async () => {
    const categories = await h.call('GET', '/api/contentmanagement/feedback/category', undefined, admin);
    expect(categories.status).toBe(200);
    expect(categories.body).toHaveLength(FEEDBACK_CATEGORIES.length);
    const paged = await h.call('GET', '/api/contentmanagement?pageNumber=1&pageSize=5', undefined, admin);
    expect(paged.body.total).toBe(GENERAL_CONTENTS.length);
    expect(paged.body.result).toHaveLength(5);
    expect(paged.body.result[0].contentManagementId).toBe(paged.body.result[0].id);
  });

  it('reach district Other by its id -1', async () => {
    const res = await h.call('GET', '/api/admin/institution/-1', undefined, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ institutionId: -1, name: 'Other', institutionTypeId: 5 });
  });
});
