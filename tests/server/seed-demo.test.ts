// The demo seed: every seeded row passes the same validation as an edit through the API (so staff
// can save a seeded record unchanged), and a full run on an in-memory database loads every table.
import { beforeAll, describe, it, expect } from 'vitest';
import { loadModel } from '../../server/model/load.js';
import type { ResourceDef } from '../../core/model/define.js';
import { validateBody } from '../../server/crud/validate.js';
import { migrate, openOrm } from '../../server/db/orm.js';
import { queryCounter } from '../support/query-counter.js';
import { ACADEMIC_YEARS } from '../../seeds/lookups/academic-years.js';
import { COURSE_LENGTHS, DISCIPLINES, HONORS_TYPES, LANGUAGES, SUBJECT_AREAS } from '../../seeds/lookups/curriculum.js';
import { cteRows } from '../../seeds/lookups/cte.js';
import { ACCREDITING_ORGANIZATIONS, COUNTIES, DISTRICT_MANAGEMENT_TYPES, SCHOOL_TYPES, UNIVERSITY_CAMPUSES } from '../../seeds/lookups/places.js';
import { POSITIONS } from '../../seeds/lookups/positions.js';
import { ROLES } from '../../seeds/roles.js';
import { REVIEW_SETTINGS, RUBRICS, TAGS } from '../../seeds/settings.js';
import { GENERAL_CONTENTS } from '../../seeds/content/general.js';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATEMENTS, FEEDBACK_TEMPLATES } from '../../seeds/content/feedback.js';
import { NOTIFICATION_TEMPLATES } from '../../server/notifications/shipped-templates.js';
import { NOTIFICATION_PLACEHOLDERS } from '../../core/content/placeholders.js';
import { OTHER_DISTRICT, isDistrictLevel, readCdeRows, toDistrict, toSchool } from '../../seeds/cde-institutions.js';
import { seedDemoData, seedDemoUsers } from '../../seeds/demo.js';
import { DEMO_INSTITUTIONS, toDemoRow } from '../../seeds/institution-demo.js';
import { GOVERNANCES, OPERATING_SCHEDULES, PROGRAM_TYPES } from '../../seeds/lookups/institution-details.js';

let model: ResourceDef[];
beforeAll(async () => {
  model = await loadModel();
});

/** Seeded rows by resource, with the ids the seed resolves at run time replaced by a valid one. */
function seededRows(): Record<string, readonly object[]> {
  const cte = cteRows();
  const cde = readCdeRows();
  return {
    'academic-years': ACADEMIC_YEARS,
    'subject-areas': SUBJECT_AREAS,
    disciplines: DISCIPLINES,
    languages: LANGUAGES,
    'course-lengths': COURSE_LENGTHS,
    'honors-types': HONORS_TYPES,
    'cte-industries': cte.industries,
    'cte-pathways': cte.pathways,
    counties: COUNTIES,
    'school-types': SCHOOL_TYPES,
    'district-management-types': DISTRICT_MANAGEMENT_TYPES.map(({ id, name }) => ({ id, name })),
    'accrediting-organizations': ACCREDITING_ORGANIZATIONS,
    'university-campuses': UNIVERSITY_CAMPUSES,
    roles: ROLES,
    positions: POSITIONS.map(({ approvalRole, ...p }) => ({ ...p, approvalRoleId: approvalRole ? 1 : null })),
    tags: TAGS,
    rubrics: RUBRICS,
    'review-settings': [REVIEW_SETTINGS],
    'general-contents': GENERAL_CONTENTS,
    'feedback-categories': FEEDBACK_CATEGORIES.map((name) => ({ name })),
    'feedback-statements': FEEDBACK_STATEMENTS.map(({ category, ...s }) => ({ ...s, categoryId: 1 })),
    'feedback-templates': FEEDBACK_TEMPLATES,
    // readOnly fields (key) are ignored by the validator, as they are on an edit
    'notification-templates': NOTIFICATION_TEMPLATES,
    governances: GOVERNANCES,
    'program-types': PROGRAM_TYPES,
    'institution-operating-schedules': OPERATING_SCHEDULES,
    institutions: [OTHER_DISTRICT, ...cde.filter(isDistrictLevel).map(toDistrict), ...cde.filter((r) => !isDistrictLevel(r)).map((r) => toSchool(r, 1)), ...DEMO_INSTITUTIONS.map(toDemoRow)],
  };
}

describe('seed rows fit the model', () => {
  it('passes create validation for every row of every resource', () => {
    const failures: string[] = [];
    for (const [name, rows] of Object.entries(seededRows())) {
      const resource = model.find((r) => r.name === name)!;
      expect(resource, name).toBeDefined();
      rows.forEach((row, i) => {
        try {
          validateBody(resource, row, 'create');
        } catch (err) {
          failures.push(`${name}[${i}]: ${JSON.stringify((err as { modelState?: unknown }).modelState ?? String(err))}`);
        }
      });
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });

  it('notification templates use only the known placeholders', () => {
    const known = new Set(NOTIFICATION_PLACEHOLDERS.map((p) => p.name));
    for (const t of NOTIFICATION_TEMPLATES)
      for (const text of [t.messageTitleTemplate, t.messageTemplate, t.collectionTemplate ?? ''])
        for (const [, name] of text.matchAll(/\{\{\s*([A-Za-z]\w*)\s*\}\}/g)) expect(known.has(name), `${t.key}: ${name}`).toBe(true);
  });
});

/** Batched inserts of the whole demo: 76 statements when measured; row by row it would be ~45,000. */
const MAX_SEED_INSERTS = 1_000;

describe('a full seed run', () => {
  it('loads every table of an empty in-memory database in batches, not row by row', { timeout: 120_000 }, async () => {
    const orm = await openOrm({ resources: model });
    try {
      await migrate(orm); // the committed migrations, as every database gets them
      const em = orm.em.fork();
      const statements = queryCounter(orm);
      await em.transactional(async (tx) => {
        await seedDemoData(tx);
        await seedDemoUsers(tx, async (pw) => `test-hash:${pw.length}`);
      });
      statements.stop();
      // counted, not timed: row by row the ~45,000 rows (the course demo, seeds/courses/, adds ~25,000
      // to the ~20,000 of the rest) would take as many inserts; batches take a few dozen
      const inserts = statements.texts.filter((t) => /^\s*insert\b/i.test(t)).length;
      console.log(`demo seed: ${statements.count} statements, ${inserts} inserts`);
      expect(inserts).toBeLessThan(MAX_SEED_INSERTS);

      const count = async (table: string) => Number((await orm.em.getConnection().execute(`select count(*) as n from ${table}`))[0].n);
      // the CDE directory's rows, district 'Other', the course demo's 3 programs and 4 online publishers
      // and the 22 networks, programs, publishers, ROPs and extended learning programs of seeds/institution-demo.ts
      expect(await count('institution')).toBe(17_922);
      expect(await count('academic_year')).toBe(14);
      // the nine staff and demo accounts of seeds/users.ts; the institution users of seeds/institution-users.ts each belong somewhere
      expect(await count('app_user where id not in (select user_id from user_institution)')).toBe(9);
      expect(await count('app_user')).toBeGreaterThan(60);
      expect(await count('material_type')).toBe(9);
      // rule sets are loaded by the rules runtime on every start, and evaluations are a log; courses,
      // submissions and reviews come from the course demo (tests/server/data/course-demo.test.ts)
      const filledAtRunTime = new Set(['rule_set', 'rule_set_version', 'rule_evaluation']);
      for (const r of model.filter((m) => !filledAtRunTime.has(m.table))) expect(await count(r.table), r.table).toBeGreaterThan(0);

      const conn = orm.em.getConnection();
      // -1 did not advance the serial sequence: the first CDE row got id 1
      expect(await conn.execute(`select id, name from institution where id in (-1, 1) order by id`)).toEqual([
        { id: -1, name: 'Other' },
        { id: 1, name: 'Alameda County Office of Education' },
      ]);
      // a school points at its own district row
      const [school] = await conn.execute(
        `select d.cds_code from institution s join institution d on d.id = s.district_id where s.cds_code = '01611190130229'`,
      );
      expect(school.cds_code).toBe('01611190000000');
    } finally {
      await orm.close(true);
    }
  });
});
