import { Migration } from '@mikro-orm/migrations';

// The admin hub hears of every audited write, whatever path made it (server/hub/): a statement-level
// trigger on the audit trail writes one "changed" event per statement — the first 100 records it
// names, every resource it touched and how many records — and notifies 'admin_hub' with the event's
// id, in the write's own transaction.
const MARK_FUNCTION = `create function hub_mark_audit() returns trigger language plpgsql as $$
declare event_id bigint;
begin
  if not exists (select 1 from changed_rows) then return null; end if;
  insert into hub_event (kind, payload)
  select 'changed', jsonb_build_object(
      'changes', coalesce(jsonb_agg(jsonb_build_object('resource', entity, 'id', entity_id, 'type', audit_type, 'userId', user_id) order by id) filter (where n <= 100), '[]'::jsonb),
      'resources', (select jsonb_agg(distinct entity) from changed_rows),
      'count', count(*))
  from (select r.*, row_number() over (order by r.id) as n from changed_rows r) numbered
  returning id into event_id;
  perform pg_notify('admin_hub', event_id::text);
  return null;
end $$;`;

export class Migration20261127023005_AdminHub extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "hub_event" ("id" bigserial primary key, "kind" varchar(40) not null, "payload" jsonb not null, "user_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "hub_event_created_at_idx" on "hub_event" ("created_at");`);
    this.addSql(MARK_FUNCTION);
    this.addSql(`create trigger hub_mark_audit after insert on "audit_entry" referencing new table as changed_rows for each statement execute function hub_mark_audit();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists hub_mark_audit on "audit_entry";`);
    this.addSql(`drop function if exists hub_mark_audit();`);
    this.addSql(`drop table if exists "hub_event" cascade;`);
  }

}
