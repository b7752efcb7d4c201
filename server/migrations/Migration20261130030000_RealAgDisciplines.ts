import { Migration } from '@mikro-orm/migrations';

// The discipline look-up becomes the subject area and discipline pairs of real public A–G course lists
// (issue 24 §3; seeds/lookups/curriculum.ts, docs/resources.md "The A–G disciplines"). Only a database
// that holds the first, made-up list (the demo's look-ups) is changed: an office that keeps its own
// list is left as it is. The courses filed under a discipline that goes are moved to the real one that
// takes its place, language courses to the LOTE level their title ends with, and a mathematics course
// no longer in discipline 15, 16 or 56 stops answering the math category 4 question. The course
// discipline triggers mark each moved course for the search index.
const FIRST_LIST_MARK = `exists (select 1 from discipline where id = 4 and name = 'U.S. History and Civics / American Government')`;

/** Old discipline → the real one that takes its place. */
const MOVED: [from: number, to: number][] = [
  [4, 2], // U.S. History and Civics → U.S. History
  [5, 1], // Ethnic Studies → World History / Cultures / Historical Geography
  [7, 6], [8, 6], [10, 6], // Composition, Literature, Journalism → English
  [33, 32], [34, 32], // Media Arts, Interdisciplinary Arts → Visual Arts
  [39, 41], // the LOTE elective → Interdisciplinary (39 becomes ESL / ELD under G)
  [42, 37], // Computer Science (elective) → Mathematics - Computer Science
  [43, 41], // CTE (elective) → Interdisciplinary
];
const GONE = [4, 5, 7, 8, 10, 33, 34, 42, 43];

const NAMES: [id: number, name: string][] = [
  [1, 'World History / Cultures / Historical Geography'],
  [6, 'English'],
  [9, 'English as a Second Language (ESL) / English Language Development (ELD)'],
  [14, 'Mathematics I'],
  [15, 'Other Advanced Mathematics'],
  [25, 'LOTE Level 1'], [26, 'LOTE Level 2'], [27, 'LOTE Level 3'], [28, 'LOTE Level 4+'],
  [35, 'History / Social Science'], [36, 'English'], [37, 'Mathematics - Computer Science'],
  [38, 'Science – Biology / Life Sciences'],
  [39, 'English as a Second Language (ESL) / English Language Development (ELD)'],
  [40, 'Visual & Performing Arts'], [41, 'Interdisciplinary'],
  [56, 'Computer Science'],
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export class Migration20261130030000_RealAgDisciplines extends Migration {
  override async up(): Promise<void> {
    const moves = MOVED.map(([from, to]) => `when ${from} then ${to}`).join(' ');
    const movedIds = MOVED.map(([from]) => from).join(', ');
    this.addSql(`do $$ begin
if ${FIRST_LIST_MARK} then
  insert into discipline (id, subject_area_id, name) values (44, 3, 'Calculus'), (45, 3, 'Mathematics II'), (46, 3, 'Pre-Calculus') on conflict (id) do nothing;
  -- a course year filed under two disciplines that become one keeps one row: the one not moving, else the first
  delete from course_discipline cd using course_discipline other
    where cd.discipline_id in (${movedIds})
      and other.course_year_id = cd.course_year_id and other.id <> cd.id
      and (case other.discipline_id ${moves} else other.discipline_id end) = (case cd.discipline_id ${moves} end)
      and (other.discipline_id not in (${movedIds}) or other.id < cd.id);
  update course_discipline set discipline_id = case discipline_id ${moves} end where discipline_id in (${movedIds});
  -- the finer mathematics disciplines, by the course's title in that year
  update course_discipline cd set discipline_id = case
      when cy.title ilike '%calculus%' and cy.title not ilike '%precalculus%' and cy.title not ilike '%pre-calculus%' then 44
      when cy.title ilike '%precalculus%' or cy.title ilike '%pre-calculus%' then 46
      else cd.discipline_id end
    from course_year cy where cy.id = cd.course_year_id and cd.discipline_id = 15;
  update course_discipline cd set discipline_id = case
      when cy.title ~* 'math(ematics)? (ii|2)$' then 45 when cy.title ~* 'math(ematics)? (iii|3)$' then 13 else cd.discipline_id end
    from course_year cy where cy.id = cd.course_year_id and cd.discipline_id = 14;
  -- language courses by level: "Spanish 3" is LOTE Level 3; AP and above are 4+
  update course_discipline cd set discipline_id = case
      when cy.title ~ ' 1$' then 25 when cy.title ~ ' 2$' then 26 when cy.title ~ ' 3$' then 27 else 28 end
    from course_year cy where cy.id = cd.course_year_id and cd.discipline_id in (25, 26, 27, 28);
  ${NAMES.map(([id, name]) => `update discipline set name = ${quote(name)} where id = ${id};`).join('\n  ')}
  delete from discipline where id in (${GONE.join(', ')});
  update course_year cy set is_math_category4 = false
    where cy.is_math_category4 and not exists (select 1 from course_discipline cd where cd.course_year_id = cy.id and cd.discipline_id in (15, 16, 56));
end if;
end $$;`);
  }

  override async down(): Promise<void> {
    // the made-up list is not brought back: the real one is what the data now says
  }
}
