// Creating an academic year without numbering it by hand: the id follows from the start date (the
// spec fixes 29 = 2025-26), on the generic REST create; an id sent explicitly is kept as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ACADEMIC_YEARS } from '../../seeds/lookups/academic-years.js';
import { academicYearIdFor } from '../../core/academic-years/year-id.js';

let h: Harness;
let lookups: string;

beforeAll(async () => {
  h = await startHarness();
  // the seeded years run to 2029-30 (id 33)
  await h.db.orm.em.fork().insertMany('AcademicYear', ACADEMIC_YEARS);
  lookups = await h.userWith(['AdminManageLookups'], 'lookup-keeper');
}, 60_000);
afterAll(() => h?.close());

describe('academic year ids', () => {
  it('derives the id the seeds and the spec use from the start date', () => {
    for (const year of ACADEMIC_YEARS) expect(academicYearIdFor(year.startDate)).toBe(year.id);
    expect(academicYearIdFor('2025-07-01')).toBe(29);
    // a date in spring belongs to the year that started the July before
    expect(academicYearIdFor('2026-03-15')).toBe(29);
    expect(academicYearIdFor('not a date')).toBeUndefined();
    expect(academicYearIdFor('1990-07-01')).toBeUndefined();
  });

  it('creates a year sent without an id under the id of its start year', async () => {
    const res = await h.call('POST', '/api/rest/academic-years', { name: '2030-31', startDate: '2030-07-01', endDate: '2031-06-30' }, lookups);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: 34, name: '2030-31' });
    const stored = await h.call('GET', '/api/rest/academic-years/34', undefined, lookups);
    expect(stored.body).toMatchObject({ id: 34, startDate: '2030-07-01' });
  });

  it('still reports a missing start date on the field', async () => {
    const res = await h.call('POST', '/api/rest/academic-years', { name: '2031-32', endDate: '2032-06-30' }, lookups);
    expect(res.status).toBe(400);
    expect(res.body.modelState).toHaveProperty('startDate');
  });

  it('keeps an id sent explicitly', async () => {
    const res = await h.call('POST', '/api/rest/academic-years', { id: 40, name: '2036-37', startDate: '2036-07-01', endDate: '2037-06-30' }, lookups);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: 40 });
  });
});
