// Rules across fields that the model declares, as the API enforces them: an academic year ends after
// it starts (on create, and on an update judged against the stored record with the body on top);
// rubric names and values are unique among the rubrics in use, and a deleted rubric frees its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';

let h: Harness;
let staff: string;

beforeAll(async () => {
  h = await startHarness();
  staff = await h.userWith(['AdminManageLookups', 'AdminManageSettings'], 'rules-staff');
}, 60_000);
afterAll(() => h?.close());

const END_AFTER_START = { endDate: ['The end must be after the start.'] };

describe(`cross-field checks (${ENGINE})`, () => {
  it('refuses an academic year that ends before it starts, on create and on update', async () => {
    const backwards = await h.call('POST', '/api/rest/academic-years', { id: 40, name: '2036-37', startDate: '2037-06-30', endDate: '2036-07-01' }, staff);
    expect(backwards.status).toBe(400);
    expect(backwards.body.modelState).toEqual(END_AFTER_START);
    const sameDay = await h.call('POST', '/api/rest/academic-years', { id: 40, name: '2036-37', startDate: '2036-07-01', endDate: '2036-07-01' }, staff);
    expect(sameDay.body.modelState).toEqual(END_AFTER_START);

    const year = await h.call('POST', '/api/rest/academic-years', { id: 40, name: '2036-37', startDate: '2036-07-01', endDate: '2037-06-30' }, staff);
    expect(year.status).toBe(201);
    // only the start is sent: the stored end is what it is compared with
    const moved = await h.call('PUT', '/api/rest/academic-years/40', { startDate: '2037-07-01' }, staff);
    expect(moved.status).toBe(400);
    expect(moved.body.modelState).toEqual(END_AFTER_START);
    const fine = await h.call('PUT', '/api/rest/academic-years/40', { endDate: '2037-07-15' }, staff);
    expect(fine.status).toBe(200);
    expect((await h.call('GET', '/api/rest/academic-years/40', undefined, staff)).body).toMatchObject({ startDate: '2036-07-01', endDate: '2037-07-15' });
  });
});

describe(`unique among records in use (${ENGINE})`, () => {
  it('refuses a second rubric in use with the same name or value, on the field, and frees them on removal', async () => {
    const meets = await h.call('POST', '/api/rest/rubrics', { name: 'Meets', value: 2 }, staff);
    expect(meets.status).toBe(201);

    const sameName = await h.call('POST', '/api/rest/rubrics', { name: 'Meets', value: 3 }, staff);
    expect(sameName.status).toBe(400);
    expect(sameName.body.modelState).toEqual({ name: ['Another rubric in use has this name.'] });
    const sameValue = await h.call('POST', '/api/rest/rubrics', { name: 'Solid', value: 2 }, staff);
    expect(sameValue.status).toBe(400);
    expect(sameValue.body.modelState).toEqual({ value: ['Another rubric in use has this value.'] });

    const strong = await h.call('POST', '/api/rest/rubrics', { name: 'Strong', value: 3 }, staff);
    const renamed = await h.call('PUT', `/api/rest/rubrics/${strong.body.id}`, { name: 'Meets' }, staff);
    expect(renamed.status).toBe(400);
    expect(renamed.body.modelState).toEqual({ name: ['Another rubric in use has this name.'] });

    expect((await h.call('DELETE', `/api/rest/rubrics/${meets.body.id}`, undefined, staff)).status).toBe(200);
    const reused = await h.call('POST', '/api/rest/rubrics', { name: 'Meets', value: 2 }, staff);
    expect(reused.status).toBe(201);
    // bringing the removed one back would make two in use again
    const restored = await h.call('PUT', `/api/rest/rubrics/${meets.body.id}`, { isDeleted: false }, staff);
    expect(restored.status).toBe(400);
    expect(Object.keys(restored.body.modelState)).toEqual(['name']);
  });
});
