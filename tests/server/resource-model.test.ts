// The real resource model passes the start-up checks, and the facts the spec pins down hold in the
// model and the seed data (ids the rules depend on, access the spec requires).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, it, expect } from 'vitest';
import { loadModel } from '../../server/model/load.js';
import { ABILITY_NAMES } from '../../core/model/abilities.js';
import type { ResourceDef } from '../../core/model/define.js';
import { hasAbility, type SessionUser } from '../../server/auth/session-user.js';
import { loadServerOverrides } from '../../server/crud/overrides.js';
import { SERVER_OVERRIDE_KEYS } from '../../server/crud/types.js';
import { ACADEMIC_YEARS } from '../../seeds/lookups/academic-years.js';
import { COURSE_LENGTHS, DISCIPLINES, SUBJECT_AREAS } from '../../seeds/lookups/curriculum.js';
import { ACCREDITING_ORGANIZATIONS, COUNTIES, SCHOOL_TYPES, UNIVERSITY_CAMPUSES } from '../../seeds/lookups/places.js';
import { ROLES } from '../../seeds/roles.js';
import { RUBRICS, TAGS } from '../../seeds/settings.js';

let model: ResourceDef[];
const byName = (name: string) => {
  const r = model.find((m) => m.name === name);
  if (!r) throw new Error(`resource ${name} is missing`);
  return r;
};
const staffWith = (roleName: string): SessionUser => ({
  id: 1,
  username: 'u',
  firstName: 'F',
  lastName: 'L',
  email: 'u@example.edu',
  roleId: 1,
  roleName,
  abilities: ROLES.find((r) => r.name === roleName)!.abilities,
});

beforeAll(async () => {
  const overrides = await loadServerOverrides();
  model = await loadModel(undefined, overrides as Record<string, Record<string, unknown>>, SERVER_OVERRIDE_KEYS);
});

describe('the resource model', () => {
  it('passes the start-up checks, override folders included', () => {
    expect(model.length).toBeGreaterThanOrEqual(25);
  });

  it('declares every spec-facing resource', () => {
    const names = model.map((r) => r.name);
    for (const n of [
      'academic-years', 'subject-areas', 'disciplines', 'languages', 'course-lengths', 'honors-types', 'cte-industries',
      'cte-pathways', 'counties', 'school-types', 'district-management-types', 'positions', 'accrediting-organizations',
      'university-campuses', 'tags', 'rubrics', 'review-settings', 'general-contents', 'feedback-categories',
      'feedback-statements', 'feedback-templates', 'notification-templates', 'roles', 'users', 'institutions',
    ])
      expect(names).toContain(n);
  });

  it('declares no spec path twice', () => {
    const seen = new Set<string>();
    for (const r of model)
      for (const a of r.aliases ?? []) {
        const key = `${a.method} ${a.path.toLowerCase()}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
  });

  it('limits alias ids to digits, so literal sibling paths (/feedback/category …) are never read as ids', () => {
    for (const r of model) for (const a of r.aliases ?? []) if (a.path.includes(':id')) expect(a.path, r.name).toMatch(/:id\((-\?)?\\d\+\)$/);
  });

  it('offers a full-text filter on every list with text to search', () => {
    // review settings, course tags, submissions and cycles hold only numbers, flags, dates and references
    const hasText = (m: (typeof model)[number]) => Object.values(m.fields).some((f) => (f.type === 'string' || f.type === 'text' || f.type === 'richtext') && !f.secret);
    const textless = model.filter((m) => !hasText(m)).map((m) => m.name);
    expect(textless.sort()).toEqual(['course-submissions', 'course-tags', 'registration-cycles', 'review-settings', 'submission-cycles']);
    for (const r of model.filter(hasText)) expect(r.filters?.some((f) => f.type === 'q'), r.name).toBe(true);
  });

  it('uses the spec page sizes', () => {
    expect(byName('institutions').list.perPage).toBe(25);
    expect(byName('general-contents').list.perPage).toBe(25);
    expect(byName('feedback-statements').list.perPage).toBe(50);
    expect(byName('users').list).toMatchObject({ perPage: 25, sort: { field: 'lastName', order: 'ASC' } });
  });

  it('audits everything staff edit', () => {
    // logs nobody can write (rule evaluations) are the only unaudited resources
    const writable = (r: (typeof model)[number]) => r.name.startsWith('rule-sets') || r.name.startsWith('rule-set-') || (['create', 'update', 'delete'] as const).some((a) => r.access[a] !== false);
    for (const r of model.filter(writable)) expect(r.audit, r.name).toBe(true);
    expect(model.filter((r) => !r.audit).map((r) => r.name)).toEqual(['rule-evaluations']);
  });
});

describe('access', () => {
  it('refuses an analyst tag and rubric changes but lets them read both', () => {
    const analyst = staffWith('Analyst');
    for (const name of ['tags', 'rubrics']) {
      const { access } = byName(name);
      expect(hasAbility(analyst, access.list)).toBe(true);
      for (const action of ['create', 'update', 'delete'] as const) expect(hasAbility(analyst, access[action]), `${name} ${action}`).toBe(false);
    }
  });

  it('gives the Analyst role exactly the review abilities', () => {
    expect(staffWith('Analyst').abilities.sort()).toEqual(['AdminReview', 'AdminSecondReviewQueue', 'CourseApprovalTextFeedback']);
  });

  it('gives the Administrator every ability and roles only known ones', () => {
    expect(staffWith('Administrator').abilities.sort()).toEqual([...ABILITY_NAMES].sort());
    for (const r of ROLES) for (const a of r.abilities) expect(ABILITY_NAMES).toContain(a);
  });

  it('never creates or deletes the review settings row', () => {
    expect(byName('review-settings').access).toMatchObject({ create: false, delete: false, update: 'AdminManageSettings' });
  });
});

describe('seed data facts the rules depend on', () => {
  it('academic year 29 is 2025-26, from 2016-17 (20) to 2029-30 (33), 1 July to 30 June', () => {
    expect(ACADEMIC_YEARS.find((y) => y.id === 29)).toEqual({ id: 29, name: '2025-26', startDate: '2025-07-01', endDate: '2026-06-30' });
    expect(ACADEMIC_YEARS[0]).toMatchObject({ id: 20, name: '2016-17' });
    expect(ACADEMIC_YEARS.at(-1)).toMatchObject({ id: 33, name: '2029-30' });
  });

  it('WASC is accrediting organization 6', () => {
    expect(ACCREDITING_ORGANIZATIONS.find((o) => o.id === 6)).toMatchObject({ abbreviation: 'WASC' });
  });

  it('school type 10 is Other', () => {
    expect(SCHOOL_TYPES.find((t) => t.id === 10)?.name).toBe('Other');
  });

  it('has a two-year course length, flagged', () => {
    expect(COURSE_LENGTHS.filter((c) => c.isTwoYear)).toEqual([{ id: 3, name: 'Two years', isTwoYear: true }]);
  });

  it('disciplines 15, 16 and 56 are in subject area C; 56 starts in year 29', () => {
    const c = SUBJECT_AREAS.find((s) => s.code === 'C')!;
    for (const id of [15, 16, 56]) expect(DISCIPLINES.find((d) => d.id === id)?.subjectAreaId, `discipline ${id}`).toBe(c.id);
    expect(DISCIPLINES.find((d) => d.id === 56)?.firstAcademicYearId).toBe(29);
    expect(DISCIPLINES.filter((d) => d.id !== 56).every((d) => d.firstAcademicYearId === null)).toBe(true);
  });

  it('disciplines are the subject area and discipline pairs of real A–G course lists, each once', () => {
    const csv = readFileSync(path.resolve(import.meta.dirname, '../../seeds/data/uc-ag-disciplines.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
    const codeOf = new Map(SUBJECT_AREAS.map((s) => [s.id, s.code]));
    const pairs = DISCIPLINES.map((d) => `${codeOf.get(d.subjectAreaId)},${d.name}`);
    expect([...pairs].sort()).toEqual([...csv].sort());
    expect(new Set(DISCIPLINES.map((d) => d.id)).size).toBe(DISCIPLINES.length);
  });

  it('subject areas carry the years of spec 1 §9', () => {
    const years = Object.fromEntries(SUBJECT_AREAS.map((s) => [s.code, [s.yearsRequired, s.yearsRecommended]]));
    expect(years).toEqual({ A: [2, null], B: [4, null], C: [3, 4], D: [2, 3], E: [2, 3], F: [1, null], G: [1, null] });
  });

  it('has 58 counties, the ten UC campuses, six rubrics 0–5 and one deprecated tag', () => {
    expect(COUNTIES).toHaveLength(58);
    expect(COUNTIES[18]).toEqual({ id: 19, name: 'Los Angeles' });
    expect(UNIVERSITY_CAMPUSES).toHaveLength(10);
    expect(RUBRICS.map((r) => r.value)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(TAGS.filter((t) => t.isDeprecated)).toHaveLength(1);
  });
});
