import { Migration } from '@mikro-orm/migrations';

export class Migration20261127022804_Cycles extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "registration_cycle" ("id" serial primary key, "row_version" int not null default 1, "period_id" int not null, "cycle_start_date" date not null, "cycle_end_date" date not null, "program_cycle_end_date" date not null, "school_network_cycle_end_date" date not null);`);
    this.addSql(`alter table "registration_cycle" add constraint "registration_cycle_period_id_unique" unique ("period_id");`);

    this.addSql(`create table "submission_cycle" ("id" serial primary key, "row_version" int not null default 1, "academic_year_id" int not null, "cycle_start_date" date not null, "cycle_end_date" date not null, "course_audit_start_date" date not null, "course_audit_end_date" date not null);`);
    this.addSql(`create index "submission_cycle_cycle_start_date_idx" on "submission_cycle" ("cycle_start_date");`);

    this.addSql(`create table "submission_cycle_phase" ("id" serial primary key, "row_version" int not null default 1, "submission_cycle_id" int not null, "phase" int not null, "phase_name" varchar(100) not null, "begin_date" date not null, "end_date" date not null, "is_hiatus_period" boolean not null default false);`);
    this.addSql(`create index "submission_cycle_phase_begin_date_idx" on "submission_cycle_phase" ("begin_date");`);
    this.addSql(`create index "submission_cycle_phase_submission_cycle_id_idx" on "submission_cycle_phase" ("submission_cycle_id");`);
    this.addSql(`alter table "submission_cycle_phase" add constraint "submission_cycle_phase_submission_cycle_id_phase_unique" unique ("submission_cycle_id", "phase");`);

    this.addSql(`alter table "submission_cycle" add constraint "submission_cycle_academic_year_id_foreign" foreign key ("academic_year_id") references "academic_year" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "submission_cycle_phase" add constraint "submission_cycle_phase_submission_cycle_id_foreign" foreign key ("submission_cycle_id") references "submission_cycle" ("id") on update cascade on delete restrict;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "submission_cycle_phase" drop constraint "submission_cycle_phase_submission_cycle_id_foreign";`);

    this.addSql(`drop table if exists "registration_cycle" cascade;`);

    this.addSql(`drop table if exists "submission_cycle" cascade;`);

    this.addSql(`drop table if exists "submission_cycle_phase" cascade;`);
  }

}
