import { Migration } from '@mikro-orm/migrations';

// Statement-level triggers write the course ids a write touched into search_change and notify
// 'search_changes' once per transaction (identical notifications are folded into one), so the
// search index hears of every committed write, whatever path made it (server/search/changes/).
// The statement's rows come as a transition table named changed_rows (the old rows for a delete).
const COURSE_IDS_OF: Record<string, string> = {
  course: 'select id from changed_rows',
  course_year: 'select course_id from changed_rows',
  course_offering: 'select course_id from changed_rows',
  course_submission: 'select course_id from changed_rows',
  course_tag: 'select course_id from changed_rows',
  course_discipline: 'select y.course_id from changed_rows r join course_year y on y.id = r.course_year_id',
  course_submission_review: 'select s.course_id from changed_rows r join course_submission s on s.id = r.course_submission_id',
};

function markFunction(table: string, courseIds: string): string {
  return `create function search_mark_${table}() returns trigger language plpgsql as $$
declare marked integer;
begin
  insert into search_change (course_id) select distinct course_ids.id from (${courseIds}) as course_ids(id) where course_ids.id is not null;
  get diagnostics marked = row_count;
  if marked > 0 then perform pg_notify('search_changes', ''); end if;
  return null;
end $$;`;
}

export class Migration20261125163130_SearchChanges extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "search_change" ("id" bigserial primary key, "course_id" int not null, "changed_at" timestamptz not null default now());`);
    this.addSql(`create index "search_change_changed_at_idx" on "search_change" ("changed_at");`);

    for (const [table, courseIds] of Object.entries(COURSE_IDS_OF)) {
      this.addSql(markFunction(table, courseIds));
      for (const [event, rows] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']])
        this.addSql(`create trigger search_mark_${table}_${event} after ${event} on "${table}" referencing ${rows} table as changed_rows for each statement execute function search_mark_${table}();`);
    }
    // an institution's name and type are on its courses' documents, and on those of the courses offered at it
    this.addSql(
      markFunction(
        'institution',
        `select c.id from old_rows o join changed_rows n on n.id = o.id join course c on c.institution_id = n.id
           where o.name is distinct from n.name or o.institution_type_id is distinct from n.institution_type_id
         union select f.course_id from old_rows o join changed_rows n on n.id = o.id join course_offering f on f.school_id = n.id
           where o.name is distinct from n.name`,
      ),
    );
    this.addSql(`create trigger search_mark_institution_update after update on "institution" referencing old table as old_rows new table as changed_rows for each statement execute function search_mark_institution();`);
  }

  override async down(): Promise<void> {
    for (const table of [...Object.keys(COURSE_IDS_OF), 'institution']) this.addSql(`drop function if exists search_mark_${table}() cascade;`);
    this.addSql(`drop table if exists "search_change" cascade;`);
  }

}
