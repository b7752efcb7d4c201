// The cycle calls (spec 3 §7 "Cycles"): saving a submission cycle with its phases and a registration
// cycle, what is stored (end dates one day after the last shown day, spec 3 §4), the audit entries
// written with the change, GET …/recent (current first, next second) and who may call what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { toBody } from '../../../custom-screens/cycles/cycle-dates.js';
import { toRegistrationBody } from '../../../custom-screens/cycles/registration-dates.js';
import { localDay, startYearOf } from '../../../core/academic-years/year-window.js';
import { REGISTRATION, SUBMISSION, demoBody, demoRegistrationBody, startCycleFixture, yearId, type CycleFixture } from './fixture.js';

let f: CycleFixture;
const sql = (q: string, params: unknown[] = []) => f.h.db.orm.em.getConnection().execute(q, params);
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

// the academic year whose demo cycle holds today: cycles run 1 October to 30 September
const today = localDay();
const currentStart = startYearOf(today) + (today.slice(5) >= '10-01' || today.slice(5) < '07-01' ? 1 : 0);

beforeAll(async () => {
  f = await startCycleFixture();
  for (const y of [currentStart - 1, currentStart, currentStart + 1, currentStart + 2]) {
    const res = await f.h.call('POST', SUBMISSION, demoBody(y), f.admin);
    if (res.status !== 200) throw new Error(`${y}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const thisYear = Number(today.slice(0, 4));
  for (const y of [thisYear - 1, thisYear, thisYear + 1]) expect((await f.h.call('POST', REGISTRATION, demoRegistrationBody(y), f.admin)).status).toBe(200);
}, 120_000);
afterAll(() => f?.h.close());

describe(`submission and registration cycle calls (${ENGINE})`, () => {
  it('answers the current submission cycle first and the next second, with their phases', async () => {
    const res = await f.h.call('GET', `${SUBMISSION}/recent`, undefined, f.analyst);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const [current, next] = res.body;
    expect(current).toMatchObject({ academicYearId: yearId(currentStart), isCurrentYear: true, cycleStartDate: `${currentStart - 1}-10-01`, cycleEndDate: `${currentStart}-10-01` });
    expect(current.cycleStartDate <= today && today < current.cycleEndDate).toBe(true);
    expect(next).toMatchObject({ academicYearId: yearId(currentStart + 1), isCurrentYear: false, cycleStartDate: current.cycleEndDate });
    expect(next.phases.map((p: { phaseName: string }) => p.phaseName)).toEqual(['Phase 1 submissions', 'Hiatus', 'Phase 2 submissions', 'Summer hiatus']);
    expect(next.phases[1]).toEqual({ phase: 2, phaseName: 'Hiatus', beginDate: `${currentStart + 1}-02-01`, endDate: `${currentStart + 1}-02-15`, isHiatusPeriod: true });
  });

  it('answers the current registration cycle first and the next second', async () => {
    const res = await f.h.call('GET', `${REGISTRATION}/recent`, undefined, f.analyst);
    expect(res.status).toBe(200);
    const thisYear = Number(today.slice(0, 4));
    expect(res.body.map((c: { periodId: number }) => c.periodId)).toEqual([thisYear, thisYear + 1]);
    expect(res.body[0]).toMatchObject({ isCurrent: true, cycleStartDate: `${thisYear}-01-01`, cycleEndDate: `${thisYear + 1}-01-01`, programCycleEndDate: `${thisYear}-11-01`, schoolNetworkCycleEndDate: `${thisYear}-12-01` });
  });

  it('stores end dates one day after the last day shown, at midnight, and answers them so', async () => {
    const y = currentStart + 1;
    const [, next] = (await f.h.call('GET', `${SUBMISSION}/recent`, undefined, f.admin)).body;
    // the screen shows the hiatus ending on 14 February; a timestamp's time is dropped
    const shown = {
      academicYearId: next.academicYearId,
      cycleStartDate: next.cycleStartDate,
      cycleEndDate: `${y}-09-30`,
      courseAuditStartDate: next.courseAuditStartDate,
      courseAuditEndDate: `${y}-04-30`,
      phases: next.phases.map((p: { endDate: string }, i: number) => ({ ...p, endDate: [`${y}-01-31`, `${y}-02-14`, `${y}-07-31`, `${y}-09-30`][i] })),
    };
    const body = toBody(shown);
    body.cycleBegins = `${body.cycleBegins}T13:45:00.000Z`;
    const res = await f.h.call('POST', SUBMISSION, body, f.admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cycleStartDate: `${y - 1}-10-01`, cycleEndDate: `${y}-10-01`, courseAuditEndDate: `${y}-05-01` });
    const rows = await sql(
      `select p.phase, p.end_date from submission_cycle_phase p join submission_cycle c on c.id = p.submission_cycle_id where c.academic_year_id = ? order by p.phase`,
      [yearId(y)],
    );
    expect(rows.map((r) => day(r.end_date))).toEqual([`${y}-02-01`, `${y}-02-15`, `${y}-08-01`, `${y}-10-01`]);
    const [cycle] = await sql(`select cycle_start_date, cycle_end_date from submission_cycle where academic_year_id = ?`, [yearId(y)]);
    expect([day(cycle.cycle_start_date), day(cycle.cycle_end_date)]).toEqual([`${y - 1}-10-01`, `${y}-10-01`]);

    const reg = toRegistrationBody({ periodId: 2040, cycleStartDate: '2040-01-01', cycleEndDate: '2040-12-31', programCycleEndDate: '2040-10-31', schoolNetworkCycleEndDate: '2040-11-30' });
    const saved = await f.h.call('POST', REGISTRATION, reg, f.admin);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ periodId: 2040, cycleEndDate: '2041-01-01', programCycleEndDate: '2040-11-01', schoolNetworkCycleEndDate: '2040-12-01', isCurrent: false });
  });

  it('changes a cycle, renames, flags and removes phases, with an audit entry for each write', async () => {
    const y = currentStart + 2;
    const body = demoBody(y);
    // three phases: the summer hiatus is folded into Phase 2, which is renamed
    body.phaseUpdates = body.phaseUpdates.slice(0, 3);
    body.phaseUpdates[2] = { ...body.phaseUpdates[2], phaseName: 'Phase 2 and late submissions', endDate: body.cycleEnds };
    body.auditCycleEnds = `${y}-06-01`;
    const res = await f.h.call('POST', SUBMISSION, body, f.admin);
    expect(res.status).toBe(200);
    expect(res.body.phases).toHaveLength(3);
    expect(res.body.phases[2]).toMatchObject({ phase: 3, phaseName: 'Phase 2 and late submissions', endDate: `${y}-10-01` });
    const [{ id }] = await sql(`select id from submission_cycle where academic_year_id = ?`, [yearId(y)]);
    const trail = await f.h.db.orm.em.fork().find<{ entity: string; auditType: string; userName: string; changes: { field: string; newValue: unknown }[] }>('AuditEntry', {
      entity: { $in: ['submission-cycles', 'submission-cycle-phases'] },
    } as never, { orderBy: { id: 'asc' } as never });
    const cycleEntries = trail.filter((e) => e.entity === 'submission-cycles' && String((e as unknown as { entityId: string }).entityId) === String(id));
    expect(cycleEntries.map((e) => e.auditType)).toEqual(['I', 'U']);
    expect(cycleEntries[1].userName).toBe('cycle-admin');
    expect(cycleEntries[1].changes).toEqual([expect.objectContaining({ field: 'courseAuditEndDate' })]);
    expect(trail.filter((e) => e.entity === 'submission-cycle-phases').map((e) => e.auditType)).toContain('D');
  });

  it('writes nothing when the audit entry cannot be written', async () => {
    const y = currentStart + 2;
    const body = { ...demoBody(y), auditCycleEnds: `${y}-06-15` };
    f.h.auditFaults.failNext();
    const res = await f.h.call('POST', SUBMISSION, body, f.admin);
    expect(res.status).toBe(500);
    expect(f.h.auditFaults.pending()).toBe(false); // the write was reached and failed
    const [row] = await sql(`select course_audit_end_date from submission_cycle where academic_year_id = ?`, [yearId(y)]);
    expect(day(row.course_audit_end_date)).toBe(`${y}-06-01`);
  });

  it('lets settings readers read and only settings managers save', async () => {
    for (const path of [`${SUBMISSION}/recent`, `${REGISTRATION}/recent`, `${SUBMISSION}/status`]) {
      expect((await f.h.call('GET', path, undefined, f.analyst)).status, path).toBe(200);
      expect((await f.h.call('GET', path, undefined, f.outsider)).status, path).toBe(403);
      expect((await f.h.call('GET', path)).status, path).toBe(401);
    }
    expect((await f.h.call('POST', SUBMISSION, demoBody(currentStart), f.analyst)).status).toBe(403);
    expect((await f.h.call('POST', REGISTRATION, demoRegistrationBody(2030), f.analyst)).status).toBe(403);
    // the generic REST writes do not exist: dates change only through the checked calls
    expect((await f.h.call('POST', '/api/rest/submission-cycles', { academicYearId: yearId(2019), cycleStartDate: '2018-10-01', cycleEndDate: '2019-10-01', courseAuditStartDate: '2018-11-01', courseAuditEndDate: '2019-05-01' }, f.admin)).status).toBe(404);
    expect((await f.h.call('GET', '/api/rest/submission-cycle-phases', undefined, f.analyst)).status).toBe(200);
  });

  it('answers where submissions stand today', async () => {
    const res = await f.h.call('GET', `${SUBMISSION}/status`, undefined, f.analyst);
    expect(res.status).toBe(200);
    expect(res.body.academicYearId).toBe(yearId(currentStart));
    expect(res.body.phase.beginDate <= today && today < res.body.phase.endDate).toBe(true);
    expect(res.body.isHiatus).toBe(res.body.phase.isHiatusPeriod);
  });
});
