// Migration RealAgDisciplines on a database that holds the first, made-up discipline list and courses
// filed under it: the courses move to the real disciplines (a merged pair keeps one row, calculus and
// pre-calculus and language levels by title), the gone disciplines are removed, the kept ids carry the
// real names, and math category 4 stays only where discipline 15, 16 or 56 is. A database with a list
// of its own is left alone.
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCheckedModel } from '../../../server/boot.js';
import { openOrm } from '../../../server/db/orm.js';
import { ENGINE } from '../../support/test-db.js';
import { withAdminClient } from '../../support/migrated-template.js';

const BEFORE = 'Migration20261127110000_SoftDeleteCoveringIndexes';
let orm: MikroORM | undefined;
let dropDatabase = async () => {};

/** A new database migrated up to the migration before this one. */
async function databaseBefore(): Promise<MikroORM> {
  const { resources } = await loadCheckedModel();
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  if (adminUrl) {
    const name = `ag_disc_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient(adminUrl, (c) => c.query(`create database ${name}`));
    dropDatabase = () => withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const opened = await openOrm({ resources, databaseUrl });
  await opened.getMigrator().up({ to: BEFORE });
  return opened;
}

const sql = <T = Record<string, unknown>>(text: string) => orm!.em.fork().getConnection().execute<T[]>(text);

/** A course year with the given disciplines; its id. */
async function courseYear(title: string, disciplines: [area: number, discipline: number][], mathCategory4 = false): Promise<number> {
  const [course] = await sql<{ id: number }>(`insert into course (record_id, institution_id) values ('R-${randomBytes(4).toString('hex')}', 1) returning id`);
  const [year] = await sql<{ id: number }>(`insert into course_year (course_id, academic_year_id, title, is_math_category4) values (${course.id}, 29, '${title}', ${mathCategory4}) returning id`);
  for (const [i, [area, discipline]] of disciplines.entries())
    await sql(`insert into course_discipline (course_year_id, subject_area_id, discipline_id, sort_order) values (${year.id}, ${area}, ${discipline}, ${i})`);
  return Number(year.id);
}

const disciplinesOf = async (yearId: number) => (await sql<{ discipline_id: number }>(`select discipline_id from course_discipline where course_year_id = ${yearId} order by sort_order`)).map((r) => Number(r.discipline_id));

afterEach(async () => {
  await orm?.close(true);
  orm = undefined;
  await dropDatabase();
});

describe(`the real A–G disciplines migration (${ENGINE})`, () => {
  it('moves the courses of the first list to the real disciplines and renames the kept ids', async () => {
    orm = await databaseBefore();
    await sql(`insert into academic_year (id, name, start_date, end_date) values (29, '2025-26', '2025-07-01', '2026-06-30')`);
    await sql(`insert into subject_area (id, code, name, years_required) values (1, 'A', 'History / Social Science', 2), (2, 'B', 'English', 4), (3, 'C', 'Mathematics', 3), (5, 'E', 'Language Other than English', 2), (7, 'G', 'College-Preparatory Elective', 1)`);
    await sql(`insert into discipline (id, subject_area_id, name, first_academic_year_id) values
      (1, 1, 'World History, Cultures & Historical Geography', null), (2, 1, 'U.S. History', null),
      (4, 1, 'U.S. History and Civics / American Government', null), (5, 1, 'Ethnic Studies', null),
      (6, 2, 'English Language Arts', null), (7, 2, 'Composition', null), (8, 2, 'Literature', null),
      (14, 3, 'Integrated Mathematics I–III', null), (15, 3, 'Advanced Mathematics (Precalculus, Calculus)', null), (16, 3, 'Statistics', null),
      (25, 5, 'Modern Language', null), (26, 5, 'Classical Language', null), (27, 5, 'American Sign Language', null), (28, 5, 'Language for Native / Heritage Speakers', null),
      (41, 7, 'Interdisciplinary (Elective)', null), (43, 7, 'Career Technical Education (Elective)', null), (56, 3, 'Data Science', 29)`);
    await sql(`insert into institution (id, name, institution_type_id) values (1, 'Lincoln High', 1)`);

    const ethnic = await courseYear('Ethnic Studies', [[1, 5]]);
    const twoEnglish = await courseYear('AP English Literature and Composition', [[2, 8], [2, 7]]);
    const calculus = await courseYear('AP Calculus AB', [[3, 15]], true);
    const precalculus = await courseYear('Honors Precalculus', [[3, 15]], true);
    const ib = await courseYear('IB Mathematics: Analysis and Approaches SL', [[3, 15]], true);
    const math2 = await courseYear('Integrated Math II', [[3, 14]]);
    const spanish3 = await courseYear('Spanish 3', [[5, 25]]);
    const apSpanish = await courseYear('AP Spanish Language and Culture', [[5, 25]]);
    const welding = await courseYear('Welding and Fabrication', [[7, 43]]);

    await orm.getMigrator().up();

    expect(await disciplinesOf(ethnic)).toEqual([1]);
    expect(await disciplinesOf(twoEnglish)).toEqual([6]);
    expect(await disciplinesOf(calculus)).toEqual([44]);
    expect(await disciplinesOf(precalculus)).toEqual([46]);
    expect(await disciplinesOf(ib)).toEqual([15]);
    expect(await disciplinesOf(math2)).toEqual([45]);
    expect(await disciplinesOf(spanish3)).toEqual([27]);
    expect(await disciplinesOf(apSpanish)).toEqual([28]);
    expect(await disciplinesOf(welding)).toEqual([41]);
    const flags = await sql<{ id: number; is_math_category4: boolean }>(`select id, is_math_category4 from course_year where id in (${calculus}, ${precalculus}, ${ib})`);
    expect(Object.fromEntries(flags.map((f) => [Number(f.id), f.is_math_category4]))).toEqual({ [calculus]: false, [precalculus]: false, [ib]: true });

    const names = Object.fromEntries((await sql<{ id: number; name: string }>('select id, name from discipline')).map((r) => [Number(r.id), r.name]));
    expect(names).toMatchObject({ 1: 'World History / Cultures / Historical Geography', 6: 'English', 15: 'Other Advanced Mathematics', 25: 'LOTE Level 1', 44: 'Calculus', 46: 'Pre-Calculus', 56: 'Computer Science' });
    for (const gone of [4, 5, 7, 8, 43]) expect(names[gone], `discipline ${gone}`).toBeUndefined();
  }, 180_000);

  it("leaves a list of the office's own alone", async () => {
    orm = await databaseBefore();
    await sql(`insert into subject_area (id, code, name, years_required) values (1, 'A', 'History / Social Science', 2)`);
    await sql(`insert into discipline (id, subject_area_id, name) values (4, 1, 'Our own history'), (5, 1, 'Ethnic Studies')`);
    await orm.getMigrator().up();
    expect(await sql('select id, name from discipline order by id')).toEqual([{ id: 4, name: 'Our own history' }, { id: 5, name: 'Ethnic Studies' }]);
  }, 180_000);
});
